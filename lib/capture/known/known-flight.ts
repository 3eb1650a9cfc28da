import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import type { Principal } from "@/lib/auth/principal";
import { isNull, toNullableDate, toNullableText, toNumber, toText, type SqlRow } from "@/lib/db/sql-values";
import { visibleInScopeSql } from "@/lib/flights/visibility";
import { arrivalDayOffset } from "@/lib/time/arrival-day-offset";
import { formatInstant } from "@/lib/time/zoned";
import { flightNumberKey, flightNumberSpellings, flightNumberSql } from "./flight-number-key";
import { KNOWN_FIELDS, type KnownField } from "./known-fields";

/** What the user's own most recent flight with a flight number says about the next one. */
export interface KnownFlight {
  /** the flight number as one key (flight-number-key.ts): "LH400" */
  flightNumber: string;
  /** the flight it was taken from, and its local date, for a form to name */
  sourceFlightId: number;
  sourceDate: string;
  /** airport codes: IATA, else ICAO */
  from: string;
  to: string;
  /** the airline's IATA code, else ICAO; null when the flight has none */
  airline: string | null;
  /** the aircraft type's ICAO designator */
  aircraft: string | null;
  /** "HH:MM" on the origin's clock and on the destination's */
  departureTime: string | null;
  arrivalTime: string | null;
  /** the arrival's local date minus the departure's (1: the next day); null without both times */
  arrivalDayOffset: number | null;
  /** the fields this flight fills (those it knows) */
  filled: KnownField[];
}

/** A flight of the user's, as a same-flight check finds it. */
export interface SameFlightQuery {
  /** local date at the origin, "YYYY-MM-DD" */
  date: string;
  /** airport codes, IATA or ICAO */
  from: string;
  to: string;
  flightNumber: string;
}

/**
 * The flights read here: those on which `principal` holds a seat (their own, and those shared with them by a seat),
 * never another account's, whatever the role; the visibility rule stays in the WHERE clause. The flight number is
 * matched through the index on flightNumberSql, so a big log costs a few rows.
 */
function ownFlightsWithNumberSql(principal: Principal, key: string, joins: Prisma.Sql = Prisma.empty): Prisma.Sql {
  const spellings = flightNumberSpellings(key);
  return Prisma.sql`FROM "Flight" f
JOIN "Seat" o ON o."flightId" = f."id" AND o."userId" = ${principal.userId}
JOIN "Airport" fa ON fa."id" = f."fromId"
JOIN "Airport" ta ON ta."id" = f."toId" ${joins}
WHERE ${Prisma.raw(flightNumberSql("f"))} IN (${Prisma.join(spellings)}) AND ${visibleInScopeSql(principal, principal.userId)}`;
}

/**
 * The route, airline, aircraft type and local times of the user's most recent flight (by departure, else date) with
 * this flight number, however it is spelled ("LH 400", "lh400", "LH0400"); null when they have none.
 */
export async function findKnownFlight(db: Db, principal: Principal, flightNumber: string): Promise<KnownFlight | null> {
  const key = flightNumberKey(flightNumber);
  if (key === null) return null;
  const rows = await db.$queryRaw<SqlRow[]>(knownFlightSql(principal, key));
  return rows[0] ? knownFlightOf(key, rows[0]) : null;
}

/** The statement of findKnownFlight, for a flight number's key (exported for its plan test). */
export function knownFlightSql(principal: Principal, key: string): Prisma.Sql {
  return Prisma.sql`
SELECT f."id", f."date", f."departure", f."arrival", fa."iata" AS "fromIata", fa."icao" AS "fromIcao", fa."tz" AS "fromTz",
  ta."iata" AS "toIata", ta."icao" AS "toIcao", ta."tz" AS "toTz", al."iata" AS "airlineIata", al."icao" AS "airlineIcao",
  ac."icao" AS "aircraftIcao"
${ownFlightsWithNumberSql(principal, key, Prisma.sql`LEFT JOIN "Airline" al ON al."id" = f."airlineId" LEFT JOIN "Aircraft" ac ON ac."id" = f."aircraftId"`)}
ORDER BY f."sortAt" DESC, f."id" DESC
LIMIT 1`;
}

function knownFlightOf(key: string, row: SqlRow): KnownFlight {
  const departure = localIso(row.departure, row.fromTz);
  const arrival = localIso(row.arrival, row.toTz);
  const known: Omit<KnownFlight, "filled"> = {
    flightNumber: key,
    sourceFlightId: toNumber(row.id),
    sourceDate: toText(row.date),
    from: codeOf(row.fromIata, row.fromIcao) ?? "",
    to: codeOf(row.toIata, row.toIcao) ?? "",
    airline: codeOf(row.airlineIata, row.airlineIcao),
    aircraft: toNullableText(row.aircraftIcao),
    departureTime: departure?.slice(11, 16) ?? null,
    arrivalTime: arrival?.slice(11, 16) ?? null,
    arrivalDayOffset: arrivalDayOffset(departure, arrival),
  };
  return { ...known, filled: KNOWN_FIELDS.filter((field) => known[field] !== null && known[field] !== "") };
}

/** An instant written in its airport's zone ("2024-03-31T10:05:00.000+02:00"), null for none. */
function localIso(value: unknown, tz: unknown): string | null {
  const instant = toNullableDate(value);
  return instant === null ? null : formatInstant(instant, toText(tz));
}

function codeOf(iata: unknown, icao: unknown): string | null {
  return toNullableText(iata) ?? toNullableText(icao);
}

/**
 * The user's own flight on that local date, between those airports, with that flight number (any spelling), so a
 * form can offer to open it rather than log it twice; null when there is none. The oldest such flight when several.
 */
export async function findSameFlight(db: Pick<Db, "$queryRaw">, principal: Principal, query: SameFlightQuery): Promise<{ id: number } | null> {
  const key = flightNumberKey(query.flightNumber);
  if (key === null) return null;
  const from = query.from.trim().toUpperCase();
  const to = query.to.trim().toUpperCase();
  const rows = await db.$queryRaw<SqlRow[]>`
SELECT f."id"
${ownFlightsWithNumberSql(principal, key)}
  AND f."date" = ${query.date} AND f."datePrecision" = 'day'
  AND (fa."iata" = ${from} OR fa."icao" = ${from}) AND (ta."iata" = ${to} OR ta."icao" = ${to})
ORDER BY f."id" ASC
LIMIT 1`;
  return rows[0] && !isNull(rows[0].id) ? { id: toNumber(rows[0].id) } : null;
}
