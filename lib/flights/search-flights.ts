import type { Db } from "@/lib/db/client";
import { containsInsensitive } from "@/lib/db/contains-insensitive";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { toNumber, type SqlRow } from "@/lib/db/sql-values";
import { scopeFlightWhere, type AuthorizedScope } from "@/lib/scope/authorized-scope";
import { formatInstant } from "@/lib/time/zoned";
import { visibleFlightsWhere } from "./visibility";

export const FLIGHT_SORTS = ["newest", "oldest", "distance", "duration"] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface SearchFlightsOptions {
  scope: AuthorizedScope;
  /** matches airport codes, names and cities, airline codes and names, flight numbers */
  q?: string;
  year?: number;
  sort?: FlightSort;
  /** 1-based */
  page?: number;
  pageSize?: number;
  now?: Date;
}

export interface FlightListAirport {
  id: number;
  code: string;
  name: string;
  municipality: string | null;
}

export interface FlightListItem {
  id: number;
  date: string;
  datePrecision: string;
  /** local departure at the origin, "YYYY-MM-DDTHH:mm…+hh:mm"; null when unknown */
  departure: string | null;
  from: FlightListAirport;
  to: FlightListAirport;
  airline: { code: string; name: string } | null;
  flightNumber: string | null;
  aircraft: string | null;
  distanceKm: number;
  durationSeconds: number | null;
  /** not over yet at `now` */
  upcoming: boolean;
}

export interface FlightSearchResult {
  flights: FlightListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const ORDER: Record<FlightSort, Prisma.FlightOrderByWithRelationInput[]> = {
  newest: [{ sortAt: "desc" }, { id: "desc" }],
  oldest: [{ sortAt: "asc" }, { id: "asc" }],
  distance: [{ distanceKm: "desc" }, { id: "desc" }],
  duration: [{ durationSeconds: { sort: "desc", nulls: "last" } }, { id: "desc" }],
};

function searchWhere(db: Db, q: string): Prisma.FlightWhereInput {
  const text = containsInsensitive(db, q);
  const code = q.toUpperCase();
  const airport: Prisma.AirportWhereInput = {
    OR: [{ iata: code }, { icao: code }, { name: text }, { municipality: text }],
  };
  const compact = q.replace(/\s+/g, "");
  return {
    OR: [
      { from: airport },
      { to: airport },
      { airline: { OR: [{ iata: code }, { icao: code }, { name: text }] } },
      { flightNumber: containsInsensitive(db, compact) },
    ],
  };
}

function displayCode(airport: { iata: string | null; icao: string | null; name: string }): string {
  return airport.iata ?? airport.icao ?? airport.name;
}

/**
 * One page of a scope's flights, filtered and sorted in the database (fast at tens of thousands of flights).
 * The scope was authorized once (authorizeScope); its caller's visibility rule is part of the WHERE clause.
 */
export async function searchFlights(db: Db, options: SearchFlightsOptions): Promise<FlightSearchResult> {
  const now = options.now ?? new Date();
  const pageSize = Math.min(Math.max(1, Math.trunc(options.pageSize ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE);
  const q = options.q?.trim().slice(0, 100) ?? "";
  const conditions: Prisma.FlightWhereInput[] = [scopeFlightWhere(options.scope), visibleFlightsWhere(options.scope.principal)];
  if (q) conditions.push(searchWhere(db, q));
  if (options.year !== undefined && Number.isInteger(options.year)) {
    conditions.push({ date: { startsWith: `${String(options.year).padStart(4, "0")}-` } });
  }
  const where: Prisma.FlightWhereInput = { AND: conditions };
  const total = await db.flight.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1)), pageCount);
  const rows = await db.flight.findMany({
    where,
    orderBy: ORDER[options.sort ?? "newest"],
    skip: (page - 1) * pageSize,
    take: pageSize,
    select: {
      id: true,
      date: true,
      datePrecision: true,
      departure: true,
      flightNumber: true,
      distanceKm: true,
      durationSeconds: true,
      endsAt: true,
      from: { select: { id: true, iata: true, icao: true, name: true, municipality: true, tz: true } },
      to: { select: { id: true, iata: true, icao: true, name: true, municipality: true } },
      airline: { select: { iata: true, icao: true, name: true } },
      aircraft: { select: { icao: true } },
    },
  });
  const flights = rows.map((row) => ({
    id: row.id,
    date: row.date,
    datePrecision: row.datePrecision,
    departure: row.departure ? formatInstant(row.departure, row.from.tz) : null,
    from: { id: row.from.id, code: displayCode(row.from), name: row.from.name, municipality: row.from.municipality },
    to: { id: row.to.id, code: displayCode(row.to), name: row.to.name, municipality: row.to.municipality },
    airline: row.airline ? { code: row.airline.iata ?? row.airline.icao ?? "", name: row.airline.name } : null,
    flightNumber: row.flightNumber,
    aircraft: row.aircraft?.icao ?? null,
    distanceKm: row.distanceKm,
    durationSeconds: row.durationSeconds,
    upcoming: row.endsAt.getTime() > now.getTime(),
  }));
  return { flights, total, page, pageSize, pageCount };
}

/** The years (newest first) in which the scope has flights, for the year filter. One GROUP BY. */
export async function flightYears(db: Db, scope: AuthorizedScope): Promise<number[]> {
  const userId = scope.subjectUserId;
  const mine = userId === null ? Prisma.empty : Prisma.sql`WHERE EXISTS (SELECT 1 FROM "Seat" s WHERE s."flightId" = f."id" AND s."userId" = ${userId})`;
  const rows = await db.$queryRaw<SqlRow[]>(Prisma.sql`
    SELECT SUBSTR(f."date", 1, 4) AS "year" FROM "Flight" f ${mine} GROUP BY SUBSTR(f."date", 1, 4) ORDER BY "year" DESC`);
  return rows.map((row) => toNumber(row.year)).filter(Number.isFinite);
}
