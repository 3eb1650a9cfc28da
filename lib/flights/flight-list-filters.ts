import type { Dialect } from "@/lib/config/database-url";
import { Prisma } from "@/lib/db/prisma";
import { isStorableText } from "@/lib/storable-text";
import { airframeKeySql, WEEKDAYS, weekdayKeySql, type WeekdayName } from "./breakdown-keys";
import { completedSql } from "./completed";
import { periodMonthSql } from "./stat-period";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS, type FlightReason, type SeatClass, type SeatPosition } from "./enums";

/** The value the class, seat and reason filters take for "not recorded" (the dashboard's "unknown" slice). */
export const UNKNOWN_VALUE = "unknown";
type OrUnknown<T> = T | typeof UNKNOWN_VALUE;
const CONTINENTS = ["AF", "AN", "AS", "EU", "NA", "OC", "SA"] as const;

/** What the /flights page narrows a scope's flights to; every field optional. */
export interface FlightListFilters {
  /** airport codes, names and cities; airline codes and names; flight numbers; aircraft types; registrations; notes */
  q?: string;
  airlineId?: number;
  aircraftId?: number;
  /** the class of the scope's seat (of anyone's seat for scope all); "unknown": none or not a known class */
  seatClass?: OrUnknown<SeatClass>;
  /** the position of the same seat as the class filter */
  seat?: OrUnknown<SeatPosition>;
  reason?: OrUnknown<FlightReason>;
  year?: number;
  /** 1..12: the month of the local date at the origin, any year (flights known only to the year have none) */
  month?: number;
  /** only flights completed at the list's `now` (lib/flights/completed.ts), as every statistic counts them */
  completed?: true;
  /** an end of the flight (origin or destination) at this airport, in this country, on this continent (all given) */
  airportId?: number;
  /** ISO 3166-1 alpha-2 */
  country?: string;
  continent?: (typeof CONTINENTS)[number];
  /** the route's origin and destination (directional) */
  fromId?: number;
  toId?: number;
  /** the day of the week of the local date at the origin; "unknown": known only to the month or year */
  weekday?: OrUnknown<WeekdayName>;
  /** 0..23: the hour of departure on the origin's clock (Flight.departureHour); flights without a departure time have none */
  hour?: number;
  /** an airframe: the registration as lib/flights/breakdown-keys.ts writes it (capitals, no spaces or hyphens) */
  airframe?: string;
  /** local dates at the origin (YYYY-MM-DD), both included: a ranged dashboard's period */
  since?: string;
  until?: string;
}

const FILTER_KEYS = ["q", "airlineId", "aircraftId", "seatClass", "seat", "reason", "year", "month", "completed", "airportId", "country", "continent", "fromId", "toId", "since", "until", "weekday", "airframe", "hour"] as const;

export function hasFilters(filters: FlightListFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined && filters[key] !== "");
}

/**
 * What the list's total counts, so it equals the dashboard figure the filters came from: seats for the seat filters
 * (scope all counts every seat, guests too; one user has one seat per flight), visits for the end filters (a flight
 * counts once per end that matches: twice at its airport when origin and destination are the same, twice in a country
 * it flies within), flights otherwise.
 */
export type FlightListUnit = "flights" | "seats" | "visits";

export function flightListUnit(filters: FlightListFilters): FlightListUnit {
  if (filters.seatClass !== undefined || filters.seat !== undefined) return "seats";
  if (hasEndFilter(filters)) return "visits";
  return "flights";
}

function hasEndFilter(filters: FlightListFilters): boolean {
  return filters.airportId !== undefined || filters.country !== undefined || filters.continent !== undefined;
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
  const seatClass = oneOf(value("class"), SEAT_CLASSES);
  if (seatClass !== undefined) filters.seatClass = seatClass;
  const seat = oneOf(value("seat"), SEAT_POSITIONS);
  if (seat !== undefined) filters.seat = seat;
  const reason = oneOf(value("reason"), FLIGHT_REASONS);
  if (reason !== undefined) filters.reason = reason;
  const year = value("year");
  if (year && /^\d{4}$/.test(year)) filters.year = Number(year);
  const month = value("month");
  if (month && /^\d{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12) filters.month = Number(month);
  if (value("completed") === "1") filters.completed = true;
  const airportId = positiveInteger(value("airport"));
  if (airportId !== undefined) filters.airportId = airportId;
  const country = value("country");
  if (country && /^[A-Z]{2}$/.test(country)) filters.country = country;
  const continent = value("continent");
  if ((CONTINENTS as readonly string[]).includes(continent ?? "")) filters.continent = continent as (typeof CONTINENTS)[number];
  const fromId = positiveInteger(value("from"));
  if (fromId !== undefined) filters.fromId = fromId;
  const toId = positiveInteger(value("to"));
  if (toId !== undefined) filters.toId = toId;
  const weekday = oneOf(value("weekday"), WEEKDAYS);
  if (weekday !== undefined) filters.weekday = weekday;
  const hour = value("hour");
  if (hour && /^\d{1,2}$/.test(hour) && Number(hour) <= 23) filters.hour = Number(hour);
  const airframe = value("airframe");
  if (airframe && AIRFRAME.test(airframe) && isStorableText(airframe)) filters.airframe = airframe;
  const since = value("since");
  if (since && DAY.test(since)) filters.since = since;
  const until = value("until");
  if (until && DAY.test(until)) filters.until = until;
  return filters;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** what airframeKeySql can answer for a registration of at most 16 characters */
const AIRFRAME = /^[^\sa-z-]{1,16}$/u;

function oneOf<T extends string>(text: string | null | undefined, known: readonly T[]): OrUnknown<T> | undefined {
  if (text === UNKNOWN_VALUE) return UNKNOWN_VALUE;
  return (known as readonly string[]).includes(text ?? "") ? (text as T) : undefined;
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
 * scope's user: the class and seat filters look at that user's seat, or at any seat for scope all. `now` is the
 * instant the completed filter judges at.
 */
export function flightListFilterSql(dialect: Dialect, filters: FlightListFilters, subjectUserId: string | null, now: Date = new Date()): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (filters.q) conditions.push(searchSql(dialect, filters.q));
  if (filters.airlineId !== undefined) conditions.push(Prisma.sql`f."airlineId" = ${filters.airlineId}`);
  if (filters.aircraftId !== undefined) conditions.push(Prisma.sql`f."aircraftId" = ${filters.aircraftId}`);
  if (filters.reason) conditions.push(valueSql(`f."flightReason"`, filters.reason, FLIGHT_REASONS));
  const seats = seatConditions(filters, subjectUserId);
  if (seats) conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "Seat" c WHERE ${seats})`);
  if (filters.year !== undefined) {
    // a range of the (date, sortAt, id) index rather than a function of the column
    const year = String(filters.year).padStart(4, "0");
    conditions.push(Prisma.sql`f."date" >= ${`${year}-`} AND f."date" < ${`${year}.`}`);
  }
  // ranges of the (date, sortAt, id) index too
  if (filters.since !== undefined) conditions.push(Prisma.sql`f."date" >= ${filters.since}`);
  if (filters.until !== undefined) conditions.push(Prisma.sql`f."date" <= ${filters.until}`);
  // the per-month chart's own period (lib/flights/stat-period.ts)
  if (filters.month !== undefined) conditions.push(Prisma.sql`${Prisma.raw(periodMonthSql("f"))} = ${filters.month}`);
  if (filters.completed) conditions.push(completedSql(`f."endsAt"`, now));
  // the weekday and airframe charts' own keys (their StatBreakdown kinds)
  if (filters.weekday !== undefined) {
    const key = filters.weekday === UNKNOWN_VALUE ? "" : String(WEEKDAYS.indexOf(filters.weekday));
    conditions.push(Prisma.sql`${Prisma.raw(weekdayKeySql("f"))} = ${key}`);
  }
  if (filters.airframe !== undefined) conditions.push(Prisma.sql`${Prisma.raw(airframeKeySql("f"))} = ${filters.airframe}`);
  // the hour chart's key (StatBreakdown kind 'hour'): the stored column itself
  if (filters.hour !== undefined) conditions.push(Prisma.sql`f."departureHour" = ${filters.hour}`);
  if (filters.fromId !== undefined) conditions.push(Prisma.sql`f."fromId" = ${filters.fromId}`);
  if (filters.toId !== undefined) conditions.push(Prisma.sql`f."toId" = ${filters.toId}`);
  if (hasEndFilter(filters)) conditions.push(Prisma.sql`(${endSql(filters, "fromId")} OR ${endSql(filters, "toId")})`);
  return conditions;
}

/**
 * How many times a matching flight counts toward the list's total in its unit (flightListUnit), as SQL on a flight
 * aliased `f`: its matching seats, times its matching ends; null when each flight counts once.
 */
export function flightListWeightSql(filters: FlightListFilters, subjectUserId: string | null): Prisma.Sql | null {
  const seats = seatConditions(filters, subjectUserId);
  const seatCount = seats ? Prisma.sql`(SELECT COUNT(*) FROM "Seat" c WHERE ${seats})` : null;
  const endCount = hasEndFilter(filters)
    ? Prisma.sql`(CASE WHEN ${endSql(filters, "fromId")} THEN 1 ELSE 0 END + CASE WHEN ${endSql(filters, "toId")} THEN 1 ELSE 0 END)`
    : null;
  if (seatCount && endCount) return Prisma.sql`${seatCount} * ${endCount}`;
  return seatCount ?? endCount;
}

/** A stored value equal to `wanted`, or for "unknown" none or one outside the known values (as the breakdowns fold them). */
function valueSql(column: string, wanted: string, known: readonly string[]): Prisma.Sql {
  if (wanted !== UNKNOWN_VALUE) return Prisma.sql`${Prisma.raw(column)} = ${wanted}`;
  return Prisma.sql`(${Prisma.raw(column)} IS NULL OR ${Prisma.raw(column)} NOT IN (${Prisma.join([...known])}))`;
}

/** One seat `c` of flight `f` with the wanted class and position (the same seat), the scope's own for one user. */
function seatConditions(filters: FlightListFilters, subjectUserId: string | null): Prisma.Sql | null {
  if (filters.seatClass === undefined && filters.seat === undefined) return null;
  const parts = [Prisma.sql`c."flightId" = f."id"`];
  if (subjectUserId !== null) parts.push(Prisma.sql`c."userId" = ${subjectUserId}`);
  if (filters.seatClass !== undefined) parts.push(valueSql(`c."seatClass"`, filters.seatClass, SEAT_CLASSES));
  if (filters.seat !== undefined) parts.push(valueSql(`c."seat"`, filters.seat, SEAT_POSITIONS));
  return Prisma.join(parts, " AND ");
}

/** The flight's origin or destination matches every end filter (an airport id alone stays on the fromId/toId index). */
function endSql(filters: FlightListFilters, side: "fromId" | "toId"): Prisma.Sql {
  const column = Prisma.raw(`f."${side}"`);
  if (filters.country === undefined && filters.continent === undefined) return Prisma.sql`${column} = ${filters.airportId}`;
  const parts: Prisma.Sql[] = [];
  if (filters.airportId !== undefined) parts.push(Prisma.sql`e."id" = ${filters.airportId}`);
  if (filters.country !== undefined) parts.push(Prisma.sql`e."country" = ${filters.country}`);
  if (filters.continent !== undefined) parts.push(Prisma.sql`e."continent" = ${filters.continent}`);
  return Prisma.sql`${column} IN (SELECT e."id" FROM "Airport" e WHERE ${Prisma.join(parts, " AND ")})`;
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
