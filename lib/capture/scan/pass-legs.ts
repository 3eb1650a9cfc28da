import { bcbpToDrafts, type FlightDraft } from "@/lib/capture/bcbp/bcbp-to-draft";
import { parseBcbp } from "@/lib/capture/bcbp/parse-bcbp";
import type { CompletedDraft } from "@/lib/capture/known/complete-draft";
import { addDays } from "@/lib/time/zoned";

/**
 * The glue between a boarding pass's text and the save body of a flight (POST /api/flight/save's, so the save rules
 * stay saveFlight's). Pure: the scan page runs it in the browser, the save action on the server.
 */

/** The pass's legs as drafts, dated by the scanner's local date; a BcbpError (with its reason) when it is not a pass. */
export function draftsOfPassText(text: string, scanDate: string, includePersonal: boolean): FlightDraft[] {
  return bcbpToDrafts(parseBcbp(text), { scanDate, includePersonal });
}

/** A leg as the review shows it: the completed draft, and whether its passenger name and booking are to be kept. */
export interface ReviewedLeg extends CompletedDraft {
  keepPersonal: boolean;
}

/** The save body of one leg, the caller's own seat holding the pass's seat number and class. */
export function saveBodyOfLeg(leg: ReviewedLeg, userId: string): Record<string, unknown> {
  const date = leg.date ?? undefined;
  const arrivalDate = date && leg.arrivalDayOffset ? addDays(date, leg.arrivalDayOffset) : date;
  return {
    from: leg.from,
    to: leg.to,
    date,
    datePrecision: "day",
    departure: date && leg.departureTime ? `${date}T${leg.departureTime}` : null,
    arrival: arrivalDate && leg.arrivalTime ? `${arrivalDate}T${leg.arrivalTime}` : null,
    airline: leg.airline,
    flightNumber: leg.flightNumber === null ? null : `${leg.airline}${leg.flightNumber}`,
    aircraft: leg.aircraft,
    notes: leg.keepPersonal ? personalNote(leg.personal) : "",
    seats: [{ userId, guestName: null, seat: null, seatNumber: leg.seatNumber, seatClass: leg.seatClass }],
  };
}

/** The passenger and booking reference as a note, only when the person asked to keep them. */
function personalNote(personal: FlightDraft["personal"]): string {
  if (!personal) return "";
  const parts = [
    personal.passengerName ? `Passenger: ${personal.passengerName}` : null,
    personal.bookingReference ? `Booking reference: ${personal.bookingReference}` : null,
  ];
  return parts.filter((part) => part !== null).join("\n");
}
