/**
 * Change-feed benchmark: a user with N flights (default 20,000), of which C (default 100) are then edited and D
 * (default 100) have the user's seat removed; times the whole list and GET …?since= (the changes and tombstones, all
 * pages read) the way /api/flight/list reads them, and the writes themselves with the feed's triggers.
 *   npx tsx --conditions=react-server bench/change-feed.ts [flights] [changed] [removed]
 * SQLite by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 */
import { dialectOf } from "@/lib/db/client";
import { readChangeInstant } from "@/lib/flights/change-cursor";
import { listChanges } from "@/lib/flights/change-feed";
import { toFlightBody } from "@/lib/flights/flight-body";
import { listFlightPages } from "@/lib/flights/list-flights";
import { authorized } from "@/test/support/authorized-scope";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { createTestDb } from "@/test/support/test-db";

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 20_000);
  const changed = Number(process.argv[3] ?? 100);
  const removed = Number(process.argv[4] ?? 100);
  const test = await createTestDb();
  try {
    const db = test.db;
    const ids = await seedReferenceFixtures(db);
    const user = await createUser(db);
    const [, insertMs] = await timed(() => insertManyFlights(db, ids, user.id, count));
    const scope = await authorized(db, user.principal, { kind: "mine" });
    const [whole, wholeMs] = await timed(async () => {
      let n = 0;
      for await (const page of listFlightPages(db, scope)) n += page.length;
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date(await readChangeInstant(db));
    const flights = await db.flight.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: changed + removed });
    const [, writeMs] = await timed(async () => {
      for (const { id } of flights.slice(0, changed)) await db.flight.update({ where: { id }, data: { notes: "edited" } });
      for (const { id } of flights.slice(changed)) await db.seat.deleteMany({ where: { flightId: id, userId: user.id } });
    });
    const [answer, feedMs] = await timed(async () => {
      const changes = await listChanges(db, scope, since, toFlightBody);
      let n = 0;
      for await (const page of changes.flights) n += page.length;
      return { flights: n, deleted: changes.deleted.length };
    });
    console.log(
      JSON.stringify({
        database: dialectOf(db),
        flights: count,
        insertMs: Math.round(insertMs),
        wholeList: { flights: whole, ms: Math.round(wholeMs) },
        writes: { edits: changed, seatRemovals: removed, ms: Math.round(writeMs) },
        changes: { ...answer, ms: Math.round(feedMs) },
      }),
    );
  } finally {
    await test.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
