import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber } from "@/lib/db/sql-values";
import { completedSql } from "@/lib/flights/completed";
import type { DashboardFilter } from "@/lib/stats/dashboard/dashboard-filter";
import { periodInSql, splitIntoMonths } from "@/lib/stats/dashboard/month-split";
import type { RecordFlight } from "./breakdown-body";

/** The flight records of a scope; null when it has no completed flight (no timed one for the two by time). */
export interface FlightRecords {
  longestByDistance: RecordFlight | null;
  shortestByDistance: RecordFlight | null;
  longestByTime: RecordFlight | null;
  shortestByTime: RecordFlight | null;
  firstFlight: RecordFlight | null;
  latestFlight: RecordFlight | null;
}

type Extreme = { column: "distanceKm" | "durationSeconds" | "endsAt"; direction: "ASC" | "DESC" };

/**
 * Each record is one end of an index over the scope's completed flights (completed.ts): every flight's
 * ("distanceKm" | "durationSeconds", id, endsAt) and endsAt indexes, or one user's StatFlightEnd rows. Ties: the
 * first (ASC) or last (DESC) in (value, id) order, so the smaller id for the shortest and first, the larger for the
 * longest and latest. Only the flights skipped for not being completed are read besides the answer.
 */
function extremeSql(filter: DashboardFilter, { column, direction }: Extreme): Prisma.Sql {
  const order = Prisma.raw(direction);
  const timed = column === "durationSeconds" ? Prisma.raw(`AND x."durationSeconds" IS NOT NULL`) : Prisma.empty;
  if (filter.userId === null) {
    return Prisma.sql`SELECT x."id" AS "id" FROM "Flight" x WHERE ${completedSql(`x."endsAt"`, filter.now)} ${timed}
      ORDER BY x.${Prisma.raw(`"${column}"`)} ${order}, x."id" ${order} LIMIT 1`;
  }
  return Prisma.sql`SELECT x."flightId" AS "id" FROM "StatFlightEnd" x WHERE x."scope" = ${filter.userId} AND ${completedSql(`x."endsAt"`, filter.now)} ${timed}
    ORDER BY x.${Prisma.raw(`"${column}"`)} ${order}, x."flightId" ${order} LIMIT 1`;
}

const RECORDS: Record<keyof FlightRecords, Extreme> = {
  longestByDistance: { column: "distanceKm", direction: "DESC" },
  shortestByDistance: { column: "distanceKm", direction: "ASC" },
  longestByTime: { column: "durationSeconds", direction: "DESC" },
  shortestByTime: { column: "durationSeconds", direction: "ASC" },
  firstFlight: { column: "endsAt", direction: "ASC" },
  latestFlight: { column: "endsAt", direction: "DESC" },
};

const NAMES = Object.keys(RECORDS) as (keyof FlightRecords)[];

export async function flightRecords(db: Db, filter: DashboardFilter): Promise<FlightRecords> {
  const ids = await Promise.all(
    NAMES.map(async (name) => {
      const rows = await db.$queryRaw<{ id: unknown }[]>(extremeSql(filter, RECORDS[name]));
      return rows.length > 0 ? toNumber(rows[0]!.id) : null;
    }),
  );
  return recordsOf(db, ids);
}

/**
 * The same records over a period's completed flights (the year in review), each the same end of the same (value, id)
 * order as above. Every flight's: the period's flights along its date range (`source`, a range's FROM clause open for
 * its conditions with alias f: ranged-dashboard.ts rangedFlightSource). One user's: the whole months from their
 * StatFlightEnd rows by period, an index range, and only the days of partial months from `source`.
 */
export async function periodFlightRecords(db: Db, source: Prisma.Sql, userId: string | null, range: { since: string; until: string }, now: Date): Promise<FlightRecords> {
  const { months, days } = userId === null ? { months: null, days: [range] } : splitIntoMonths(range);
  const parts: Prisma.Sql[] = [];
  if (months && userId !== null) {
    parts.push(Prisma.sql`SELECT e."flightId" AS "id", e."distanceKm" AS "distanceKm", e."durationSeconds" AS "durationSeconds", e."endsAt" AS "endsAt"
  FROM "StatFlightEnd" e WHERE e."scope" = ${userId} AND ${periodInSql("e", months)} AND ${completedSql(`e."endsAt"`, now)}`);
  }
  for (const day of days) {
    parts.push(Prisma.sql`SELECT f."id" AS "id", f."distanceKm" AS "distanceKm", f."durationSeconds" AS "durationSeconds", f."endsAt" AS "endsAt"
  ${source} f."date" >= ${day.since} AND f."date" <= ${day.until} AND ${completedSql(`f."endsAt"`, now)}`);
  }
  const picks = NAMES.map((name) => {
    const { column, direction } = RECORDS[name];
    const order = Prisma.raw(direction);
    const timed = column === "durationSeconds" ? Prisma.raw(`WHERE x."durationSeconds" IS NOT NULL`) : Prisma.empty;
    return Prisma.sql`(SELECT x."id" FROM px x ${timed} ORDER BY x.${Prisma.raw(`"${column}"`)} ${order}, x."id" ${order} LIMIT 1) AS ${Prisma.raw(`"${name}"`)}`;
  });
  const rows = await db.$queryRaw<Record<string, unknown>[]>(Prisma.sql`
WITH px AS MATERIALIZED (${Prisma.join(parts, " UNION ALL ")})
SELECT ${Prisma.join(picks, ", ")}`);
  const row = rows[0] ?? {};
  return recordsOf(db, NAMES.map((name) => (row[name] === null || row[name] === undefined ? null : toNumber(row[name]))));
}

async function recordsOf(db: Db, ids: (number | null)[]): Promise<FlightRecords> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const flights = await db.flight.findMany({
    where: { id: { in: wanted } },
    select: {
      id: true,
      date: true,
      distanceKm: true,
      durationSeconds: true,
      from: { select: { id: true, name: true, icao: true, iata: true } },
      to: { select: { id: true, name: true, icao: true, iata: true } },
    },
  });
  const byId = new Map(flights.map((f) => [f.id, { ...f, distanceKm: Math.round(f.distanceKm) }]));
  return Object.fromEntries(NAMES.map((name, index) => [name, byId.get(ids[index] ?? -1) ?? null])) as unknown as FlightRecords;
}
