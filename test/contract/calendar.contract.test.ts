import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCalendarFeed, revokeCalendarFeed, updateCalendarFeedOptions } from "@/lib/calendar/calendar-feeds";
import { createDb, type Db } from "@/lib/db/client";
import { parseFeed, type ParsedEvent } from "@/test/support/ical-feed";
import { expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, rawRequest, type RawResponse } from "./http";
import { startServer, type RunningServer } from "@/test/support/production-server";

// GET /calendar/<token>.ics (lib/calendar/): the feed parsed by ical.js, every event compared with the flight as the
// API answers it; unknown, regenerated and revoked tokens alike; nothing of another traveller on a shared flight.
const { baseUrl, databaseUrl, seed } = contractContext();
const { alice, bob } = seed.users;
const created: number[] = [];
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
afterAll(async () => {
  await db.flight.deleteMany({ where: { id: { in: created } } });
  await db.calendarFeed.deleteMany({ where: { userId: { in: [alice.id, bob.id] } } });
  await db.$disconnect();
});

async function save(key: string, body: Record<string, unknown>): Promise<number> {
  const id = expectSuccess(await call(baseUrl, "/api/flight/save", key, { json: body })).id as number;
  if (!created.includes(id)) created.push(id);
  return id;
}

const feed = (token: string) => rawRequest(baseUrl, `/calendar/${token}.ics`);

function eventsOf(res: RawResponse): Map<string, ParsedEvent> {
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  const parsed = parseFeed(res.text);
  expect(parsed).toMatchObject({ version: "2.0", calscale: "GREGORIAN", name: "Contrail flights" });
  expect(parsed.prodid).toMatch(/Contrail/);
  const byUid = new Map(parsed.events.map((event) => [event.uid, event]));
  expect(byUid.size).toBe(parsed.events.length);
  return byUid;
}

interface ApiFlight {
  id: number;
  date: string;
  datePrecision: string;
  departure: string | null;
  arrival: string | null;
  flightNumber: string | null;
  from: { iata: string | null; icao: string | null; name: string };
  to: { iata: string | null; icao: string | null; name: string };
}

/** The user's flights as the API lists them (alice's scope is her own seats). */
async function listed(key: string): Promise<ApiFlight[]> {
  return expectSuccess(await call(baseUrl, "/api/flight/list", key)).flights as ApiFlight[];
}

/** An instant to the second: RFC 5545 DATE-TIME has no fractions of a second. */
const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;

/** An expectation of one event from the flight, written from the API's shape, not from the feed's code. */
function expectEventOf(flight: ApiFlight, event: ParsedEvent | undefined): void {
  expect(event, `flight ${flight.id}`).toBeDefined();
  const code = (a: ApiFlight["from"]) => a.iata ?? a.icao ?? a.name;
  const route = `${code(flight.from)} → ${code(flight.to)}`;
  expect(event!.summary).toBe(flight.flightNumber ? `${flight.flightNumber} ${route}` : route);
  expect(event!.location).toBe(flight.from.name);
  const start = flight.departure ?? flight.arrival;
  if (start) {
    expect(event!.allDay).toBe(false);
    expect(Date.parse(event!.start)).toBe(toSecond(start));
    if (flight.departure && flight.arrival) expect(Date.parse(event!.end!)).toBe(toSecond(flight.arrival));
  } else {
    expect(event!.allDay).toBe(true);
    expect(event!.start).toBe(flight.date);
    if (flight.datePrecision === "day") expect(event!.end).toBe(new Date(Date.parse(`${flight.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  }
}

describe("GET /calendar/<token>.ics", () => {
  it("answers one event per flight of the user, each equal to the flight", async () => {
    await save(seed.keys.alice, { from: "JFK", to: "LHR", departure: "2024-01-15T18:00", arrival: "2024-01-16T06:10", flightNumber: "BA 178" });
    await save(seed.keys.alice, { from: "AKL", to: "LAX", departure: "2024-06-10T19:30", arrival: "2024-06-10T11:00" });
    const { token } = await createCalendarFeed(db, alice.id);
    const events = eventsOf(await feed(token));
    const flights = await listed(seed.keys.alice);
    expect(flights.length).toBeGreaterThan(3);
    expect(events.size).toBe(flights.length);
    for (const flight of flights) expectEventOf(flight, events.get(`flight-${flight.id}@contrail.flights`));
  });

  it("keeps an event's UID across an edit, and moves LAST-MODIFIED and the ETag (304 while unchanged)", async () => {
    const id = await save(seed.keys.alice, { from: "ZRH", to: "CDG", departure: "2024-03-31T01:30", arrival: "2024-03-31T03:45" });
    const { token } = await createCalendarFeed(db, alice.id);
    const uid = `flight-${id}@contrail.flights`;
    const first = await feed(token);
    const before = eventsOf(first).get(uid)!;
    // a calendar polling with the ETag gets 304 and no body while nothing changed
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const unchanged = await rawRequest(baseUrl, `/calendar/${token}.ics`, { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");
    expect(before.start).toBe("2024-03-31T00:30:00.000Z");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await save(seed.keys.alice, { id, flightNumber: "LX 638", departure: "2024-03-31T07:00", arrival: "2024-03-31T08:20" });
    const edited = await feed(token);
    expect(edited.headers.etag).not.toBe(etag);
    const after = eventsOf(edited).get(uid)!;
    expect(after.uid).toBe(uid);
    expect(after).toMatchObject({ summary: "LX 638 ZRH → CDG", start: "2024-03-31T05:00:00.000Z", end: "2024-03-31T06:20:00.000Z" });
    expect(Date.parse(after.lastModified)).toBeGreaterThan(Date.parse(before.lastModified));
  });

  it("answers a regenerated, a revoked, a malformed and an unknown token with the very same 404", async () => {
    const old = (await createCalendarFeed(db, bob.id)).token;
    const current = (await createCalendarFeed(db, bob.id)).token;
    expect((await feed(current)).status).toBe(200);
    const regenerated = await feed(old);
    const unknown = await feed("A".repeat(43));
    const malformed = await feed("not-a-token");
    await revokeCalendarFeed(db, bob.id);
    const revoked = await feed(current);
    const noSuffix = await rawRequest(baseUrl, `/calendar/${current}`);
    for (const res of [regenerated, malformed, revoked, noSuffix]) {
      expect(res.status).toBe(404);
      expect(res.text).toBe(unknown.text);
      expect(res.headers["content-type"]).toBe(unknown.headers["content-type"]);
    }
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain(current);
  });

  it("never shows another traveller's name, seat or notes on a shared flight", async () => {
    const shared = await save(seed.keys.admin, {
      from: "SIN",
      to: "NRT",
      date: "2024-08-01",
      seats: [
        { userId: alice.id, seatNumber: "12A", seat: "window", seatClass: "business" },
        { userId: bob.id, seatNumber: "31K", seat: "aisle", seatClass: "first" },
        { guestName: "Zoë Guestname", seatNumber: "44C" },
      ],
    });
    // bob writes the flight's notes
    await save(seed.keys.bob, { id: shared, notes: "Bob's private words" });
    await updateCalendarFeedOptions(db, alice.id, { includeSeat: true, includeDetails: true, includeNotes: true }).catch(async () => {
      await createCalendarFeed(db, alice.id);
      await updateCalendarFeedOptions(db, alice.id, { includeSeat: true, includeDetails: true, includeNotes: true });
    });
    const { token } = await createCalendarFeed(db, alice.id);
    const res = await feed(token);
    const event = eventsOf(res).get(`flight-${shared}@contrail.flights`)!;
    expect(event.description).toContain("Seat: 12A, window, Business");
    for (const secret of ["31K", "13A", "aisle", "First", "Zoë", "Guestname", "44C", "Grace", "Bob", bob.username]) expect(res.text).not.toContain(secret);
  });

  it("needs no session and sends nothing to cache beyond a few minutes", async () => {
    const { token } = await createCalendarFeed(db, alice.id);
    const res = await feed(token);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, max-age=300");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    // the common headers' same-origin: the URL never leaves as a referrer to another site
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    const head = await rawRequest(baseUrl, `/calendar/${token}.ics`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
  });
});

describe("GET /calendar/<token>.ics is limited per client address", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ databaseUrl, env: { CONTRAIL_RATE_LIMIT_CALENDAR_REQUESTS: "3", CONTRAIL_RATE_LIMIT_CALENDAR_WINDOW_SECONDS: "600" } });
  });
  afterAll(() => server?.stop());

  it("counts known and unknown tokens alike, a spoofed X-Forwarded-For included, and answers 429 with Retry-After", async () => {
    const { token } = await createCalendarFeed(db, alice.id);
    const get = (t: string, i: number) => rawRequest(server.baseUrl, `/calendar/${t}.ics`, { headers: { "x-forwarded-for": `203.0.113.${i}` } });
    expect((await get(token, 1)).status).toBe(200);
    expect((await get("B".repeat(43), 2)).status).toBe(404);
    expect((await get(token, 3)).status).toBe(200);
    const refused = await get(token, 4);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.text).not.toContain("BEGIN:VCALENDAR");
  });
});
