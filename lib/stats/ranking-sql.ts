import { Prisma } from "@/lib/db/prisma";
import { upcomingSql } from "@/lib/flights/completed";
import { rollupScope } from "@/lib/scope/rollup-scope";


/** How many rollup rows beyond the N wanted set the lower bound of a top-N list (see topEntriesSql); /api/stats reads 1 + 3. */
const BOUND_ROWS = 3;

/** SQL for "how many of the scope's flights not yet completed have this entry", the entry's keys read from alias r. */
type FutureCount = (r: string) => Prisma.Sql;

export interface Dimension {
  /** CTE name prefix: the list is CTE `<name>t` */
  name: DimensionName;
  table: string;
  keys: readonly string[];
  future: FutureCount;
  /**
   * A user's: CTE `<name>f` (k0[, k1], n) counting the user's flights not yet completed per key, which each rollup row
   * joins as alias `fr` (`future` reads fr.n). Looked up per row in `fut` instead, every row would scan all of it.
   */
  futureByKey?: { cte: Prisma.Sql; join: (r: string) => Prisma.Sql };
}

export type DimensionName = "ap" | "al" | "ac" | "rt";

const raw = Prisma.raw;

/**
 * The user's flights not yet completed, with their figures, from StatFlightEnd's (scope, endsAt) range — however many
 * other users' flights lie ahead — as CTE `fut` (normally few rows), which the user's dimensions count from.
 * StatFlightEnd carries the flight's figures: one range of its primary key, no lookup into the wide Flight rows.
 */
export function userFutureFlightsCte(userId: string, now: Date): Prisma.Sql {
  return Prisma.sql`
fut AS MATERIALIZED (
  SELECT e."fromId" AS a, e."toId" AS b, e."airlineId" AS al, e."aircraftId" AS ac, e."distanceKm" AS d, e."durationSeconds" AS s
  FROM "StatFlightEnd" e
  WHERE e."scope" = ${userId} AND ${upcomingSql('e."endsAt"', now)}
)`;
}

/**
 * Every flight (scope '*'): the flights not yet completed of one entry are read through Flight's indexes
 * (fromId, endsAt), (toId, endsAt), (airlineId, endsAt), (aircraftId, endsAt), (fromId, toId, endsAt): a short range each.
 */
function allScopeDimensions(now: Date): Record<DimensionName, Dimension> {
  const count = (conditions: string) => Prisma.sql`SELECT COUNT(*) FROM "Flight" f WHERE ${raw(conditions)} AND ${upcomingSql('f."endsAt"', now)}`;
  return {
    ap: {
      name: "ap",
      table: "StatAirport",
      keys: ["airportId"],
      future: (r) => Prisma.sql`(${count(`f."fromId" = ${r}."airportId"`)}) + (${count(`f."toId" = ${r}."airportId"`)})`,
    },
    al: { name: "al", table: "StatAirline", keys: ["airlineId"], future: (r) => count(`f."airlineId" = ${r}."airlineId"`) },
    ac: { name: "ac", table: "StatAircraft", keys: ["aircraftId"], future: (r) => count(`f."aircraftId" = ${r}."aircraftId"`) },
    rt: { name: "rt", table: "StatRoute", keys: ["fromId", "toId"], future: (r) => count(`f."fromId" = ${r}."fromId" AND f."toId" = ${r}."toId"`) },
  };
}

/**
 * The user's flights not yet completed per airport, from CTE `fut`, as rows (k0, n): an airport counts at both ends of
 * a flight (twice when they are the same airport), as StatAirport counts it. The top airports, the airports count and
 * the map's visits all subtract it.
 */
export const USER_FUTURE_VISITS_SQL = "SELECT x.k AS k0, COUNT(*) AS n FROM (SELECT fut.a AS k FROM fut UNION ALL SELECT fut.b AS k FROM fut) x GROUP BY x.k";

/** `fut` grouped by the given expressions, as rows (k0[, k1], n). */
function futureGroupedBy(exprs: string[]): string {
  return `SELECT ${exprs.map((expr, i) => `${expr} AS k${i}`).join(", ")}, COUNT(*) AS n FROM fut GROUP BY ${exprs.join(", ")}`;
}

/**
 * One user: counted from CTE `fut` (userFutureFlightsCte), which the statement must define, grouped once per key.
 * `grouped` is the user's future flights per key as rows (k0[, k1], n), k0, k1 matching the rollup's `keys`.
 */
function userDimension(name: DimensionName, table: string, keys: string[], grouped: string): Dimension {
  const cte = `${name}f`;
  return {
    name,
    table,
    keys,
    future: () => Prisma.sql`COALESCE(fr.n, 0)`,
    futureByKey: {
      cte: raw(`${cte} AS MATERIALIZED (${grouped})`),
      join: (r) => raw(`LEFT JOIN ${cte} fr ON ${keys.map((column, i) => `fr.k${i} = ${r}."${column}"`).join(" AND ")}`),
    },
  };
}

function userScopeDimensions(): Record<DimensionName, Dimension> {
  return {
    ap: userDimension("ap", "StatAirport", ["airportId"], USER_FUTURE_VISITS_SQL),
    al: userDimension("al", "StatAirline", ["airlineId"], futureGroupedBy(["fut.al"])),
    ac: userDimension("ac", "StatAircraft", ["aircraftId"], futureGroupedBy(["fut.ac"])),
    rt: userDimension("rt", "StatRoute", ["fromId", "toId"], futureGroupedBy(["fut.a", "fut.b"])),
  };
}

/** The ranked dimensions of a scope; a user's need `fut` (userFutureFlightsCte) in the same statement. */
export function dimensionsOf(userId: string | null, now: Date): Record<DimensionName, Dimension> {
  return userId === null ? allScopeDimensions(now) : userScopeDimensions();
}

/** A clamped integer written into the SQL (drivers disagree on the type of a bound LIMIT); 1000 routes fill a world map. */
function limitOf(limit: number): number {
  return Math.max(1, Math.min(1000, Math.floor(limit)));
}

/**
 * The scope's `limit` entries with the most completed flights, most first, ties to the smallest key(s)
 * (docs/contract/decisions.md), as CTE `<name>t` (k0[, k1], n); entries without completed flights are left out.
 * completed = rollup count − future count. Among the limit + BOUND_ROWS largest rollup rows, the limit-th best
 * completed count L is at most the limit-th best overall, and completed ≤ rollup count: no entry whose rollup count
 * is below L can make the list (or tie). So only the rows from L up — one range of the (scope, flights DESC, key)
 * index, normally a handful beyond the limit — get their future flights counted. (When the scope has fewer rows than
 * limit + BOUND_ROWS, L is the smallest completed count of them all, and every row is read.)
 * The range is written BETWEEN L AND the largest count (true of every row anyway): PostgreSQL estimates a range
 * between two unknown values as narrow, a one-sided bound as a third of the rows — an estimate that made the
 * statement look expensive enough to be JIT-compiled and, without the index, picked a full scan.
 */
export function topEntriesSql(scope: string, { name, table, keys, future, futureByKey }: Dimension, limit: number): Prisma.Sql {
  const n = limitOf(limit);
  const futureCte = futureByKey ? Prisma.sql`${futureByKey.cte},` : Prisma.empty;
  const join = futureByKey ? futureByKey.join("r") : Prisma.empty;
  const keyList = keys.map((k, i) => `r."${k}" AS k${i}`).join(", ");
  const byRollup = keys.map((k) => `r."${k}" ASC`).join(", ");
  const byKey = keys.map((_, i) => `k${i} ASC`).join(", ");
  return Prisma.sql`${futureCte}
${raw(name)}b AS (
  SELECT MIN(y.n) AS n, MAX(y.f) AS f FROM (
    SELECT x.n AS n, MAX(x.f) OVER () AS f FROM (
      SELECT r."flights" - (${future("r")}) AS n, r."flights" AS f FROM ${raw(`"${table}"`)} r ${join} WHERE r."scope" = ${scope}
      ORDER BY r."flights" DESC, ${raw(byRollup)} LIMIT ${raw(String(n + BOUND_ROWS))}
    ) x
    ORDER BY x.n DESC LIMIT ${raw(String(n))}
  ) y
),
${raw(name)}t AS (
  SELECT * FROM (
    SELECT ${raw(keyList)}, r."flights" - (${future("r")}) AS n FROM ${raw(`"${table}"`)} r ${join}
    WHERE r."scope" = ${scope} AND r."flights" BETWEEN (SELECT n FROM ${raw(name)}b) AND (SELECT f FROM ${raw(name)}b)
  ) c
  WHERE c.n > 0 ORDER BY c.n DESC, ${raw(byKey)} LIMIT ${raw(String(n))}
)`;
}

/**
 * One top-N list as a complete WITH clause (no trailing comma): the user's upcoming flights when needed, then `<name>t`.
 */
export function topEntriesWith(userId: string | null, name: DimensionName, now: Date, limit: number): Prisma.Sql {
  const list = topEntriesSql(rollupScope(userId), dimensionsOf(userId, now)[name], limit);
  return userId === null ? Prisma.sql`WITH ${list}` : Prisma.sql`WITH ${userFutureFlightsCte(userId, now)}, ${list}`;
}
