import type { Dialect } from "@/lib/db/database-url";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { isStorableText } from "@/lib/storable-text";
import { FLIGHT_REASONS, SEAT_CLASSES, type FlightReason, type SeatClass } from "./enums";

/** What the /flights page narrows a scope's flights to; every field optional. */
export interface FlightListFilters {
  /** airport codes, names and cities; airline codes and names; flight numbers; aircraft types; registrations; notes */
  q?: string;
  airlineId?: number;
  aircraftId?: number;
  /** the class of the scope's seat (of anyone's seat for scope all) */
  seatClass?: SeatClass;
  reason?: FlightReason;
  year?: number;
}

export function hasFilters(filters: FlightListFilters): boolean {
  return Boolean(filters.q) || [filters.airlineId, filters.aircraftId, filters.seatClass, filters.reason, filters.year].some((value) => value !== undefined);
}

/** The filters of a query string; anything malformed is left out (a list page never fails on its URL). */
export function parseFlightListFilters(value: (name: string) => string | null | undefined): FlightListFilters {
  const filters: FlightListFilters = {};
  const q = value("q")?.trim().slice(0, 100);
  // text nothing stored can hold (NUL, an unpaired surrogate) is malformed too
  if (q && isStorableText(q)) filters.q = q;
  const airlineId = positiveInteger(value("airline"));
  if (airlineId !== undefined) filters.airlineId = airlineId;
  const aircraftId = positiveInteger(value("aircraft"));
  if (aircraftId !== undefined) filters.aircraftId = aircraftId;
  const seatClass = value("class");
  if ((SEAT_CLASSES as readonly string[]).includes(seatClass ?? "")) filters.seatClass = seatClass as SeatClass;
  const reason = value("reason");
  if ((FLIGHT_REASONS as readonly string[]).includes(reason ?? "")) filters.reason = reason as FlightReason;
  const year = value("year");
  if (year && /^\d{4}$/.test(year)) filters.year = Number(year);
  return filters;
}

/** The filters as query parameters (the inverse of parseFlightListFilters). */
export function flightListFilterParams(filters: FlightListFilters): [string, string][] {
  const params: [string, string][] = [];
  if (filters.q) params.push(["q", filters.q]);
  if (filters.airlineId !== undefined) params.push(["airline", String(filters.airlineId)]);
  if (filters.aircraftId !== undefined) params.push(["aircraft", String(filters.aircraftId)]);
  if (filters.seatClass) params.push(["class", filters.seatClass]);
  if (filters.reason) params.push(["reason", filters.reason]);
  if (filters.year !== undefined) params.push(["year", String(filters.year)]);
  return params;
}

function positiveInteger(text: string | null | undefined): number | undefined {
  return text && /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

/** `%text%` for LIKE … ESCAPE '\', the text's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filters as SQL conditions on a flight aliased `f` (joined with AND by the caller). `subjectUserId` is the
 * scope's user: the class filter looks at that user's seat, or at any seat for scope all.
 */
export function flightListFilterSql(dialect: Dialect, filters: FlightListFilters, subjectUserId: string | null): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (filters.q) conditions.push(searchSql(dialect, filters.q));
  if (filters.airlineId !== undefined) conditions.push(Prisma.sql`f."airlineId" = ${filters.airlineId}`);
  if (filters.aircraftId !== undefined) conditions.push(Prisma.sql`f."aircraftId" = ${filters.aircraftId}`);
  if (filters.reason) conditions.push(Prisma.sql`f."flightReason" = ${filters.reason}`);
  if (filters.seatClass) {
    const whose = subjectUserId === null ? Prisma.empty : Prisma.sql`AND c."userId" = ${subjectUserId}`;
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "Seat" c WHERE c."flightId" = f."id" AND c."seatClass" = ${filters.seatClass} ${whose})`);
  }
  if (filters.year !== undefined) {
    // a range of the (date, sortAt, id) index rather than a function of the column
    const year = String(filters.year).padStart(4, "0");
    conditions.push(Prisma.sql`f."date" >= ${`${year}-`} AND f."date" < ${`${year}.`}`);
  }
  return conditions;
}

/** Text search: codes match exactly (any case), names, numbers, registrations and notes contain the text. */
function searchSql(dialect: Dialect, q: string): Prisma.Sql {
  const like = Prisma.raw(dialect === "postgresql" ? "ILIKE" : "LIKE");
  const contains = (column: string, text: string) => Prisma.sql`${Prisma.raw(column)} ${like} ${containsPattern(text)} ESCAPE '\\'`;
  const code = q.toUpperCase();
  const compact = q.replace(/\s+/g, "");
  const airports = Prisma.sql`SELECT a."id" FROM "Airport" a WHERE a."iata" = ${code} OR a."icao" = ${code} OR ${contains('a."name"', q)} OR ${contains('a."municipality"', q)}`;
  const airlines = Prisma.sql`SELECT l."id" FROM "Airline" l WHERE l."iata" = ${code} OR l."icao" = ${code} OR ${contains('l."name"', q)}`;
  const aircraft = Prisma.sql`SELECT t."id" FROM "Aircraft" t WHERE t."icao" = ${code} OR ${contains('t."name"', q)}`;
  return Prisma.sql`(f."fromId" IN (${airports}) OR f."toId" IN (${airports}) OR f."airlineId" IN (${airlines})
    OR f."aircraftId" IN (${aircraft}) OR ${contains('f."flightNumber"', compact)} OR ${contains('f."aircraftReg"', q)}
    OR ${contains('f."notes"', q)})`;
}
