import http from "node:http";
import { byStatus, idleProbe, quantiles, repeat } from "@/bench/contention";
import { timedGet } from "@/bench/http-get";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { createCalendarFeed } from "@/lib/calendar/calendar-feeds";
import { feedPath } from "@/lib/calendar/feed-token";
import { dialectOf } from "@/lib/db/client";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { ensureBuild, startServer } from "@/test/support/production-server";
import { markReferenceDataLoaded } from "@/test/contract/seed";
import { createTestDb } from "@/test/support/test-db";

/**
 * Does a big calendar feed stall everybody else? Seeds a user with a large log (20,000 flights by default) and a
 * feed, and another user with a small log; starts the production server and meanwhile probes the other user's
 * GET /api/stats, one request at a time, while CLIENTS calendar clients (default 5) fetch the big feed as often as
 * the calendar limit's default lets each client address (60 a minute: one fetch started a second at most), without
 * If-None-Match, so every fetch asks for the whole feed. Two rounds of SECONDS each (default 15): the log unchanged,
 * then the log edited every second (every fetch after an edit needs a new feed). Prints the probe's p50/p95/max and
 * the feed answers by status.
 *
 *   npm run bench:feed -- [flights] [seconds] [clients]
 *
 * SQLite (a temp file) by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 * The calendar's per-address limit is lifted, as all clients share one address here; each paces itself instead.
 */

/** the calendar limit's default pace for one client address: 60 requests a minute */
const CLIENT_EVERY_MS = 1000;

async function main(): Promise<void> {
  const flights = Number(process.argv[2] ?? 20_000);
  const seconds = Number(process.argv[3] ?? 15);
  const clients = Number(process.argv[4] ?? 5);
  ensureBuild();
  const test = await createTestDb();
  const server = { current: undefined as Awaited<ReturnType<typeof startServer>> | undefined };
  try {
    const db = test.db;
    const ids = await seedReferenceFixtures(db);
    const big = await createUser(db);
    const other = await createUser(db);
    await insertManyFlights(db, ids, big.id, flights);
    await insertManyFlights(db, ids, other.id, 200);
    const { token } = await createCalendarFeed(db, big.id);
    const otherAuth = { authorization: `Bearer ${(await createApiKey(db, other.id, { name: "bench" })).key}` };
    const edited = (await db.seat.findFirstOrThrow({ where: { userId: big.id }, select: { flightId: true } })).flightId;
    // the fixture airports stand for the reference data: the server does not load the bundled set at start
    await markReferenceDataLoaded(db);
    server.current = await startServer({
      databaseUrl: test.url,
      env: { CONTRAIL_RATE_LIMIT_REQUESTS: "0", CONTRAIL_RATE_LIMIT_CALENDAR_REQUESTS: "1000000" },
    });
    const base = server.current.baseUrl;
    const statsUrl = `${base}/api/stats`;
    const feedUrl = `${base}${feedPath(token)}`;

    const warm = new http.Agent({ keepAlive: false });
    for (let i = 0; i < 20; i++) await timedGet(statsUrl, otherAuth, warm);
    const first = await timedGet(feedUrl, {}, warm);
    warm.destroy();
    const idle = await idleProbe(statsUrl, otherAuth);
    const report: Record<string, unknown> = {
      database: dialectOf(db),
      flights,
      clients,
      seconds,
      feed: { status: first.status, bytes: first.bytes, firstFetchMs: Math.round(first.ms) },
      idleStats: idle,
    };

    for (const edits of [false, true]) {
      let running = true;
      const editing = (async () => {
        while (edits && running) {
          await db.flight.update({ where: { id: edited }, data: { notes: `edited ${Date.now()}` } });
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      })();
      const fetching = Promise.all(Array.from({ length: clients }, () => repeat(feedUrl, {}, 0, () => !running, CLIENT_EVERY_MS)));
      const probing = repeat(statsUrl, otherAuth, 10, () => !running);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      running = false;
      const [feeds, stats] = await Promise.all([fetching, probing, editing]);
      const answers = feeds.flat();
      const failed = stats.filter((a) => a.status !== 200).length;
      report[edits ? "logEditedEverySecond" : "logUnchanged"] = {
        otherUsersStats: { ...quantiles(stats.map((a) => a.ms)), failed },
        feedFetches: { byStatus: byStatus(answers), ...quantiles(answers.filter((a) => a.status === 200).map((a) => a.ms)) },
      };
    }
    console.log(JSON.stringify(report, null, 2));
  } catch (error) {
    console.error(`--- server output ---\n${server.current?.output() ?? ""}`);
    throw error;
  } finally {
    await server.current?.stop();
    await test.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
