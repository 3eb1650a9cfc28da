/**
 * Calendar feed benchmark: a user with N flights (default 20,000) and a feed; times GET /calendar/<token>.ics on the
 * production server (npm run build first): time to the first byte and to the whole answer, median of R runs (default
 * 5) after one warm-up, and the same feed written in-process (lib/calendar/write-calendar.ts) without HTTP.
 *   npx tsx --conditions=react-server bench/calendar-feed.ts [flights] [runs]
 * SQLite by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 */
import { createCalendarFeed, feedOfToken } from "@/lib/calendar/calendar-feeds";
import { feedPath } from "@/lib/calendar/feed-token";
import { writeCalendar } from "@/lib/calendar/write-calendar";
import { dialectOf } from "@/lib/db/client";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { ensureBuild, startServer } from "@/test/support/production-server";
import { markReferenceDataLoaded } from "@/test/contract/seed";
import { createTestDb } from "@/test/support/test-db";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function overHttp(url: string): Promise<{ firstByteMs: number; totalMs: number; bytes: number; events: number }> {
  const start = performance.now();
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  const reader = res.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  let text = "";
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstByteMs === 0) firstByteMs = performance.now() - start;
    bytes += value.length;
    text += decoder.decode(value, { stream: true });
  }
  const totalMs = performance.now() - start;
  return { firstByteMs, totalMs, bytes, events: text.split("BEGIN:VEVENT").length - 1 };
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 20_000);
  const runs = Number(process.argv[3] ?? 5);
  ensureBuild();
  const test = await createTestDb();
  try {
    const db = test.db;
    const ids = await seedReferenceFixtures(db);
    const user = await createUser(db);
    await insertManyFlights(db, ids, user.id, count);
    const { token } = await createCalendarFeed(db, user.id);

    const inProcess: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const start = performance.now();
      let length = 0;
      for await (const chunk of writeCalendar(db, (await feedOfToken(db, token))!)) length += chunk.length;
      if (i > 0) inProcess.push(performance.now() - start);
      if (length === 0) throw new Error("empty feed");
    }

    // the fixture airports stand for the reference data: the server does not load the bundled set at start
    await markReferenceDataLoaded(db);
    const server = await startServer({ databaseUrl: test.url });
    try {
      const url = `${server.baseUrl}${feedPath(token)}`;
      const answers = [];
      for (let i = 0; i <= runs; i++) {
        const answer = await overHttp(url);
        if (answer.events !== count) throw new Error(`${answer.events} events, expected ${count}`);
        if (i > 0) answers.push(answer);
      }
      console.log(
        JSON.stringify({
          database: dialectOf(db),
          flights: count,
          runs,
          bytes: answers[0]!.bytes,
          http: { firstByteMs: Math.round(median(answers.map((a) => a.firstByteMs))), totalMs: Math.round(median(answers.map((a) => a.totalMs))) },
          inProcessMs: Math.round(median(inProcess)),
        }),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await test.cleanup();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
