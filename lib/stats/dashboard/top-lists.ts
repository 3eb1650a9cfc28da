import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { completedFlightsFrom, toNumber, type DashboardFilter } from "./completed-flights-sql";

export const TOP_LIMIT = 10;

export interface TopEntry {
  id: number;
  /** short label for an axis: a code when there is one */
  label: string;
  /** full name for tooltips */
  name: string;
  count: number;
}

export interface TopRouteEntry {
  fromId: number;
  toId: number;
  label: string;
  name: string;
  count: number;
}

/** A clamped integer written into the SQL (drivers disagree on the type of a bound LIMIT). */
function limitOf(limit: number): Prisma.Sql {
  return Prisma.raw(String(Math.max(1, Math.min(100, Math.floor(limit)))));
}

type NamedRow = { id: unknown; name: string; iata?: string | null; icao: string | null; count: unknown };

function toEntry(row: NamedRow): TopEntry {
  return { id: toNumber(row.id), label: row.iata ?? row.icao ?? row.name, name: row.name, count: toNumber(row.count) };
}

// Each list counts by id first and joins the names of the top rows only. Ties go to the smaller id (docs/contract/decisions.md).

export async function topAirlines(db: Db, filter: DashboardFilter, limit = TOP_LIMIT): Promise<TopEntry[]> {
  const rows = await db.$queryRaw<NamedRow[]>(Prisma.sql`
    SELECT a."id" AS "id", a."name" AS "name", a."iata" AS "iata", a."icao" AS "icao", t."count" AS "count"
    FROM (
      SELECT f."airlineId" AS "id", COUNT(*) AS "count" FROM ${completedFlightsFrom(filter)}
      WHERE f."airlineId" IS NOT NULL GROUP BY f."airlineId"
      ORDER BY "count" DESC, f."airlineId" ASC LIMIT ${limitOf(limit)}
    ) t JOIN "Airline" a ON a."id" = t."id"
    ORDER BY t."count" DESC, a."id" ASC`);
  return rows.map(toEntry);
}

/** Each flight counts once for its origin and once for its destination. */
export async function topAirports(db: Db, filter: DashboardFilter, limit = TOP_LIMIT): Promise<TopEntry[]> {
  const rows = await db.$queryRaw<NamedRow[]>(Prisma.sql`
    SELECT ap."id" AS "id", ap."name" AS "name", ap."iata" AS "iata", ap."icao" AS "icao", t."count" AS "count"
    FROM (
      SELECT ends."airportId" AS "id", SUM(ends."count") AS "count"
      FROM (
        SELECT f."fromId" AS "airportId", COUNT(*) AS "count" FROM ${completedFlightsFrom(filter)} GROUP BY f."fromId"
        UNION ALL
        SELECT f."toId" AS "airportId", COUNT(*) AS "count" FROM ${completedFlightsFrom(filter)} GROUP BY f."toId"
      ) ends
      GROUP BY ends."airportId"
      ORDER BY "count" DESC, ends."airportId" ASC LIMIT ${limitOf(limit)}
    ) t JOIN "Airport" ap ON ap."id" = t."id"
    ORDER BY t."count" DESC, ap."id" ASC`);
  return rows.map(toEntry);
}

export async function topAircraft(db: Db, filter: DashboardFilter, limit = TOP_LIMIT): Promise<TopEntry[]> {
  const rows = await db.$queryRaw<NamedRow[]>(Prisma.sql`
    SELECT k."id" AS "id", k."name" AS "name", k."icao" AS "icao", t."count" AS "count"
    FROM (
      SELECT f."aircraftId" AS "id", COUNT(*) AS "count" FROM ${completedFlightsFrom(filter)}
      WHERE f."aircraftId" IS NOT NULL GROUP BY f."aircraftId"
      ORDER BY "count" DESC, f."aircraftId" ASC LIMIT ${limitOf(limit)}
    ) t JOIN "Aircraft" k ON k."id" = t."id"
    ORDER BY t."count" DESC, k."id" ASC`);
  return rows.map((row) => ({ id: toNumber(row.id), label: row.icao ?? row.name, name: row.name, count: toNumber(row.count) }));
}

/** Directional: A→B and B→A are different routes. */
export async function topRoutes(db: Db, filter: DashboardFilter, limit = TOP_LIMIT): Promise<TopRouteEntry[]> {
  const rows = await db.$queryRaw<
    { fromId: unknown; toId: unknown; count: unknown; fromCode: string | null; fromName: string; toCode: string | null; toName: string }[]
  >(Prisma.sql`
    SELECT r."fromId" AS "fromId", r."toId" AS "toId", r."count" AS "count",
      COALESCE(o."iata", o."icao") AS "fromCode", o."name" AS "fromName",
      COALESCE(d."iata", d."icao") AS "toCode", d."name" AS "toName"
    FROM (
      SELECT f."fromId" AS "fromId", f."toId" AS "toId", COUNT(*) AS "count"
      FROM ${completedFlightsFrom(filter)}
      GROUP BY f."fromId", f."toId"
      ORDER BY "count" DESC, f."fromId" ASC, f."toId" ASC
      LIMIT ${limitOf(limit)}
    ) r
    JOIN "Airport" o ON o."id" = r."fromId"
    JOIN "Airport" d ON d."id" = r."toId"
    ORDER BY r."count" DESC, r."fromId" ASC, r."toId" ASC`);
  return rows.map((row) => ({
    fromId: toNumber(row.fromId),
    toId: toNumber(row.toId),
    label: `${row.fromCode ?? row.fromName}–${row.toCode ?? row.toName}`,
    name: `${row.fromName} → ${row.toName}`,
    count: toNumber(row.count),
  }));
}
