import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { ALL_SCOPE } from "@/lib/stats/stats-sql";

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
  /** "scope|endsAt ms|flightId|fromId|toId|airlineId|aircraftId|distanceKm|durationSeconds" (null as "null") */
  flightEnds: string[];
}

type Reader = Db | Prisma.TransactionClient;

const num = (value: unknown): number => (value instanceof Date ? value.getTime() : Number(value));

/** A StatFlightEnd row's (or a flight's) values, nullable ones kept apart from 0. */
const FLIGHT_END_COLUMNS = ["endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds"] as const;
const flightEnd = (scope: string, values: Readonly<Record<string, unknown>>): string =>
  [scope, ...FLIGHT_END_COLUMNS.map((c) => (values[c] === null ? "null" : num(values[c])))].join("|");

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
  };
}

/** What the rollups must hold for the flights and seats in the database now. */
export async function expectedRollups(db: Db): Promise<RollupSnapshot> {
  const flights = await db.flight.findMany({
    select: { id: true, fromId: true, toId: true, airlineId: true, aircraftId: true, distanceKm: true, durationSeconds: true, endsAt: true },
    orderBy: { id: "asc" },
  });
  const seats = await db.seat.findMany({ where: { userId: { not: null } }, select: { flightId: true, userId: true } });
  const byId = new Map(flights.map((f) => [f.id, f]));
  const scoped = [
    ...flights.map((f) => ({ scope: ALL_SCOPE, f })),
    ...seats.map((s) => ({ scope: s.userId!, f: byId.get(s.flightId)! })),
  ];
  const snapshot: RollupSnapshot = { totals: {}, distances: {}, airports: {}, airlines: {}, aircraft: {}, routes: {}, flightEnds: [] };
  const bump = (map: Record<string, number>, key: string) => (map[key] = (map[key] ?? 0) + 1);
  for (const { scope, f } of scoped) {
    const [n, s] = snapshot.totals[scope] ?? [0, 0];
    snapshot.totals[scope] = [n + 1, s + (f.durationSeconds ?? 0)];
    snapshot.distances[scope] = (snapshot.distances[scope] ?? 0) + f.distanceKm;
    bump(snapshot.airports, `${scope}|${f.fromId}`);
    bump(snapshot.airports, `${scope}|${f.toId}`);
    if (f.airlineId !== null) bump(snapshot.airlines, `${scope}|${f.airlineId}`);
    if (f.aircraftId !== null) bump(snapshot.aircraft, `${scope}|${f.aircraftId}`);
    bump(snapshot.routes, `${scope}|${f.fromId}|${f.toId}`);
    if (scope !== ALL_SCOPE) snapshot.flightEnds.push(flightEnd(scope, { ...f, flightId: f.id }));
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
  };
}

/** Everything but the distances, which `distancesDiffer` compares with a tolerance. */
export function exactPart(snapshot: RollupSnapshot): Omit<RollupSnapshot, "distances"> & { distanceScopes: string[] } {
  const { distances, ...rest } = snapshot;
  return { ...rest, distanceScopes: Object.keys(distances) };
}

/** The scopes whose distance sums differ by more than `tolerance` km. */
export function distancesDiffer(a: RollupSnapshot, b: RollupSnapshot, tolerance = 1e-6): string[] {
  const scopes = new Set([...Object.keys(a.distances), ...Object.keys(b.distances)]);
  return [...scopes].filter((scope) => !(Math.abs((a.distances[scope] ?? NaN) - (b.distances[scope] ?? NaN)) <= tolerance));
}
