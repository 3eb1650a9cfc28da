import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import { haversineKm, durationSecondsOf, endsAtOf, sortAtOf } from "@/lib/flights/derived";
import { saveFlight } from "@/lib/flights/save-flight";
import { localDateOf } from "@/lib/time/zoned";
import { Random } from "@/lib/random";
import { ACCOUNTS, type AccountName } from "./accounts";

export interface SeedResult {
  users: Record<AccountName, string>;
  /** API keys made through the lib, to compare page figures with /api/stats */
  keys: { alice: string; admin: string };
  flights: { aliceLhr: number; bobOnly: number; shared: number; aliceUpcoming: number };
}

async function createAccount(db: Db, name: AccountName): Promise<string> {
  const account = ACCOUNTS[name];
  const user = await db.user.create({
    data: {
      username: account.username,
      usernameKey: account.username.toLowerCase(),
      displayName: account.displayName,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    },
    select: { id: true },
  });
  return user.id;
}

/** Users, a handful of real flights through the domain's saveFlight, and API keys. Reference data must be loaded. */
export async function seedBasics(db: Db): Promise<SeedResult> {
  const users = {} as Record<AccountName, string>;
  for (const name of Object.keys(ACCOUNTS) as AccountName[]) users[name] = await createAccount(db, name);
  const alice = { userId: users.alice, role: "user" as const };
  const bob = { userId: users.bob, role: "user" as const };
  const admin = { userId: users.admin, role: "admin" as const };

  const aliceLhr = (
    await saveFlight(db, alice, {
      from: "ZRH", to: "LHR", date: "2023-05-10", departure: "2023-05-10T07:10", arrival: "2023-05-10T07:55",
      airline: "SWR", flightNumber: "LX316", aircraft: "A320", aircraftReg: "HB-JLT", flightReason: "business",
      notes: "Window view of the Alps.", seats: [{ userId: users.alice, seat: "window", seatNumber: "12A", seatClass: "economy" }],
    })
  ).id;
  await saveFlight(db, alice, {
    from: "LHR", to: "JFK", date: "2023-08-01", departure: "2023-08-01T10:30", arrival: "2023-08-01T13:25",
    airline: "BAW", flightNumber: "BA117", aircraft: "B77W", flightReason: "leisure",
    seats: [{ userId: users.alice, seat: "aisle", seatNumber: "33C", seatClass: "economy+" }],
  });
  await saveFlight(db, alice, { from: "JFK", to: "ZRH", date: "2023-08-15", departure: "2023-08-15T18:00", arrival: "2023-08-16T07:45", airline: "SWR", flightNumber: "LX17", aircraft: "A333" });
  await saveFlight(db, alice, { from: "ZRH", to: "SIN", date: "2022-03", airline: "SWR", aircraft: "B77W", flightReason: "leisure" });
  await saveFlight(db, alice, { from: "SIN", to: "SYD", date: "2021", flightReason: "other" });
  const aliceUpcoming = (await saveFlight(db, alice, { from: "ZRH", to: "NRT", date: "2099-04-01", airline: "SWR", flightNumber: "LX160" })).id;
  const shared = (
    await saveFlight(db, admin, {
      from: "CDG", to: "ZRH", date: "2024-02-02", departure: "2024-02-02T09:00", arrival: "2024-02-02T10:10", airline: "AFR", flightNumber: "AF1614",
      seats: [
        { userId: users.alice, seat: "middle", seatClass: "business" },
        { userId: users.bob, seat: "aisle", seatClass: "business" },
        { guestName: "Carol", seatClass: "business" },
      ],
    })
  ).id;
  const bobOnly = (
    await saveFlight(db, bob, { from: "SYD", to: "AKL", date: "2024-06-06", departure: "2024-06-06T08:00", arrival: "2024-06-06T13:05", airline: "QFA", flightNumber: "QF143", notes: "Bob's private note" })
  ).id;

  await saveFlight(db, { userId: users.pia, role: "user" }, {
    from: "ZRH", to: "LHR", date: "2023-05-10", departure: "2023-05-10T19:10", arrival: "2023-05-10T19:55", airline: "SWR", flightNumber: "LX324",
  });

  const aliceKey = await createApiKey(db, users.alice, { name: "e2e-alice" });
  const adminKey = await createApiKey(db, users.admin, { name: "e2e-admin" });
  return { users, keys: { alice: aliceKey.key, admin: adminKey.key }, flights: { aliceLhr, bobOnly, shared, aliceUpcoming } };
}

const BIG_AIRPORTS = ["ZRH", "LHR", "CDG", "FRA", "AMS", "JFK", "LAX", "SFO", "ORD", "ATL", "DXB", "SIN", "HKG", "NRT", "SYD", "GRU", "MAD", "BCN", "FCO", "MUC", "VIE", "CPH", "ARN", "OSL", "HEL", "IST", "DOH", "BKK", "ICN", "YYZ"];
const AIRLINES = ["SWR", "BAW", "DLH", "AFR", "KLM", "UAL", "DAL", "AAL", "UAE", "SIA", "QFA", "CPA", "JAL", "IBE", "THY"];
const AIRCRAFT = ["A320", "A20N", "A321", "A333", "A359", "B738", "B77W", "B789", "A388", "E190"];
const SEATS = ["window", "aisle", "middle", null] as const;
const CLASSES = ["economy", "economy", "economy", "economy+", "business", "first", null] as const;
const REASONS = ["leisure", "business", "crew", "other", null] as const;

/**
 * Many flights for one user in bulk (createMany in chunks), with the same derived fields saveFlight computes,
 * for the performance check. Completed flights only, 2000–2024.
 */
export async function seedManyFlights(db: Db, userId: string, count: number): Promise<void> {
  // a fixed seed, so the big log is the same on every run
  const random = new Random(42);
  const airports = await db.airport.findMany({ where: { iata: { in: BIG_AIRPORTS }, type: "large_airport" } });
  const airlines = await db.airline.findMany({ where: { icao: { in: AIRLINES } }, select: { id: true } });
  const aircraft = await db.aircraft.findMany({ where: { icao: { in: AIRCRAFT } }, select: { id: true } });
  if (airports.length < 10) throw new Error("reference data missing: load it before seeding the big log");
  const start = Date.UTC(2000, 0, 1);
  const span = Date.UTC(2024, 11, 1) - start;
  const chunk = 1000;
  for (let offset = 0; offset < count; offset += chunk) {
    const rows: Prisma.FlightCreateManyInput[] = [];
    for (let i = offset; i < Math.min(count, offset + chunk); i++) {
      const from = random.pick(airports);
      let to = random.pick(airports);
      while (to.id === from.id) to = random.pick(airports);
      const distanceKm = haversineKm(from, to);
      const departure = new Date(start + Math.floor(random.next() * span / 60_000) * 60_000);
      const arrival = new Date(departure.getTime() + Math.round((distanceKm / 820) * 60 + 35) * 60_000);
      const date = localDateOf(departure, from.tz);
      const times = { date, datePrecision: "day" as const, departure, arrival, originTz: from.tz };
      rows.push({
        fromId: from.id,
        toId: to.id,
        date,
        datePrecision: "day",
        departure,
        arrival,
        airlineId: airlines.length ? random.pick(airlines).id : null,
        flightNumber: `XX${100 + (i % 900)}`,
        aircraftId: aircraft.length ? random.pick(aircraft).id : null,
        flightReason: random.pick(REASONS),
        notes: "",
        distanceKm,
        durationSeconds: durationSecondsOf(departure, arrival),
        endsAt: endsAtOf(times),
        sortAt: sortAtOf(times),
      });
    }
    await db.$transaction(async (tx) => {
      const created = await tx.flight.createManyAndReturn({ data: rows, select: { id: true } });
      await tx.seat.createMany({ data: created.map((flight) => ({ flightId: flight.id, userId, seat: random.pick(SEATS), seatClass: random.pick(CLASSES), seatNumber: null })) });
    });
  }
}
