import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import type { Principal } from "@/lib/auth/principal";
import { completedSql } from "./completed";
import { isNull, toDate, toNullableDate, toNullableText, toNumber, toText, type SqlRow } from "@/lib/db/sql-values";
import type { AirportSource, FlightSource, SeatSource } from "./flight-body";
import { visibleFlightIdSql, visibleInScopeSql } from "./visibility";

/**
 * Flights with their airports, airline, aircraft and seats in one statement (one row per seat), the
 * visibility rule in the WHERE clause. Prisma's `include` takes a round trip per relation and passes every
 * flight id as a parameter (too many for a long list); this is the hot path of /api/flight/get and /list.
 */

/** One flight by id, or null when missing or not visible. */
export async function readVisibleFlight(db: Db, principal: Principal, id: number): Promise<FlightSource | null> {
  const rows = await db.$queryRaw<SqlRow[]>`
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
  /** only flights whose updatedAt is at or after this instant (the change feed, lib/flights/change-feed.ts) */
  changedSince?: Date;
  /** only flights completed at this instant (lib/flights/completed.ts): a share page without its upcoming flights */
  completedBy?: Date;
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
  const rows = await db.$queryRaw<SqlRow[]>`
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
    ? Prisma.sql`AND (f."sortAt", f."id") ${beyond} (${page.after.sortAt}, ${page.after.id})`
    : Prisma.empty;
  const changed = page.changedSince ? Prisma.sql`AND f."updatedAt" >= ${page.changedSince}` : Prisma.empty;
  const completed = page.completedBy ? Prisma.sql`AND ${completedSql(`f."endsAt"`, page.completedBy)}` : Prisma.empty;
  return Prisma.sql`SELECT f."id" AS "pickedId" ${owned} ${after} ${changed} ${completed}
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

/**
 * Folds the rows of one statement (one per seat, a flight's rows adjacent) into flights, keeping their order:
 * `toFlight` reads a flight from its first row, `toSeat` each seat. Shared with the export's reader.
 */
export function foldSeatRows<F extends { id: number; seats: S[] }, S>(rows: SqlRow[], toFlight: (row: SqlRow, id: number) => F, toSeat: (row: SqlRow) => S): F[] {
  const flights: F[] = [];
  let current: F | undefined;
  for (const row of rows) {
    const id = toNumber(row.id);
    if (!current || current.id !== id) {
      current = toFlight(row, id);
      flights.push(current);
    }
    if (!isNull(row.seatId)) current.seats.push(toSeat(row));
  }
  return flights;
}

function toFlights(rows: SqlRow[]): ListedFlight[] {
  return foldSeatRows(rows, toFlight, seatColumns);
}

/** A seat's columns (s."userId" AS "seatUserId", …). */
export function seatColumns(row: SqlRow): SeatSource {
  return {
    userId: toNullableText(row.seatUserId),
    guestName: toNullableText(row.seatGuestName),
    seat: toNullableText(row.seatSeat),
    seatNumber: toNullableText(row.seatNumber),
    seatClass: toNullableText(row.seatClass),
  };
}

/**
 * A flight from its first row (the columns of COLUMNS), shared with the export's reader, which adds its own fields.
 * Written out rather than spread from smaller pieces: a list reads every flight of a scope, and spreading each row's
 * objects into new ones doubled the time to read and serialize them (and the garbage left behind).
 */
export function toFlight(row: SqlRow, id: number): ListedFlight {
  return {
    id,
    position: { sortAt: toDate(row.sortAt), id },
    date: toText(row.date),
    datePrecision: toText(row.datePrecision),
    departure: toNullableDate(row.departure),
    arrival: toNullableDate(row.arrival),
    flightNumber: toNullableText(row.flightNumber),
    aircraftReg: toNullableText(row.aircraftReg),
    flightReason: toNullableText(row.flightReason),
    notes: toNullableText(row.notes) ?? "",
    from: airport(row, "from"),
    to: airport(row, "to"),
    airline: isNull(row.airlineId)
      ? null
      : { id: toNumber(row.airlineId), name: toText(row.airlineName), icao: toNullableText(row.airlineIcao), iata: toNullableText(row.airlineIata) },
    aircraft: isNull(row.aircraftId) ? null : { id: toNumber(row.aircraftId), name: toText(row.aircraftName), icao: toText(row.aircraftIcao) },
    seats: [],
  };
}

/** One side's airport (fa."id" AS "fromId", …), shared with the export's reader. */
export function airport(row: SqlRow, side: "from" | "to"): AirportSource {
  const column = (name: string) => row[`${side}${name}`];
  return {
    id: toNumber(column("Id")),
    icao: toNullableText(column("Icao")),
    iata: toNullableText(column("Iata")),
    name: toText(column("Name")),
    tz: toText(column("Tz")),
    lat: toNumber(column("Lat")),
    lon: toNumber(column("Lon")),
    type: toText(column("Type")),
    continent: toText(column("Continent")),
    country: toText(column("Country")),
  };
}
