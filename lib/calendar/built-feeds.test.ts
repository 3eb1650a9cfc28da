import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorToAnswer } from "@/lib/api/transport/contract-body";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds } from "@/test/support/fixtures";
import { longestEventLoopHoldCpu } from "@/test/support/event-loop-gaps";
import { insertManyFlights } from "@/test/support/many-flights";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { BuiltFeedCache, builtFeed, FEED_BUILDS_AT_ONCE, FEED_BUILDS_WAITING, FEED_BUSY_RETRY_SECONDS, FeedBusyError } from "./built-feeds";
import { createCalendarFeed, feedOfToken, type ResolvedFeed } from "./calendar-feeds";
import { feedVersion } from "./feed-version";
import { buildCalendar } from "./write-calendar";

let t: TestDb;
let ids: ReferenceFixtureIds;

beforeAll(async () => {
  t = await createTestDb();
  ids = await seedReferenceFixtures(t.db);
});
afterAll(() => t.cleanup());

/** A user with `flights` flights and their feed. */
async function userWithFeed(flights: number): Promise<{ userId: string; feed: ResolvedFeed }> {
  const user = await createUser(t.db);
  await insertManyFlights(t.db, ids, user.id, flights);
  const { token } = await createCalendarFeed(t.db, user.id);
  return { userId: user.id, feed: (await feedOfToken(t.db, token))! };
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");
const events = (bytes: Uint8Array) => text(bytes).split("BEGIN:VEVENT").length - 1;

describe("building a big feed", () => {
  it("gives the event loop back every few milliseconds, page reads included", async () => {
    const { feed } = await userWithFeed(4000);
    let bytes: Uint8Array = new Uint8Array();
    const held = await longestEventLoopHoldCpu(async () => (bytes = await buildCalendar(t.db, feed)));
    expect(events(bytes)).toBe(4000);
    expect(held).toBeLessThan(40);
  });
});

describe("built feeds", () => {
  it("answers an unchanged feed from what was built, and builds anew when the flights or the options change", async () => {
    const made = await userWithFeed(30);
    const userId = made.userId;
    const feed = { ...made.feed, includeSeat: true, includeDetails: true, includeNotes: true };
    const first = await builtFeed(t.db, feed, await feedVersion(t.db, feed));
    expect(events(first)).toBe(30);
    expect(await builtFeed(t.db, feed, await feedVersion(t.db, feed))).toBe(first);

    const flight = await t.db.seat.findFirstOrThrow({ where: { userId }, select: { flightId: true } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.db.flight.update({ where: { id: flight.flightId }, data: { notes: "changed since" } });
    const edited = await builtFeed(t.db, feed, await feedVersion(t.db, feed));
    expect(text(edited)).toContain("changed since");

    const withoutNotes = { ...feed, includeNotes: false };
    const optionsChanged = await builtFeed(t.db, withoutNotes, await feedVersion(t.db, withoutNotes));
    expect(text(optionsChanged)).not.toContain("changed since");
  });

  it("never serves one user's built feed to another, whatever version is asked for", async () => {
    const alice = await userWithFeed(3);
    const bob = await userWithFeed(5);
    const version = await feedVersion(t.db, alice.feed);
    const alices = await builtFeed(t.db, alice.feed, version);
    const bobs = await builtFeed(t.db, bob.feed, version);
    expect(events(alices)).toBe(3);
    expect(events(bobs)).toBe(5);
  });

  it("runs one build per user: a fetch of the same version waits for it, one of another version is refused", async () => {
    const { feed } = await userWithFeed(300);
    const version = await feedVersion(t.db, feed);
    const building = builtFeed(t.db, feed, version);
    const same = builtFeed(t.db, feed, version);
    await expect(builtFeed(t.db, feed, "another version")).rejects.toBeInstanceOf(FeedBusyError);
    expect(await same).toBe(await building);
  });

  it("runs a bounded number of builds at once in the process, and refuses the next with 429 and Retry-After", async () => {
    const users = [];
    // one after the other: insertManyFlights finds its flights by their order
    for (let i = 0; i < FEED_BUILDS_AT_ONCE + FEED_BUILDS_WAITING + 1; i++) users.push(await userWithFeed(20));
    const versions = await Promise.all(users.map(({ feed }) => feedVersion(t.db, feed)));
    const builds = users.map(({ feed }, i) => builtFeed(t.db, feed, versions[i]!));
    const refused = await builds.at(-1)!.catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FeedBusyError);
    const answer = errorToAnswer(refused, "test");
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe(String(FEED_BUSY_RETRY_SECONDS));
    expect(answer.text).toContain("The calendar is being prepared");
    for (const built of await Promise.all(builds.slice(0, -1))) expect(events(built)).toBe(20);
    // once they are done, the refused one is built
    expect(events(await builtFeed(t.db, users.at(-1)!.feed, versions.at(-1)!))).toBe(20);
  });
});

describe("BuiltFeedCache", () => {
  const bytes = (size: number) => new Uint8Array(size);

  it("keeps each user's newest version only, within its bytes, dropping the least recently used first", () => {
    const cache = new BuiltFeedCache(100);
    cache.put("a", "v1", bytes(40));
    cache.put("a", "v2", bytes(40));
    expect(cache.get("a", "v1")).toBeUndefined();
    expect(cache.get("a", "v2")).toHaveLength(40);
    expect(cache.heldBytes).toBe(40);
    cache.put("b", "v1", bytes(40));
    cache.get("a", "v2");
    cache.put("c", "v1", bytes(40));
    expect(cache.get("b", "v1")).toBeUndefined();
    expect(cache.get("a", "v2")).toHaveLength(40);
    expect(cache.get("c", "v1")).toHaveLength(40);
    expect(cache.heldBytes).toBe(80);
    cache.put("d", "v1", bytes(101));
    expect(cache.get("d", "v1")).toBeUndefined();
    expect(cache.heldBytes).toBe(80);
  });
});
