// `npm run demo`: prepares the embedded database, seeds the demo log (once) and prints the sign-in details.
// package.json then builds and starts the app.
import { getDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/setup/prepare-database";
import { DEMO_PASSWORD, seedDemo } from "./demo/seed-demo";

async function main() {
  const started = Date.now();
  await prepareDatabase((message) => console.log(message));
  const summary = await seedDemo(getDb());
  await getDb().$disconnect();
  console.log(
    summary.skipped
      ? `Demo data already present (${summary.flights} flights).`
      : `Seeded ${summary.flights} demo flights in ${Date.now() - started} ms.`,
  );
  console.log("\nDemo sign-in (password for every account: %s):", DEMO_PASSWORD);
  for (const user of summary.users) console.log(`  ${user.username.padEnd(8)} ${user.role}`);
  console.log("\nBuilding and starting on http://localhost:3000 …\n");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
