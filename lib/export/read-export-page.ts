import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import type { Principal } from "@/lib/auth/principal";
import { isNull, toBoolean, toNullableNumber, toNullableText, toNumber, toText, type SqlRow } from "@/lib/db/sql-values";
import {
  airport as listedAirport,
  FLIGHT_JOINS,
  flightOrderSql,
  foldSeatRows,
  pickedFlightIdsSql,
  seatColumns,
  toFlight as listedFlight,
  type FlightPage,
  type ListPosition,
} from "@/lib/flights/read-flight";

/**
 * One page of an export in one statement (one row per seat), like the flight list's reader: Prisma's `include`
 * takes a query per relation and costs several times as much CPU, all of it holding the event loop on SQLite.
 */

export interface ExportAirport {
  id: number;
  ident: string;
  icao: string | null;
  iata: string | null;
  name: string;
  tz: string;
  municipality: string | null;
  lat: number;
  lon: number;
  type: string;
  continent: string;
  country: string;
  custom: boolean;
}

export interface ExportSeat {
  userId: string | null;
  guestName: string | null;
  seat: string | null;
  seatNumber: string | null;
  seatClass: string | null;
  user: { username: string; displayName: string } | null;
}

export interface ExportFlight {
  id: number;
  position: ListPosition;
  date: string;
  datePrecision: string;
  departure: Date | null;
  arrival: Date | null;
  durationSeconds: number | null;
  distanceKm: number;
  flightNumber: string | null;
  aircraftReg: string | null;
  flightReason: string | null;
  notes: string;
  from: ExportAirport;
  to: ExportAirport;
  airline: { id: number; icao: string | null; iata: string | null; name: string } | null;
  aircraft: { id: number; icao: string; name: string } | null;
  seats: ExportSeat[];
}

const COLUMNS = Prisma.sql`f."id", f."sortAt", f."date", f."datePrecision", f."departure", f."arrival", f."durationSeconds",
  f."distanceKm", f."flightNumber", f."aircraftReg", f."flightReason", f."notes",
  fa."id" AS "fromId", fa."ident" AS "fromIdent", fa."icao" AS "fromIcao", fa."iata" AS "fromIata", fa."name" AS "fromName", fa."tz" AS "fromTz",
  fa."municipality" AS "fromMunicipality", fa."lat" AS "fromLat", fa."lon" AS "fromLon", fa."type" AS "fromType", fa."continent" AS "fromContinent",
  fa."country" AS "fromCountry", fa."custom" AS "fromCustom",
  ta."id" AS "toId", ta."ident" AS "toIdent", ta."icao" AS "toIcao", ta."iata" AS "toIata", ta."name" AS "toName", ta."tz" AS "toTz",
  ta."municipality" AS "toMunicipality", ta."lat" AS "toLat", ta."lon" AS "toLon", ta."type" AS "toType", ta."continent" AS "toContinent",
  ta."country" AS "toCountry", ta."custom" AS "toCustom",
  al."id" AS "airlineId", al."icao" AS "airlineIcao", al."iata" AS "airlineIata", al."name" AS "airlineName",
  ac."id" AS "aircraftId", ac."icao" AS "aircraftIcao", ac."name" AS "aircraftName",
  s."id" AS "seatId", s."userId" AS "seatUserId", s."guestName" AS "seatGuestName", s."seat" AS "seatSeat",
  s."seatNumber" AS "seatNumber", s."seatClass" AS "seatClass", u."username" AS "seatUsername", u."displayName" AS "seatDisplayName"`;

/** The visible flights of one user (or everyone: null), one page in the page's order. */
export async function readExportPage(db: Db, principal: Principal, userId: string | null, page: FlightPage): Promise<ExportFlight[]> {
  const rows = await db.$queryRaw<SqlRow[]>`
WITH picked AS (${pickedFlightIdsSql(principal, userId, page)})
SELECT ${COLUMNS}
FROM picked p JOIN "Flight" f ON f."id" = p."pickedId" ${FLIGHT_JOINS}
LEFT JOIN "User" u ON u."id" = s."userId"
ORDER BY ${flightOrderSql(page)}, s."id" ASC`;
  return foldSeatRows(rows, toFlight, toSeat);
}

// The list's decoders, with the export's fields added in place: every object gets them in the same order, so they
// keep one shape (spreading each row into new objects cost twice the time on a whole log).
function toFlight(row: SqlRow, id: number): ExportFlight {
  const flight = listedFlight(row, id) as unknown as ExportFlight;
  flight.durationSeconds = toNullableNumber(row.durationSeconds);
  flight.distanceKm = toNumber(row.distanceKm);
  flight.from = exportAirport(row, "from");
  flight.to = exportAirport(row, "to");
  return flight;
}

function toSeat(row: SqlRow): ExportSeat {
  const seat = seatColumns(row) as ExportSeat;
  seat.user = isNull(row.seatUsername) ? null : { username: toText(row.seatUsername), displayName: toText(row.seatDisplayName) };
  return seat;
}

function exportAirport(row: SqlRow, side: "from" | "to"): ExportAirport {
  const column = (name: string) => row[`${side}${name}`];
  const airport = listedAirport(row, side) as ExportAirport;
  airport.ident = toText(column("Ident"));
  airport.municipality = toNullableText(column("Municipality"));
  airport.custom = toBoolean(column("Custom"));
  return airport;
}
