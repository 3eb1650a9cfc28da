import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError, NotFoundError } from "@/lib/errors";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import type { Principal } from "@/lib/auth/principal";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { parseFeed, type ParsedEvent } from "@/test/support/ical-feed";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createCalendarFeed, feedOfToken, readCalendarFeed, revokeCalendarFeed, updateCalendarFeedOptions } from "./calendar-feeds";
import { hashFeedToken } from "./feed-token";
import { eventUid } from "./flight-event";
import { feedVersion } from "./feed-version";
import { readFeedFlights } from "./read-feed-flights";
import { writeCalendar } from "./write-calendar";

let t: TestDb;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db, { username: "alice" });
  bob = await createUser(t.db, { username: "bob" });
  admin = await createUser(t.db, { role: "admin" });
});
afterAll(() => t.cleanup());

const save = async (principal: Principal, body: Record<string, unknown>) => (await saveFlight(t.db, principal, parseFlightInput(body))).id;

async function feedText(token: string): Promise<string> {
  const feed = await feedOfToken(t.db, token);
  if (!feed) throw new Error("no feed");
  let text = "";
  for await (const chunk of writeCalendar(t.db, feed)) text += chunk;
  return text;
}

async function eventsOf(user: TestUser): Promise<Map<string, ParsedEvent>> {
  const { token } = await createCalendarFeed(t.db, user.id);
  return new Map(parseFeed(await feedText(token)).events.map((event) => [event.uid, event]));
}

describe("calendar feed tokens", () => {
  it("stores only the token's hash, and regenerating kills the old token", async () => {
    const first = await createCalendarFeed(t.db, alice.id);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db.calendarFeed.findUniqueOrThrow({ where: { userId: alice.id } });
    expect(row.tokenHash).toBe(hashFeedToken(first.token));
    expect(JSON.stringify(row)).not.toContain(first.token);
    expect(await feedOfToken(t.db, first.token)).toMatchObject({ userId: alice.id });

    const second = await createCalendarFeed(t.db, alice.id);
    expect(second.token).not.toBe(first.token);
    expect(await feedOfToken(t.db, first.token)).toBeNull();
    expect(await feedOfToken(t.db, second.token)).toMatchObject({ userId: alice.id });
    expect(await t.db.calendarFeed.count({ where: { userId: alice.id } })).toBe(1);
  });

  it("revokes: the token resolves to nothing, and a second revoke is not found", async () => {
    const { token } = await createCalendarFeed(t.db, bob.id);
    await revokeCalendarFeed(t.db, bob.id);
    expect(await feedOfToken(t.db, token)).toBeNull();
    expect(await readCalendarFeed(t.db, bob.id)).toBeNull();
    await expect(revokeCalendarFeed(t.db, bob.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("keeps the chosen options across a regeneration, and refuses options that are not booleans naming the field", async () => {
    await createCalendarFeed(t.db, alice.id);
    await updateCalendarFeedOptions(t.db, alice.id, { includeSeat: false, includeDetails: true, includeNotes: true });
    await createCalendarFeed(t.db, alice.id);
    expect(await readCalendarFeed(t.db, alice.id)).toMatchObject({ includeSeat: false, includeDetails: true, includeNotes: true });
    const bad = { includeSeat: "yes", includeDetails: true, includeNotes: true } as unknown as Parameters<typeof updateCalendarFeedOptions>[2];
    const error = await updateCalendarFeedOptions(t.db, alice.id, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).field).toBe("includeSeat");
    expect(await readCalendarFeed(t.db, alice.id)).toMatchObject({ includeSeat: false });
    await expect(updateCalendarFeedOptions(t.db, bob.id, { includeSeat: true, includeDetails: true, includeNotes: false })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the feed's events", () => {
  it("writes exact UTC instants from local times across a DST change, the date line and overnight", async () => {
    const user = await createUser(t.db);
    // Zurich leaves CET (+1) at 02:00 local, London GMT at 01:00 UTC, on 31 March 2024
    const dst = await save(user.principal, { from: "ZRH", to: "LHR", departure: "2024-03-31T01:30", arrival: "2024-03-31T02:30", flightNumber: "LX 316" });
    // Auckland (+12) to Los Angeles (−7): arrives earlier on the same local date than it left
    const dateLine = await save(user.principal, { from: "AKL", to: "LAX", departure: "2024-06-10T19:30", arrival: "2024-06-10T11:00" });
    const overnight = await save(user.principal, { from: "JFK", to: "LHR", departure: "2024-01-15T18:00", arrival: "2024-01-16T06:10", flightNumber: "BA178" });
    // Kathmandu is +05:45
    const odd = await save(user.principal, { from: "KTM", to: "SIN", departure: "2024-02-01T23:50", arrival: "2024-02-02T06:20" });
    const events = await eventsOf(user);
    expect(events.get(eventUid(dst))).toMatchObject({ start: "2024-03-31T00:30:00.000Z", end: "2024-03-31T01:30:00.000Z", summary: "LX 316 ZRH → LHR", allDay: false });
    expect(events.get(eventUid(dateLine))).toMatchObject({ start: "2024-06-10T07:30:00.000Z", end: "2024-06-10T18:00:00.000Z", summary: "AKL → LAX" });
    expect(events.get(eventUid(overnight))).toMatchObject({ start: "2024-01-15T23:00:00.000Z", end: "2024-01-16T06:10:00.000Z", summary: "BA178 JFK → LHR" });
    expect(events.get(eventUid(odd))).toMatchObject({ start: "2024-02-01T18:05:00.000Z", end: "2024-02-01T22:20:00.000Z" });
    expect(events.get(eventUid(dst))?.location).toBe("Zürich Airport");
  });

  it("falls back to all-day events without times, a moment with one time, and the whole period when only a month is known", async () => {
    const user = await createUser(t.db);
    const dateOnly = await save(user.principal, { from: "ZRH", to: "CDG", date: "2024-07-04" });
    const month = await save(user.principal, { from: "ZRH", to: "CDG", date: "2024-12" });
    const departureOnly = await save(user.principal, { from: "ZRH", to: "CDG", departure: "2024-07-05T09:15" });
    const events = await eventsOf(user);
    expect(events.get(eventUid(dateOnly))).toMatchObject({ allDay: true, start: "2024-07-04", end: "2024-07-05" });
    expect(events.get(eventUid(month))).toMatchObject({ allDay: true, start: "2024-12-01", end: "2025-01-01" });
    expect(events.get(eventUid(month))?.description).toContain("Date known only to the month");
    expect(events.get(eventUid(departureOnly))).toMatchObject({ allDay: false, start: "2024-07-05T07:15:00.000Z", end: null });
  });

  it("keeps the UID across an edit while LAST-MODIFIED, DTSTAMP and SEQUENCE move on; escapes the text it writes", async () => {
    const user = await createUser(t.db);
    const id = await save(user.principal, { from: "ZRH", to: "LHR", date: "2024-05-01", departure: "2024-05-01T10:00", arrival: "2024-05-01T10:45" });
    await t.db.calendarFeed.deleteMany({ where: { userId: user.id } });
    const { token } = await createCalendarFeed(t.db, user.id);
    await updateCalendarFeedOptions(t.db, user.id, { includeSeat: true, includeDetails: true, includeNotes: true });
    const before = parseFeed(await feedText(token)).events.find((e) => e.uid === eventUid(id))!;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await save(user.principal, { id, notes: "Gate B; row 3, \\ upgraded\nsecond line" });
    const after = parseFeed(await feedText(token)).events.find((e) => e.uid === eventUid(id))!;
    expect(after.uid).toBe(before.uid);
    expect(Date.parse(after.lastModified)).toBeGreaterThan(Date.parse(before.lastModified));
    expect(after.dtstamp).toBe(after.lastModified);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.description.endsWith("Gate B; row 3, \\ upgraded\nsecond line")).toBe(true);
  });

  it("shows the user's own seat only: never another traveller's name, seat or a shared flight's notes", async () => {
    const shared = await save(admin.principal, {
      from: "ZRH",
      to: "JFK",
      date: "2024-08-01",
      notes: "Bob's secret note",
      seats: [
        { userId: alice.id, seatNumber: "12A", seat: "window", seatClass: "business" },
        { userId: bob.id, seatNumber: "99Z", seat: "aisle", seatClass: "first" },
        { guestName: "Carol Guest", seatNumber: "77K" },
      ],
    });
    const own = await save(alice.principal, { from: "ZRH", to: "LHR", date: "2024-08-02", notes: "Alice's own note" });
    await createCalendarFeed(t.db, alice.id);
    await updateCalendarFeedOptions(t.db, alice.id, { includeSeat: true, includeDetails: true, includeNotes: true });
    const { token } = await createCalendarFeed(t.db, alice.id);
    const text = await feedText(token);
    const events = new Map(parseFeed(text).events.map((e) => [e.uid, e]));
    expect(events.get(eventUid(shared))?.description).toContain("Seat: 12A, window, Business");
    expect(events.get(eventUid(own))?.description).toContain("Alice's own note");
    for (const secret of ["99Z", "aisle", "First", "Carol", "77K", "Bob", "bob"]) expect(text).not.toContain(secret);
    // bob's feed has his seat, and nothing of alice's own flight
    const bobs = await eventsOf(bob);
    expect(bobs.get(eventUid(shared))?.description).toContain("Seat: 99Z, aisle, First");
    expect(bobs.has(eventUid(own))).toBe(false);
  });

  it("shows the user's notes on a flight shared only with a guest, never the guest", async () => {
    const carol = await createUser(t.db);
    const withGuest = await save(carol.principal, {
      from: "ZRH", to: "CDG", date: "2024-05-05", notes: "Carol's own note",
      seats: [{ userId: carol.id, seatNumber: "2A" }, { guestName: "Gus Guest", seatNumber: "2B" }],
    });
    await createCalendarFeed(t.db, carol.id);
    await updateCalendarFeedOptions(t.db, carol.id, { includeSeat: true, includeDetails: true, includeNotes: true });
    const events = await eventsOf(carol);
    expect(events.get(eventUid(withGuest))?.description).toContain("Carol's own note");
    expect(JSON.stringify([...events.values()])).not.toContain("Gus Guest");
  });

  it("lets no control character of a note, flight number or registration reach the feed, nor start a line of its own", async () => {
    const user = await createUser(t.db);
    const id = await save(user.principal, { from: "ZRH", to: "LHR", date: "2024-05-01" });
    const breaks = ["\v", "\f", "\u0085", "\u2028", "\u2029"];
    const injected = (field: string) => breaks.map((b) => `${field}${b}ATTACH:https://evil.example/${field}`).join("");
    // written as stored text may already be (an import, an older version): the feed must not trust the input checks
    await t.db.flight.update({ where: { id }, data: { notes: injected("notes"), flightNumber: injected("LX1"), aircraftReg: injected("HB-JCA") } });
    await createCalendarFeed(t.db, user.id);
    await updateCalendarFeedOptions(t.db, user.id, { includeSeat: true, includeDetails: true, includeNotes: true });
    const { token } = await createCalendarFeed(t.db, user.id);
    const text = await feedText(token);
    for (const b of breaks) expect(text).not.toContain(b);
    const lines = text.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/);
    expect(lines.filter((line) => line.startsWith("ATTACH"))).toEqual([]);
    const event = parseFeed(text).events.find((e) => e.uid === eventUid(id))!;
    expect(event.summary).toContain("LX1\nATTACH:https://evil.example/LX1");
    expect(event.description).toContain("HB-JCA\nATTACH:https://evil.example/HB-JCA");
  });

  it("gives an admin their own flights, not everyone's", async () => {
    const adminsOwn = await save(admin.principal, { from: "LHR", to: "CDG", date: "2024-09-09" });
    const alicesOwn = await save(alice.principal, { from: "LHR", to: "CDG", date: "2024-09-10" });
    const events = await eventsOf(admin);
    expect(events.has(eventUid(adminsOwn))).toBe(true);
    expect(events.has(eventUid(alicesOwn))).toBe(false);
  });

  it("reads every flight once across pages", async () => {
    const user = await createUser(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await save(user.principal, { from: "ZRH", to: "LHR", date: `2023-01-0${i + 1}` }));
    const read: number[] = [];
    for await (const page of readFeedFlights(t.db, user.id, 3)) read.push(...page.map((f) => f.id));
    expect(read).toEqual(ids);
  });
});

describe("feedVersion (the ETag)", () => {
  it("stays while nothing changes and moves on an edit, a fellow traveller's seat, a flight gained or lost, and the options", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const id = await save(user.principal, { from: "ZRH", to: "LHR", date: "2024-05-01" });
    const { token } = await createCalendarFeed(t.db, user.id);
    const version = async () => feedVersion(t.db, (await feedOfToken(t.db, token))!);
    const seen = [await version()];
    expect(await version()).toBe(seen[0]);
    const expectNew = async () => {
      const next = await version();
      expect(next).not.toBe(seen[seen.length - 1]);
      seen.push(next);
    };
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(user.principal, { id, notes: "edited" });
    await expectNew();
    await t.db.seat.create({ data: { flightId: id, userId: other.id } });
    await expectNew();
    const second = await save(user.principal, { from: "LHR", to: "ZRH", date: "2024-05-02" });
    await expectNew();
    await t.db.seat.deleteMany({ where: { flightId: second, userId: user.id } });
    await expectNew();
    // the same flights as before the second was gained: the same feed, the same version
    expect(seen[seen.length - 1]).toBe(seen[2]);
    await updateCalendarFeedOptions(t.db, user.id, { includeSeat: false, includeDetails: true, includeNotes: false });
    await expectNew();
  });
});
