import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { topEntriesWith, type DimensionName } from "../ranking-sql";
import { toNumber } from "@/lib/db/sql-values";
import type { DashboardFilter } from "./dashboard-filter";
import { shortCode } from "@/lib/reference/short-code";

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

type NamedRow = { id: unknown; name: string; iata?: string | null; icao: string | null; count: unknown };

function toEntry(row: NamedRow): TopEntry {
  return { id: toNumber(row.id), label: shortCode(row), name: row.name, count: toNumber(row.count) };
}

// Each list is ranked by ranking-sql.ts from the rollups, the SQL that gives /api/stats its top entries (a list of
// one), and joins the names of its top rows only. Ties go to the smaller id (docs/contract/decisions.md).

async function rankedWithNames<Row>(db: Db, filter: DashboardFilter, name: DimensionName, limit: number, select: Prisma.Sql): Promise<Row[]> {
  return db.$queryRaw<Row[]>(Prisma.sql`${topEntriesWith(filter.userId, name, filter.now, limit)}
    ${select}`);
}

export async function topAirlines(db: Db, filter: DashboardFilter, limit = TOP_LIMIT): Promise<TopEntry[]> {
  const rows = await rankedWithNames<NamedRow>(db, filter, "al", limit, Prisma.sql`
    SELECT a."id" AS "id", a."name" AS "name", a."iata" AS "iata", a."icao" AS "icao", t.n AS "count"
    FROM alt t JOIN "Airline" a ON a."id" = t.k0
    ORDER BY t.n DESC, t.k0 ASC`);
  return rows.map(toEntry);
}

/** Each flight counts once for its origin and once for its destination. */
export async function topAirports(db: Db, filter: DashboardFilter, limit = TOP_LIMIT): Promise<TopEntry[]> {
  const rows = await rankedWithNames<NamedRow>(db, filter, "ap", limit, Prisma.sql`
    SELECT ap."id" AS "id", ap."name" AS "name", ap."iata" AS "iata", ap."icao" AS "icao", t.n AS "count"
    FROM apt t JOIN "Airport" ap ON ap."id" = t.k0
    ORDER BY t.n DESC, t.k0 ASC`);
  return rows.map(toEntry);
}

export async function topAircraft(db: Db, filter: DashboardFilter, limit = TOP_LIMIT): Promise<TopEntry[]> {
  const rows = await rankedWithNames<NamedRow>(db, filter, "ac", limit, Prisma.sql`
    SELECT k."id" AS "id", k."name" AS "name", k."icao" AS "icao", t.n AS "count"
    FROM act t JOIN "Aircraft" k ON k."id" = t.k0
    ORDER BY t.n DESC, t.k0 ASC`);
  return rows.map((row) => ({ id: toNumber(row.id), label: row.icao ?? row.name, name: row.name, count: toNumber(row.count) }));
}

/** Directional: A→B and B→A are different routes. */
export async function topRoutes(db: Db, filter: DashboardFilter, limit = TOP_LIMIT): Promise<TopRouteEntry[]> {
  const rows = await rankedWithNames<
    { fromId: unknown; toId: unknown; count: unknown; fromCode: string | null; fromName: string; toCode: string | null; toName: string }
  >(db, filter, "rt", limit, Prisma.sql`
    SELECT t.k0 AS "fromId", t.k1 AS "toId", t.n AS "count",
      COALESCE(o."iata", o."icao") AS "fromCode", o."name" AS "fromName",
      COALESCE(d."iata", d."icao") AS "toCode", d."name" AS "toName"
    FROM rtt t
    JOIN "Airport" o ON o."id" = t.k0
    JOIN "Airport" d ON d."id" = t.k1
    ORDER BY t.n DESC, t.k0 ASC, t.k1 ASC`);
  return rows.map((row) => ({
    fromId: toNumber(row.fromId),
    toId: toNumber(row.toId),
    // directional, so written with an arrow: "ZRH → VIE"
    label: `${row.fromCode ?? row.fromName} → ${row.toCode ?? row.toName}`,
    name: `${row.fromName} → ${row.toName}`,
    count: toNumber(row.count),
  }));
}
