import type { SeatClass } from "@/lib/flights/enums";
import type { BcbpLeg, BoardingPass } from "./boarding-pass";
import { flightDateOf } from "./bcbp-date";
import { seatClassOfCompartment } from "@/lib/flights/seat-class-table";

/** A flight as a boarding pass's leg describes it, for the person scanning to check and complete. */
export interface FlightDraft {
  /** IATA airport codes */
  from: string;
  to: string;
  /** the flight's local date ("YYYY-MM-DD") by the year rule (bcbp-date.ts); null when no date fits */
  date: string | null;
  /** the operating carrier's designator as printed (usually its IATA code) */
  airline: string;
  /** the number without the carrier or leading zeros, its suffix kept ("0123A" → "123A"); null for all zeros */
  flightNumber: string | null;
  /** "001A" → "1A"; null when the pass gives no seat ("INF", "GATE", "STBY", blank) */
  seatNumber: string | null;
  seatClass: SeatClass | null;
  /** only with `includePersonal`: the passenger and booking reference printed on the pass */
  personal?: { passengerName: string | null; bookingReference: string | null };
}

export interface DraftOptions {
  /** the scanner's local date ("YYYY-MM-DD"), which dates a pass without a year */
  scanDate: string;
  /** carry the passenger's name and the booking reference into the drafts (left out unless asked) */
  includePersonal?: boolean;
}

/** One flight draft per leg of the pass, in the pass's order. */
export function bcbpToDrafts(pass: BoardingPass, options: DraftOptions): FlightDraft[] {
  return pass.legs.map((leg) => ({
    from: leg.from,
    to: leg.to,
    date: flightDateOf(leg.dayOfYear, options.scanDate, pass.issueDate),
    airline: leg.operatingCarrier,
    flightNumber: draftFlightNumber(leg.flightNumber),
    seatNumber: draftSeatNumber(leg.seatNumber),
    seatClass: seatClassOfCompartment(leg.compartmentCode),
    ...(options.includePersonal ? { personal: personalOf(pass, leg) } : {}),
  }));
}

/** "0834" → "834", "0123A" → "123A"; null when the digits are all zeros. */
export function draftFlightNumber(printed: string): string | null {
  const match = /^0*([1-9]\d*)([A-Z]?)$/.exec(printed);
  return match ? `${match[1]}${match[2]}` : null;
}

/** "001A" → "1A", "12C" → "12C"; null for anything but a row (not 0) and a seat letter. */
export function draftSeatNumber(printed: string | null): string | null {
  const match = /^0*([1-9]\d{0,2})([A-Z])$/.exec(printed ?? "");
  return match ? `${match[1]}${match[2]}` : null;
}

function personalOf(pass: BoardingPass, leg: BcbpLeg): NonNullable<FlightDraft["personal"]> {
  return { passengerName: pass.personal.passengerName, bookingReference: leg.personal.bookingReference };
}
