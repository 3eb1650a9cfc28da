/**
 * Share-page benchmark: the production server, a user with N flights (default 20,000, the e2e big log's mix of routes),
 * one share link with everything on; times GET /share/<slug> and GET /share/<slug>/card.svg over HTTP: the first
 * answer (cold: nothing cached) and the median and slowest of the next R (default 10).
 *   npx tsx --conditions=react-server bench/share-page.ts [flights] [runs]
 * SQLite by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database. Needs `npm run build`.
 */
import { createShareLink } from "@/lib/share/share-links";
import { SHARE_TOGGLES } from "@/lib/share/share-link-input";
import { seedManyFlights } from "@/e2e/support/seed";
import { createUser } from "@/test/support/fixtures";
import { startServer } from "@/test/support/production-server";
import { createTestDb } from "@/test/support/test-db";

async function timedGet(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status, bytes: body.byteLength };
}

function summary(name: string, cold: { ms: number; status: number; bytes: number }, warm: number[]): string {
  const sorted = [...warm].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  return `${name}: status ${cold.status}, ${Math.round(cold.bytes / 1024)} KiB; cold ${cold.ms.toFixed(0)} ms, median ${median.toFixed(0)} ms, slowest ${(sorted.at(-1) ?? NaN).toFixed(0)} ms of ${warm.length}`;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 20_000);
  const runs = Number(process.argv[3] ?? 10);
  const test = await createTestDb();
  // the server loads the reference data the big log's airports come from
  const server = await startServer({ databaseUrl: test.url, env: { CONTRAIL_RATE_LIMIT_REQUESTS: "0" } });
  try {
    const db = test.db;
    const user = await createUser(db);
    const seedStart = performance.now();
    await seedManyFlights(db, user.id, count);
    const flights = await db.seat.count({ where: { userId: user.id } });
    const all = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true]));
    const { slug } = await createShareLink(db, user.id, { label: "Bench", ...all, expiresAt: null });
    console.log(`${test.url.startsWith("file:") ? "SQLite" : "PostgreSQL"}: ${flights} flights seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    for (const [name, path] of [["page", `/share/${slug}`], ["card", `/share/${slug}/card.svg`]] as const) {
      const cold = await timedGet(`${server.baseUrl}${path}`);
      const warm: number[] = [];
      for (let i = 0; i < runs; i++) warm.push((await timedGet(`${server.baseUrl}${path}`)).ms);
      console.log(summary(name, cold, warm));
    }
  } finally {
    await server.stop();
    await test.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
