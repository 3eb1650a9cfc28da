import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Principal } from "@/lib/auth/principal";
import type { AirportSource, FlightSource } from "./flight-body";
import { visibleFlightIdSql, visibleInScopeSql } from "./visibility";

/**
 * Flights with their airports, airline, aircraft and seats in one statement (one row per seat), the
 * visibility rule in the WHERE clause. Prisma's `include` takes a round trip per relation and passes every
 * flight id as a parameter (too many for a long list); this is the hot path of /api/flight/get and /list.
 */

/** One flight by id, or null when missing or not visible. */
export async function readVisibleFlight(db: Db, principal: Principal, id: number): Promise<FlightSource | null> {
  const rows = await db.$queryRaw<Row[]>`
WITH picked AS MATERIALIZED (${visibleFlightIdSql(principal, id)})
SELECT ${COLUMNS}
FROM picked p JOIN "Flight" f ON f."id" = p."pickedId" ${FLIGHT_JOINS}
ORDER BY s."id" ASC`;
  return toFlights(rows)[0] ?? null;
}

export interface FlightPage {
  take?: number;
  skip?: number;
  /** keyset paging: only flights after this one in the page's order */
  after?: ListPosition;
  /** oldest first (the export's order); newest first when omitted (the list's) */
  ascending?: boolean;
}

/** Where a flight stands in the list's order (sortAt, then id). */
export interface ListPosition {
  sortAt: Date;
  id: number;
}

export type ListedFlight = FlightSource & { position: ListPosition };

/**
 * The visible flights of one user (`userId`), or of everyone (null), by sortAt then id: newest first unless
 * `ascending`. The user's flights are found through Seat(userId, flightId), then sorted.
 */
export async function readVisibleFlights(db: Db, principal: Principal, userId: string | null, page: FlightPage = {}): Promise<ListedFlight[]> {
  const rows = await db.$queryRaw<Row[]>`
WITH picked AS (${pickedFlightIdsSql(principal, userId, page)})
SELECT ${COLUMNS}
FROM picked p JOIN "Flight" f ON f."id" = p."pickedId" ${FLIGHT_JOINS}
ORDER BY ${flightOrderSql(page)}, s."id" ASC`;
  return toFlights(rows);
}

/**
 * The ids (column "pickedId") of one page of the visible flights of one user (`userId`) or of everyone (null), in
 * the page's order. Shared by the list and the export, so both apply the same scope and visibility rule.
 */
export function pickedFlightIdsSql(principal: Principal, userId: string | null, page: FlightPage): Prisma.Sql {
  const visible = visibleInScopeSql(principal, userId);
  const owned =
    userId === null
      ? Prisma.sql`FROM "Flight" f WHERE ${visible}`
      : Prisma.sql`FROM "Seat" o JOIN "Flight" f ON f."id" = o."flightId" WHERE o."userId" = ${userId} AND ${visible}`;
  const take = page.take ?? 2_147_483_647;
  const skip = page.skip ?? 0;
  const beyond = page.ascending ? Prisma.raw(">") : Prisma.raw("<");
  const after = page.after
    ? Prisma.sql`AND (f."sortAt" ${beyond} ${page.after.sortAt} OR (f."sortAt" = ${page.after.sortAt} AND f."id" ${beyond} ${page.after.id}))`
    : Prisma.empty;
  return Prisma.sql`SELECT f."id" AS "pickedId" ${owned} ${after}
  ORDER BY ${flightOrderSql(page)}
  LIMIT ${take} OFFSET ${skip}`;
}

/** The page's order on a flight aliased `f`. */
export function flightOrderSql(page: FlightPage): Prisma.Sql {
  return page.ascending ? Prisma.sql`f."sortAt" ASC, f."id" ASC` : Prisma.sql`f."sortAt" DESC, f."id" DESC`;
}

const COLUMNS = Prisma.sql`f."id", f."sortAt", f."date", f."datePrecision", f."departure", f."arrival", f."flightNumber", f."aircraftReg",
  f."flightReason", f."notes",
  fa."id" AS "fromId", fa."icao" AS "fromIcao", fa."iata" AS "fromIata", fa."name" AS "fromName", fa."lat" AS "fromLat",
  fa."lon" AS "fromLon", fa."type" AS "fromType", fa."continent" AS "fromContinent", fa."country" AS "fromCountry", fa."tz" AS "fromTz",
  ta."id" AS "toId", ta."icao" AS "toIcao", ta."iata" AS "toIata", ta."name" AS "toName", ta."lat" AS "toLat",
  ta."lon" AS "toLon", ta."type" AS "toType", ta."continent" AS "toContinent", ta."country" AS "toCountry", ta."tz" AS "toTz",
  al."id" AS "airlineId", al."icao" AS "airlineIcao", al."iata" AS "airlineIata", al."name" AS "airlineName",
  ac."id" AS "aircraftId", ac."icao" AS "aircraftIcao", ac."name" AS "aircraftName",
  s."id" AS "seatId", s."userId" AS "seatUserId", s."guestName" AS "seatGuestName", s."seat" AS "seatSeat",
  s."seatNumber" AS "seatNumber", s."seatClass" AS "seatClass"`;

export const FLIGHT_JOINS = Prisma.sql`
JOIN "Airport" fa ON fa."id" = f."fromId"
JOIN "Airport" ta ON ta."id" = f."toId"
LEFT JOIN "Airline" al ON al."id" = f."airlineId"
LEFT JOIN "Aircraft" ac ON ac."id" = f."aircraftId"
LEFT JOIN "Seat" s ON s."flightId" = f."id"`;

/** Column values as the driver returns them (PostgreSQL and SQLite differ in integer types). */
export type Row = Record<string, unknown>;

/** Folds the rows (one per seat, a flight's rows adjacent) into flights, keeping their order. */
function toFlights(rows: Row[]): ListedFlight[] {
  const flights: ListedFlight[] = [];
  let current: ListedFlight | undefined;
  for (const row of rows) {
    const id = Number(row.id);
    if (!current || current.id !== id) {
      current = toFlight(row, id);
      flights.push(current);
    }
    if (row.seatId !== null && row.seatId !== undefined) {
      current.seats.push({
        userId: text(row.seatUserId),
        guestName: text(row.seatGuestName),
        seat: text(row.seatSeat),
        seatNumber: text(row.seatNumber),
        seatClass: text(row.seatClass),
      });
    }
  }
  return flights;
}

function toFlight(row: Row, id: number): ListedFlight {
  return {
    id,
    position: { sortAt: date(row.sortAt) ?? new Date(Number.NaN), id },
    date: String(row.date),
    datePrecision: String(row.datePrecision),
    departure: date(row.departure),
    arrival: date(row.arrival),
    flightNumber: text(row.flightNumber),
    aircraftReg: text(row.aircraftReg),
    flightReason: text(row.flightReason),
    notes: text(row.notes) ?? "",
    from: airport(row, "from"),
    to: airport(row, "to"),
    airline: isNull(row.airlineId)
      ? null
      : { id: Number(row.airlineId), name: String(row.airlineName), icao: text(row.airlineIcao), iata: text(row.airlineIata) },
    aircraft: isNull(row.aircraftId) ? null : { id: Number(row.aircraftId), name: String(row.aircraftName), icao: String(row.aircraftIcao) },
    seats: [],
  };
}

function isNull(value: unknown): boolean {
  return value === null || value === undefined;
}

export function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function date(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}

function airport(row: Row, side: "from" | "to"): AirportSource {
  const column = (name: string) => row[`${side}${name}`];
  return {
    id: Number(column("Id")),
    icao: text(column("Icao")),
    iata: text(column("Iata")),
    name: String(column("Name")),
    lat: Number(column("Lat")),
    lon: Number(column("Lon")),
    type: String(column("Type")),
    continent: String(column("Continent")),
    country: String(column("Country")),
    tz: String(column("Tz")),
  };
}
