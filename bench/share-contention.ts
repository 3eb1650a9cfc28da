import http from "node:http";
import { benchDatabase, runBench, withServer } from "@/bench/bench-server";
import { byStatus, idleProbe, quantiles, repeat } from "@/bench/contention";
import { timedGet } from "@/bench/http-get";
import { seedManyFlights } from "@/e2e/support/seed";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { dialectOf } from "@/lib/db/client";
import { SHARE_TOGGLES } from "@/lib/share/share-link-input";
import { createShareLink } from "@/lib/share/share-links";
import { createUser } from "@/test/support/fixtures";

/**
 * Does a big log's share page stall everybody else? A user with a large log (20,000 flights by default, the e2e big
 * log's mix of routes) shares it with everything on; another user with a small log probes GET /api/stats, one request
 * at a time, while VISITORS (default 5) fetch the share page back to back for SECONDS (default 15). Prints the
 * page's size and first fetch, the probe's p50/p95/max alone and meanwhile, and the page fetches by status.
 *
 *   npm run bench:share -- [flights] [seconds] [visitors]
 *
 * SQLite (a temp file) by default; DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database there.
 * The request limit is lifted, as all visitors share one address here.
 */
async function main(): Promise<void> {
  const flights = Number(process.argv[2] ?? 20_000);
  const seconds = Number(process.argv[3] ?? 15);
  const visitors = Number(process.argv[4] ?? 5);
  const test = await benchDatabase();
  try {
    // the server loads the reference data the big log's airports come from
    await withServer({ databaseUrl: test.url, env: { CONTRAIL_RATE_LIMIT_REQUESTS: "0" } }, async (server) => {
      const db = test.db;
      const big = await createUser(db);
      const other = await createUser(db);
      await seedManyFlights(db, big.id, flights);
      await seedManyFlights(db, other.id, 200);
      const all = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true]));
      const { slug } = await createShareLink(db, big.id, { label: "Bench", ...all, expiresAt: null });
      const otherAuth = { authorization: `Bearer ${(await createApiKey(db, other.id, { name: "bench" })).key}` };
      const statsUrl = `${server.baseUrl}/api/stats`;
      const pageUrl = `${server.baseUrl}/share/${slug}`;

      const warm = new http.Agent({ keepAlive: false });
      for (let i = 0; i < 20; i++) await timedGet(statsUrl, otherAuth, warm);
      const first = await timedGet(pageUrl, {}, warm);
      warm.destroy();
      const idle = await idleProbe(statsUrl, otherAuth);
      let running = true;
      const fetching = Promise.all(Array.from({ length: visitors }, () => repeat(pageUrl, {}, 0, () => !running)));
      const probing = repeat(statsUrl, otherAuth, 10, () => !running);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      running = false;
      const [pages, stats] = await Promise.all([fetching, probing]);
      const answers = pages.flat();
      const report = {
        database: dialectOf(db),
        flights,
        visitors,
        seconds,
        page: { status: first.status, bytes: first.bytes, firstFetchMs: Math.round(first.ms) },
        idleStats: idle,
        otherUsersStats: { ...quantiles(stats.map((a) => a.ms)), failed: stats.filter((a) => a.status !== 200).length },
        pageFetches: { byStatus: byStatus(answers), ...quantiles(answers.filter((a) => a.status === 200).map((a) => a.ms)) },
      };
      console.log(JSON.stringify(report, null, 2));
    });
  } finally {
    await test.cleanup();
  }
}

runBench(main);
