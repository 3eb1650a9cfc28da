import type { Db } from "@/lib/db/client";
import { durationSecondsOf, endsAtOf, haversineKm, sortAtOf } from "@/lib/flights/derived";
import { departureHourOf } from "@/lib/time/departure-hour";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { markReferenceDataLoaded } from "@/test/contract/seed";
import { loadReferenceData } from "@/lib/reference/load-reference-data";
import { seedReferenceFixtures } from "@/test/support/fixtures";
import type { ResolvedFlight } from "@/lib/flights/resolve-flight-input";
import { localDateOf, periodFirstDay, type DatePrecision } from "@/lib/time/zoned";
import type { BenchOptions } from "./args";
import { bulkInsert } from "./bulk-insert";
import { Random } from "@/lib/random";

/**
 * The benchmark's data set: `users` users, one of them (the "big" user) with `bigUserFlights` flights, `flights`
 * flights in all over realistic routes (home airports, skewed toward hubs), with times, date-only flights of each
 * precision, shared flights and a few future ones. Inserted with multi-row INSERTs in large transactions.
 */

interface AirportPoint {
  id: number;
  lat: number;
  lon: number;
  tz: string;
}

export interface BenchData {
  referenceSource: "reference data" | "fixtures";
  airports: number;
  bigUserId: string;
  /** the user with exactly mediumUserFlights flights, or null */
  mediumUserId: string | null;
  adminUserId: string;
  /** flight ids on which the big user holds a seat (for /api/flight/get) */
  bigUserFlightIds: number[];
  flights: number;
  seats: number;
  /** flightsMs includes generateMs (computing the rows) and the inserts */
  timings: { referenceMs: number; generateMs: number; flightsMs: number };
}

const FIRST_INSTANT = Date.UTC(2005, 0, 1);
const DAY_MS = 86_400_000;

async function prepareReference(db: Db): Promise<BenchData["referenceSource"]> {
  try {
    const result = await loadReferenceData(db);
    if (result.airports > 0) return "reference data";
  } catch (error) {
    console.warn(`reference data not loaded (${(error as Error).message}); using the test fixtures`);
  }
  await seedReferenceFixtures(db);
  // keep the server from loading the reference data on top of the fixtures when it starts (if there is any)
  await markReferenceDataLoaded(db).catch(() => undefined);
  return "fixtures";
}

async function routeAirports(db: Db, random: Random): Promise<AirportPoint[]> {
  const large = await db.airport.findMany({
    where: { type: "large_airport", iata: { not: null } },
    select: { id: true, lat: true, lon: true, tz: true },
    orderBy: { id: "asc" },
  });
  const airports = large.length >= 20 ? large : await db.airport.findMany({ select: { id: true, lat: true, lon: true, tz: true }, orderBy: { id: "asc" } });
  // shuffled, so the "hubs" the skewed pick prefers are not simply the first ids
  for (let i = airports.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [airports[i], airports[j]] = [airports[j]!, airports[i]!];
  }
  return airports;
}

/** The row the app would store (same fields, derived ones computed by lib/flights/derived.ts), plus what the bulk insert sets itself. */
interface FlightRow extends ResolvedFlight {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

const FLIGHT_COLUMNS = [
  "id", "fromId", "toId", "date", "datePrecision", "departure", "arrival", "airlineId", "flightNumber", "aircraftId",
  "aircraftReg", "flightReason", "notes", "distanceKm", "durationSeconds", "endsAt", "sortAt", "createdAt", "updatedAt",
  "departureHour",
] as const satisfies readonly (keyof FlightRow)[];

interface SeatRow {
  flightId: number;
  userId: string | null;
  guestName: string | null;
  seat: string | null;
  seatNumber: string | null;
  seatClass: string | null;
}
const SEAT_COLUMNS = ["flightId", "userId", "guestName", "seat", "seatNumber", "seatClass"] as const satisfies readonly (keyof SeatRow)[];
/** one type per column, in the columns' order (a column without its type fails to compile, not at seeding) */
const FLIGHT_PG_TYPES = [
  "int4", "int4", "int4", "text", "text", "timestamp", "timestamp", "int4", "text", "int4",
  "text", "text", "text", "float8", "int4", "timestamp", "timestamp", "timestamp", "timestamp",
  "int4",
] as const satisfies { length: (typeof FLIGHT_COLUMNS)["length"] };
const SEAT_PG_TYPES = ["int4", "text", "text", "text", "text", "text"] as const satisfies { length: (typeof SEAT_COLUMNS)["length"] };

export async function seedBenchData(
  db: Db,
  databaseUrl: string,
  dialect: "sqlite" | "postgresql",
  options: BenchOptions,
): Promise<BenchData> {
  const random = new Random(options.seed);
  const referenceStarted = performance.now();
  const referenceSource = await prepareReference(db);
  const referenceMs = performance.now() - referenceStarted;

  const started = performance.now();
  const airports = await routeAirports(db, random);
  const airlines = await db.airline.findMany({ where: { icao: { not: null }, iata: { not: null } }, select: { id: true, iata: true }, orderBy: { id: "asc" }, take: 300 });
  const aircraft = (await db.aircraft.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 80 })).map((a) => a.id);

  const now = Date.now();
  const createdAt = new Date(now);
  const userIds = Array.from({ length: options.users }, (_, i) => `bench-user-${String(i).padStart(4, "0")}`);
  await db.user.createMany({
    data: userIds.map((id, i) => ({
      id,
      username: `bench${i}`,
      usernameKey: `bench${i}`,
      displayName: `Bench user ${i}`,
      role: i === 1 ? "admin" : "user",
    })),
  });
  const home = new Map(userIds.map((id) => [id, random.skewed(airports)]));

  const flights: FlightRow[] = [];
  const seats: SeatRow[] = [];
  const bigUserFlightIds: number[] = [];
  const bigUser = userIds[0]!;
  // never the admin (index 1): the admin's own dashboard stays small
  const mediumUser = options.mediumUserFlights > 0 ? userIds[2]! : null;
  const mediumEnd = options.bigUserFlights + options.mediumUserFlights;
  // anyone but the big user; the medium user too is left out so that their count stays exact
  const anyOther = (): string => {
    for (;;) {
      const user = userIds[1 + random.int(userIds.length - 1)]!;
      if (user !== mediumUser) return user;
    }
  };
  const span = now + 120 * DAY_MS - FIRST_INSTANT;
  for (let i = 0; i < options.flights; i++) {
    const id = i + 1;
    const isBig = i < options.bigUserFlights;
    const owner = isBig ? bigUser : mediumUser !== null && i < mediumEnd ? mediumUser : anyOther();
    const base = home.get(owner)!;
    const roll = random.next();
    let from = roll < 0.45 ? base : random.skewed(airports);
    let to = roll < 0.45 ? random.skewed(airports) : roll < 0.8 ? base : random.skewed(airports);
    if (from.id === to.id) to = airports[(airports.indexOf(to) + 1) % airports.length]!;
    if (from.id === to.id) from = airports[(airports.indexOf(from) + 2) % airports.length]!;

    const distanceKm = haversineKm(from, to);
    const instant = FIRST_INSTANT + Math.floor(random.next() * span);
    const kind = random.next();
    let departure: Date | null = null;
    let arrival: Date | null = null;
    let precision: DatePrecision = "day";
    let date: string;
    if (kind < 0.85) {
      const flightSeconds = Math.round(((distanceKm / 820) * 3600 + 1800) / 60) * 60;
      departure = new Date(Math.floor(instant / 60_000) * 60_000);
      arrival = new Date(departure.getTime() + flightSeconds * 1000);
      date = localDateOf(departure, from.tz);
    } else {
      precision = kind < 0.95 ? "day" : kind < 0.98 ? "month" : "year";
      date = periodFirstDay(localDateOf(new Date(instant), from.tz), precision);
    }
    const times = { date, datePrecision: precision, departure, arrival, originTz: from.tz };
    const airline = random.chance(0.9) ? random.skewed(airlines) : null;
    flights.push({
      id,
      fromId: from.id,
      toId: to.id,
      date,
      datePrecision: precision,
      departure,
      arrival,
      airlineId: airline?.id ?? null,
      flightNumber: airline ? `${airline.iata}${1 + random.int(2999)}` : null,
      aircraftId: random.chance(0.8) && aircraft.length > 0 ? random.skewed(aircraft) : null,
      aircraftReg: random.chance(0.3) ? `HB-J${String.fromCharCode(65 + random.int(26))}${String.fromCharCode(65 + random.int(26))}` : null,
      flightReason: random.chance(0.7) ? random.pick(FLIGHT_REASONS) : null,
      notes: random.chance(0.1) ? "Bench flight" : "",
      distanceKm,
      durationSeconds: durationSecondsOf(departure, arrival),
      endsAt: endsAtOf(times),
      sortAt: sortAtOf(times),
      departureHour: departureHourOf(departure, from.tz),
      createdAt,
      updatedAt: createdAt,
    });
    const seat = (userId: string | null, guestName: string | null): SeatRow => ({
      flightId: id,
      userId,
      guestName,
      seat: random.pick(SEAT_POSITIONS),
      seatNumber: `${1 + random.int(40)}${"ABCDEF"[random.int(6)]}`,
      seatClass: random.pick(SEAT_CLASSES),
    });
    seats.push(seat(owner, null));
    if (isBig) bigUserFlightIds.push(id);
    // shared flights: a fellow traveller (never the big user, so their count stays exact) or a guest
    if (random.chance(isBig ? 0.1 : 0.03)) {
      const other = anyOther();
      if (other !== owner) seats.push(seat(other, null));
    }
    if (random.chance(0.02)) seats.push(seat(null, "Guest"));
  }
  const generatedMs = performance.now() - started;
  await bulkInsert(databaseUrl, [
    { table: "Flight", columns: FLIGHT_COLUMNS, pgTypes: FLIGHT_PG_TYPES, rows: flights.map((f) => FLIGHT_COLUMNS.map((c) => f[c])) },
    { table: "Seat", columns: SEAT_COLUMNS, pgTypes: SEAT_PG_TYPES, rows: seats.map((r) => SEAT_COLUMNS.map((c) => r[c])) },
  ]);
  if (dialect === "postgresql") {
    await db.$queryRawUnsafe(`SELECT setval(pg_get_serial_sequence('"Flight"', 'id'), (SELECT MAX("id") FROM "Flight"))`);
    // what autovacuum leaves a database in soon after: without the visibility map VACUUM writes, every index-only
    // scan (the flights not yet completed, a period's flights) reads the table's pages too
    await db.$executeRawUnsafe(`VACUUM ANALYZE`);
  } else {
    await db.$executeRawUnsafe(`ANALYZE`);
  }
  return {
    referenceSource,
    airports: airports.length,
    bigUserId: bigUser,
    mediumUserId: mediumUser,
    adminUserId: userIds[1]!,
    bigUserFlightIds,
    flights: flights.length,
    seats: seats.length,
    timings: { referenceMs, generateMs: generatedMs, flightsMs: performance.now() - started },
  };
}
