import type { Db } from "@/lib/db/client";
import { toDate, toNullableDate, toNullableText, toNumber, toText, type SqlRow } from "@/lib/db/sql-values";
import type { DatePrecision } from "@/lib/time/zoned";
import { yieldToEventLoop } from "@/lib/db/yield-to-event-loop";
import type { CalendarFlight } from "./flight-event";

/** Small enough that one page's read, synchronous on SQLite, holds the event loop for a few milliseconds only. */
export const FEED_PAGE_SIZE = 200;

/**
 * The flights on which `userId` holds a seat, with that seat alone (another traveller's seat, name or guest name is
 * never read), in pages by flight id: the Seat(userId, flightId) index hands them over in that order, so no page
 * sorts the user's whole log. Admins get their own flights too, not everyone's: a calendar is one traveller's.
 * Other requests get a turn before each page.
 */
export async function* readFeedFlights(db: Db, userId: string, pageSize = FEED_PAGE_SIZE): AsyncGenerator<CalendarFlight[]> {
  let after = 0;
  for (;;) {
    await yieldToEventLoop();
    const rows = await db.$queryRaw<SqlRow[]>`
SELECT f."id", f."date", f."datePrecision", f."departure", f."arrival", f."flightNumber", f."aircraftReg", f."flightReason",
  f."notes", f."createdAt", f."updatedAt",
  fa."iata" AS "fromIata", fa."icao" AS "fromIcao", fa."name" AS "fromName", fa."tz" AS "fromTz",
  ta."iata" AS "toIata", ta."icao" AS "toIcao", ta."name" AS "toName", ta."tz" AS "toTz",
  al."name" AS "airlineName", ac."name" AS "aircraftName",
  s."seat" AS "seat", s."seatNumber" AS "seatNumber", s."seatClass" AS "seatClass",
  (SELECT COUNT(*) FROM "Seat" o WHERE o."flightId" = s."flightId" AND o."userId" IS NOT NULL AND o."userId" <> s."userId")
    AS "otherUserSeats"
FROM "Seat" s
JOIN "Flight" f ON f."id" = s."flightId"
JOIN "Airport" fa ON fa."id" = f."fromId"
JOIN "Airport" ta ON ta."id" = f."toId"
LEFT JOIN "Airline" al ON al."id" = f."airlineId"
LEFT JOIN "Aircraft" ac ON ac."id" = f."aircraftId"
WHERE s."userId" = ${userId} AND s."flightId" > ${after}
ORDER BY s."flightId" ASC
LIMIT ${pageSize}`;
    if (rows.length === 0) return;
    const flights = rows.map(toCalendarFlight);
    yield flights;
    if (rows.length < pageSize) return;
    after = flights[flights.length - 1]!.id;
  }
}

function toCalendarFlight(row: SqlRow): CalendarFlight {
  const seat = toNullableText(row.seat);
  const seatNumber = toNullableText(row.seatNumber);
  const seatClass = toNullableText(row.seatClass);
  return {
    id: toNumber(row.id),
    date: toText(row.date),
    datePrecision: toText(row.datePrecision) as DatePrecision,
    departure: toNullableDate(row.departure),
    arrival: toNullableDate(row.arrival),
    flightNumber: toNullableText(row.flightNumber),
    airlineName: toNullableText(row.airlineName),
    aircraftName: toNullableText(row.aircraftName),
    aircraftReg: toNullableText(row.aircraftReg),
    flightReason: toNullableText(row.flightReason),
    notes: toNullableText(row.notes) ?? "",
    from: { iata: toNullableText(row.fromIata), icao: toNullableText(row.fromIcao), name: toText(row.fromName), tz: toText(row.fromTz) },
    to: { iata: toNullableText(row.toIata), icao: toNullableText(row.toIcao), name: toText(row.toName), tz: toText(row.toTz) },
    seat: seat || seatNumber || seatClass ? { seat, seatNumber, seatClass } : null,
    otherUserSeats: toNumber(row.otherUserSeats),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}
