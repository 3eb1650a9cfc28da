/** Times the bench seeder's bulk insert (every Flight and Seat trigger fires per row) on a fresh database. */
import { dialectOf } from "@/lib/db/client";
import { createTestDb } from "@/test/support/test-db";
import { API_DEFAULTS } from "./api/args";
import { seedBenchData } from "./api/seed-bench-data";

async function main(): Promise<void> {
  const flights = Number(process.argv[2] ?? 50_000);
  const test = await createTestDb();
  try {
    const data = await seedBenchData(test.db, test.url, dialectOf(test.db), { ...API_DEFAULTS, flights, users: 50, bigUserFlights: Math.floor(flights / 10) });
    const cpu = process.cpuUsage();
    console.log(JSON.stringify({ dialect: dialectOf(test.db), flights: data.flights, seats: data.seats, insertSeconds: Math.round((data.timings.flightsMs - data.timings.generateMs) / 100) / 10, cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10 }));
  } finally {
    await test.cleanup();
  }
}
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
