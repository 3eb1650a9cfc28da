import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import { ALL_SCOPE } from "@/lib/scope/rollup-scope";
import { NO_VALUE_KEY } from "@/lib/flights/stat-period";

/**
 * The statistics rollups as plain sorted rows, read from the database or computed in JS from "Flight" and "Seat"
 * (an oracle independent of both the triggers and the rebuild SQL). Distances are compared with a tolerance:
 * floating-point sums depend on the order of the additions.
 */
export interface RollupSnapshot {
  /** scope → [flights, durationSeconds] */
  totals: Record<string, [number, number]>;
  /** scope → distance sum */
  distances: Record<string, number>;
  /** "scope|key[|key]" → flights */
  airports: Record<string, number>;
  airlines: Record<string, number>;
  aircraft: Record<string, number>;
  routes: Record<string, number>;
  /** "scope|endsAt ms|flightId|fromId|toId|airlineId|aircraftId|distanceKm|durationSeconds|year|month|flightReason|seatClass|seat" (null as "null") */
  flightEnds: string[];
  /** "seatId|endsAt ms|seatClass|seat|distanceKm": every seat (StatSeatEnd) */
  seatEnds: string[];
  /** "scope|year|month" → [flights, durationSeconds] */
  periods: Record<string, [number, number]>;
  /** "scope|year|month" → distance sum */
  periodDistances: Record<string, number>;
  /** "scope|kind|key" → count */
  breakdowns: Record<string, number>;
  /** "scope|year|month|haul|seatClass|seat" → seats (StatSeatPeriod) */
  seatPeriods: Record<string, number>;
  /** the same key → distance sum */
  seatPeriodDistances: Record<string, number>;
  /** "scope|year|month|kind|k0|k1|key" → flights (StatPeriodEntry) */
  periodEntries: Record<string, number>;
  /** "endMonth|haul|seatClass|seat" → seats (StatSeatEndMonth; endMonth yyyymm of the end instant in UTC) */
  seatEndMonths: Record<string, number>;
  /** the same key → distance sum */
  seatEndMonthDistances: Record<string, number>;
  /** "kind|endMonth|k0|k1|key" → flights (StatFlightEndMonth: 'period' year, month, reason; 'weekday' and 'hour' keys; 'airport' ids) */
  flightEndMonths: Record<string, number>;
  /** the same key → distance sum */
  flightEndMonthDistances: Record<string, number>;
}

type Reader = Db | Prisma.TransactionClient;

const num = (value: unknown): number => (value instanceof Date ? value.getTime() : Number(value));

/** A StatFlightEnd row's (or a flight's) values, nullable ones kept apart from 0. */
const FLIGHT_END_COLUMNS = ["endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "year", "month"] as const;
const FLIGHT_END_TEXTS = ["flightReason", "seatClass", "seat"] as const;
const seatEnd = (values: Readonly<Record<string, unknown>>): string =>
  [num(values.seatId), num(values.endsAt), values.seatClass === null ? "null" : String(values.seatClass), values.seat === null ? "null" : String(values.seat), num(values.distanceKm)].join("|");
const flightEnd = (scope: string, values: Readonly<Record<string, unknown>>): string =>
  [
    scope,
    ...FLIGHT_END_COLUMNS.map((c) => (values[c] === null ? "null" : num(values[c]))),
    ...FLIGHT_END_TEXTS.map((c) => (values[c] === null ? "null" : String(values[c]))),
  ].join("|");

/** The calendar period of a flight, written independently of the SQL (month 0: known only to the year). */
const periodOf = (f: { date: string; datePrecision: string }): string =>
  `${Number(f.date.slice(0, 4))}|${f.datePrecision === "year" ? 0 : Number(f.date.slice(5, 7))}`;

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export async function readRollups(db: Reader): Promise<RollupSnapshot> {
  const rows = async (sql: string) => db.$queryRawUnsafe<Record<string, unknown>[]>(sql);
  const keyed = async (table: string, keys: string[]) =>
    sorted(Object.fromEntries((await rows(`SELECT * FROM "${table}"`)).map((r) => [[r.scope, ...keys.map((k) => num(r[k]))].join("|"), num(r.flights)])));
  const totals = await rows(`SELECT * FROM "StatTotal"`);
  return {
    totals: sorted(Object.fromEntries(totals.map((r) => [String(r.scope), [num(r.flights), num(r.durationSeconds)] as [number, number]]))),
    distances: sorted(Object.fromEntries(totals.map((r) => [String(r.scope), num(r.distanceKm)]))),
    airports: await keyed("StatAirport", ["airportId"]),
    airlines: await keyed("StatAirline", ["airlineId"]),
    aircraft: await keyed("StatAircraft", ["aircraftId"]),
    routes: await keyed("StatRoute", ["fromId", "toId"]),
    flightEnds: (await rows(`SELECT * FROM "StatFlightEnd"`)).map((r) => flightEnd(String(r.scope), r)).sort(),
    seatEnds: (await rows(`SELECT * FROM "StatSeatEnd"`)).map(seatEnd).sort(),
    ...(await readPeriods(db)),
    ...(await readSeatPeriods(db)),
    ...(await readSeatEndMonths(db)),
    ...(await readFlightEndMonths(db)),
    periodEntries: sorted(
      Object.fromEntries(
        (await rows(`SELECT * FROM "StatPeriodEntry"`)).map((r) => [[r.scope, num(r.year), num(r.month), r.kind, num(r.k0), num(r.k1), r.key].map(String).join("|"), num(r.flights)]),
      ),
    ),
    breakdowns: sorted(
      Object.fromEntries((await rows(`SELECT * FROM "StatBreakdown"`)).map((r) => [`${String(r.scope)}|${String(r.kind)}|${String(r.key)}`, num(r.count)])),
    ),
  };
}

async function readPeriods(db: Reader): Promise<Pick<RollupSnapshot, "periods" | "periodDistances">> {
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "StatPeriod"`);
  const key = (r: Record<string, unknown>) => `${String(r.scope)}|${num(r.year)}|${num(r.month)}`;
  return {
    periods: sorted(Object.fromEntries(rows.map((r) => [key(r), [num(r.flights), num(r.durationSeconds)] as [number, number]]))),
    periodDistances: sorted(Object.fromEntries(rows.map((r) => [key(r), num(r.distanceKm)]))),
  };
}

async function readSeatPeriods(db: Reader): Promise<Pick<RollupSnapshot, "seatPeriods" | "seatPeriodDistances">> {
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "StatSeatPeriod"`);
  const key = (r: Record<string, unknown>) => [r.scope, num(r.year), num(r.month), r.haul, r.seatClass, r.seat].map(String).join("|");
  return {
    seatPeriods: sorted(Object.fromEntries(rows.map((r) => [key(r), num(r.seats)]))),
    seatPeriodDistances: sorted(Object.fromEntries(rows.map((r) => [key(r), num(r.distanceKm)]))),
  };
}

async function readSeatEndMonths(db: Reader): Promise<Pick<RollupSnapshot, "seatEndMonths" | "seatEndMonthDistances">> {
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "StatSeatEndMonth"`);
  const key = (r: Record<string, unknown>) => [num(r.endMonth), r.haul, r.seatClass, r.seat].map(String).join("|");
  return {
    seatEndMonths: sorted(Object.fromEntries(rows.map((r) => [key(r), num(r.seats)]))),
    seatEndMonthDistances: sorted(Object.fromEntries(rows.map((r) => [key(r), num(r.distanceKm)]))),
  };
}

async function readFlightEndMonths(db: Reader): Promise<Pick<RollupSnapshot, "flightEndMonths" | "flightEndMonthDistances">> {
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "StatFlightEndMonth"`);
  const key = (r: Record<string, unknown>) => [r.kind, num(r.endMonth), num(r.k0), num(r.k1), r.key].map(String).join("|");
  return {
    flightEndMonths: sorted(Object.fromEntries(rows.map((r) => [key(r), num(r.flights)]))),
    flightEndMonthDistances: sorted(Object.fromEntries(rows.map((r) => [key(r), num(r.distanceKm)]))),
  };
}

/** The UTC calendar month of an instant as yyyymm, written independently of the SQL. */
const endMonthOf = (at: Date): number => at.getUTCFullYear() * 100 + at.getUTCMonth() + 1;

/** The haul band of a distance, written independently of lib/co2/factors.ts. */
const naiveHaul = (km: number): string => (km < 500 ? "domestic" : km < 3700 ? "short" : "long");

/** Day of the week of the local date ('0' Sunday … '6'), by the calendar; '' unless known to the day. */
export function naiveWeekday(f: { date: string; datePrecision: string }): string {
  return f.datePrecision === "day" ? String(new Date(`${f.date}T00:00:00Z`).getUTCDay()) : NO_VALUE_KEY;
}

/** A registration in capitals without spaces or hyphens; '' for none. */
export function naiveAirframe(reg: string | null): string {
  return (reg ?? "").toUpperCase().replace(/[ -]/g, "");
}

/** The hour of an instant on a zone's clock ('0' … '23'), read from Intl; '' without a departure. */
export function naiveHour(departure: Date | null, tz: string): string {
  if (!departure) return NO_VALUE_KEY;
  return String(Number(new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "numeric", hourCycle: "h23" }).format(departure)));
}

/** What the rollups must hold for the flights and seats in the database now. */
export async function expectedRollups(db: Db): Promise<RollupSnapshot> {
  const flights = await db.flight.findMany({
    select: {
      id: true, fromId: true, toId: true, airlineId: true, aircraftId: true, distanceKm: true, durationSeconds: true, endsAt: true,
      date: true, datePrecision: true, flightReason: true, aircraftReg: true, departure: true, from: { select: { tz: true } },
    },
    orderBy: { id: "asc" },
  });
  const allSeats = await db.seat.findMany({ select: { id: true, flightId: true, userId: true, seatClass: true, seat: true } });
  const seats = allSeats.filter((s) => s.userId !== null);
  const byId = new Map(flights.map((f) => [f.id, f]));
  const noSeat = { seatClass: null, seat: null };
  const scoped = [
    ...flights.map((f) => ({ scope: ALL_SCOPE, f, seat: noSeat })),
    ...seats.map((s) => ({ scope: s.userId!, f: byId.get(s.flightId)!, seat: s })),
  ];
  const snapshot: RollupSnapshot = {
    totals: {}, distances: {}, airports: {}, airlines: {}, aircraft: {}, routes: {}, flightEnds: [], seatEnds: [], periods: {}, periodDistances: {}, breakdowns: {},
    seatPeriods: {}, seatPeriodDistances: {}, periodEntries: {}, seatEndMonths: {}, seatEndMonthDistances: {},
    flightEndMonths: {}, flightEndMonthDistances: {},
  };
  const bump = (map: Record<string, number>, key: string) => (map[key] = (map[key] ?? 0) + 1);
  for (const { scope, f, seat } of scoped) {
    const [n, s] = snapshot.totals[scope] ?? [0, 0];
    snapshot.totals[scope] = [n + 1, s + (f.durationSeconds ?? 0)];
    snapshot.distances[scope] = (snapshot.distances[scope] ?? 0) + f.distanceKm;
    bump(snapshot.airports, `${scope}|${f.fromId}`);
    bump(snapshot.airports, `${scope}|${f.toId}`);
    if (f.airlineId !== null) bump(snapshot.airlines, `${scope}|${f.airlineId}`);
    if (f.aircraftId !== null) bump(snapshot.aircraft, `${scope}|${f.aircraftId}`);
    bump(snapshot.routes, `${scope}|${f.fromId}|${f.toId}`);
    const period = `${scope}|${periodOf(f)}`;
    const [pn, ps] = snapshot.periods[period] ?? [0, 0];
    snapshot.periods[period] = [pn + 1, ps + (f.durationSeconds ?? 0)];
    snapshot.periodDistances[period] = (snapshot.periodDistances[period] ?? 0) + f.distanceKm;
    bump(snapshot.breakdowns, `${scope}|flightReason|${f.flightReason ?? NO_VALUE_KEY}`);
    bump(snapshot.breakdowns, `${scope}|weekday|${naiveWeekday(f)}`);
    bump(snapshot.breakdowns, `${scope}|airframe|${naiveAirframe(f.aircraftReg)}`);
    bump(snapshot.breakdowns, `${scope}|hour|${naiveHour(f.departure, f.from.tz)}`);
    const entry = (kind: string, k0: number, k1 = 0, key = "") => bump(snapshot.periodEntries, `${scope}|${periodOf(f)}|${kind}|${k0}|${k1}|${key}`);
    entry("airport", f.fromId);
    entry("airport", f.toId);
    if (f.airlineId !== null) entry("airline", f.airlineId);
    if (f.aircraftId !== null) entry("aircraft", f.aircraftId);
    entry("route", f.fromId, f.toId);
    entry("reason", 0, 0, f.flightReason ?? NO_VALUE_KEY);
    if (scope === ALL_SCOPE) {
      const add = (key: string) => {
        bump(snapshot.flightEndMonths, key);
        snapshot.flightEndMonthDistances[key] = (snapshot.flightEndMonthDistances[key] ?? 0) + f.distanceKm;
      };
      const endMonth = endMonthOf(f.endsAt);
      add(`period|${endMonth}|${periodOf(f)}|${f.flightReason ?? NO_VALUE_KEY}`);
      add(`weekday|${endMonth}|0|0|${naiveWeekday(f)}`);
      add(`hour|${endMonth}|0|0|${naiveHour(f.departure, f.from.tz)}`);
      add(`airport|${endMonth}|${f.fromId}|0|`);
      add(`airport|${endMonth}|${f.toId}|0|`);
    }
    if (scope !== ALL_SCOPE) {
      const [year, month] = periodOf(f).split("|").map(Number);
      snapshot.flightEnds.push(flightEnd(scope, { ...f, flightId: f.id, year, month, seatClass: seat.seatClass, seat: seat.seat }));
    }
  }
  // seats, not flights: every seat for '*', each user's own for that user
  for (const s of allSeats) {
    const flight = byId.get(s.flightId)!;
    snapshot.seatEnds.push(seatEnd({ seatId: s.id, endsAt: flight.endsAt, seatClass: s.seatClass, seat: s.seat, distanceKm: flight.distanceKm }));
    const monthKey = `${endMonthOf(flight.endsAt)}|${naiveHaul(flight.distanceKm)}|${s.seatClass ?? NO_VALUE_KEY}|${s.seat ?? NO_VALUE_KEY}`;
    bump(snapshot.seatEndMonths, monthKey);
    snapshot.seatEndMonthDistances[monthKey] = (snapshot.seatEndMonthDistances[monthKey] ?? 0) + flight.distanceKm;
    for (const scope of s.userId === null ? [ALL_SCOPE] : [ALL_SCOPE, s.userId]) {
      bump(snapshot.breakdowns, `${scope}|seatClass|${s.seatClass ?? NO_VALUE_KEY}`);
      bump(snapshot.breakdowns, `${scope}|seat|${s.seat ?? NO_VALUE_KEY}`);
      const f = byId.get(s.flightId)!;
      const key = `${scope}|${periodOf(f)}|${naiveHaul(f.distanceKm)}|${s.seatClass ?? NO_VALUE_KEY}|${s.seat ?? NO_VALUE_KEY}`;
      bump(snapshot.seatPeriods, key);
      snapshot.seatPeriodDistances[key] = (snapshot.seatPeriodDistances[key] ?? 0) + f.distanceKm;
    }
  }
  return {
    ...snapshot,
    totals: sorted(snapshot.totals),
    distances: sorted(snapshot.distances),
    airports: sorted(snapshot.airports),
    airlines: sorted(snapshot.airlines),
    aircraft: sorted(snapshot.aircraft),
    routes: sorted(snapshot.routes),
    flightEnds: snapshot.flightEnds.sort(),
    seatEnds: snapshot.seatEnds.sort(),
    periods: sorted(snapshot.periods),
    periodDistances: sorted(snapshot.periodDistances),
    breakdowns: sorted(snapshot.breakdowns),
    seatPeriods: sorted(snapshot.seatPeriods),
    seatPeriodDistances: sorted(snapshot.seatPeriodDistances),
    periodEntries: sorted(snapshot.periodEntries),
    seatEndMonths: sorted(snapshot.seatEndMonths),
    seatEndMonthDistances: sorted(snapshot.seatEndMonthDistances),
    flightEndMonths: sorted(snapshot.flightEndMonths),
    flightEndMonthDistances: sorted(snapshot.flightEndMonthDistances),
  };
}

/** Everything but the distances, which `distancesDiffer` compares with a tolerance. */
export function exactPart(
  snapshot: RollupSnapshot,
): Omit<RollupSnapshot, "distances" | "periodDistances" | "seatPeriodDistances" | "seatEndMonthDistances" | "flightEndMonthDistances"> & {
  distanceScopes: string[];
  distancePeriods: string[];
  distanceSeatPeriods: string[];
  distanceSeatEndMonths: string[];
  distanceFlightEndMonths: string[];
} {
  const { distances, periodDistances, seatPeriodDistances, seatEndMonthDistances, flightEndMonthDistances, ...rest } = snapshot;
  return {
    ...rest,
    distanceScopes: Object.keys(distances),
    distancePeriods: Object.keys(periodDistances),
    distanceSeatPeriods: Object.keys(seatPeriodDistances),
    distanceSeatEndMonths: Object.keys(seatEndMonthDistances),
    distanceFlightEndMonths: Object.keys(flightEndMonthDistances),
  };
}

/** The scopes (and "scope|year|month" periods) whose distance sums differ by more than `tolerance` km. */
export function distancesDiffer(a: RollupSnapshot, b: RollupSnapshot, tolerance = 1e-6): string[] {
  const differ = (x: Record<string, number>, y: Record<string, number>) =>
    [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((key) => !(Math.abs((x[key] ?? NaN) - (y[key] ?? NaN)) <= tolerance));
  return [
    ...differ(a.distances, b.distances),
    ...differ(a.periodDistances, b.periodDistances),
    ...differ(a.seatPeriodDistances, b.seatPeriodDistances),
    ...differ(a.seatEndMonthDistances, b.seatEndMonthDistances),
    ...differ(a.flightEndMonthDistances, b.flightEndMonthDistances),
  ];
}
