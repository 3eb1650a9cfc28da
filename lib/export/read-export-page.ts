import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Principal } from "@/lib/auth/principal";
import { date, FLIGHT_JOINS, flightOrderSql, pickedFlightIdsSql, text, type FlightPage, type ListPosition, type Row } from "@/lib/flights/read-flight";

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
  ta."id" AS "toId", ta."ident" AS "toIdent", ta."icao" AS "toIcao", ta."iata" AS "toIata", ta."name" AS "toName", ta."tz" AS "toTz",
  al."id" AS "airlineId", al."icao" AS "airlineIcao", al."iata" AS "airlineIata", al."name" AS "airlineName",
  ac."id" AS "aircraftId", ac."icao" AS "aircraftIcao", ac."name" AS "aircraftName",
  s."id" AS "seatId", s."userId" AS "seatUserId", s."guestName" AS "seatGuestName", s."seat" AS "seatSeat",
  s."seatNumber" AS "seatNumber", s."seatClass" AS "seatClass", u."username" AS "seatUsername", u."displayName" AS "seatDisplayName"`;

/** The visible flights of one user (or everyone: null), one page in the page's order. */
export async function readExportPage(db: Db, principal: Principal, userId: string | null, page: FlightPage): Promise<ExportFlight[]> {
  const rows = await db.$queryRaw<Row[]>`
WITH picked AS (${pickedFlightIdsSql(principal, userId, page)})
SELECT ${COLUMNS}
FROM picked p JOIN "Flight" f ON f."id" = p."pickedId" ${FLIGHT_JOINS}
LEFT JOIN "User" u ON u."id" = s."userId"
ORDER BY ${flightOrderSql(page)}, s."id" ASC`;
  const flights: ExportFlight[] = [];
  let current: ExportFlight | undefined;
  for (const row of rows) {
    const id = Number(row.id);
    if (!current || current.id !== id) {
      current = toFlight(row, id);
      flights.push(current);
    }
    if (row.seatId !== null && row.seatId !== undefined) current.seats.push(toSeat(row));
  }
  return flights;
}

function toFlight(row: Row, id: number): ExportFlight {
  return {
    id,
    position: { sortAt: date(row.sortAt) ?? new Date(Number.NaN), id },
    date: String(row.date),
    datePrecision: String(row.datePrecision),
    departure: date(row.departure),
    arrival: date(row.arrival),
    durationSeconds: row.durationSeconds === null || row.durationSeconds === undefined ? null : Number(row.durationSeconds),
    distanceKm: Number(row.distanceKm),
    flightNumber: text(row.flightNumber),
    aircraftReg: text(row.aircraftReg),
    flightReason: text(row.flightReason),
    notes: text(row.notes) ?? "",
    from: airport(row, "from"),
    to: airport(row, "to"),
    airline:
      row.airlineId === null || row.airlineId === undefined
        ? null
        : { id: Number(row.airlineId), icao: text(row.airlineIcao), iata: text(row.airlineIata), name: String(row.airlineName) },
    aircraft:
      row.aircraftId === null || row.aircraftId === undefined
        ? null
        : { id: Number(row.aircraftId), icao: String(row.aircraftIcao), name: String(row.aircraftName) },
    seats: [],
  };
}

function toSeat(row: Row): ExportSeat {
  return {
    userId: text(row.seatUserId),
    guestName: text(row.seatGuestName),
    seat: text(row.seatSeat),
    seatNumber: text(row.seatNumber),
    seatClass: text(row.seatClass),
    user: row.seatUsername === null || row.seatUsername === undefined ? null : { username: String(row.seatUsername), displayName: String(row.seatDisplayName) },
  };
}

function airport(row: Row, side: "from" | "to"): ExportAirport {
  const column = (name: string) => row[`${side}${name}`];
  return {
    id: Number(column("Id")),
    ident: String(column("Ident")),
    icao: text(column("Icao")),
    iata: text(column("Iata")),
    name: String(column("Name")),
    tz: String(column("Tz")),
  };
}
