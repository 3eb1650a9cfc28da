/** A seat's number and class, as the pass gives them or as the user's seat holds them. */
export interface SeatDetails {
  seatNumber: string | null;
  /** a seat class (lib/flights/enums.ts), as stored */
  seatClass: string | null;
}

/**
 * What a pass adds to the user's own seat on a flight they already have: only the empty fields, never a changed seat
 * number. Pure, so the scan page offers exactly what the server then writes.
 */
export type PassSeatFill = { kind: "fill"; seat: SeatDetails } | { kind: "conflict"; seatNumber: string } | { kind: "nothing" };

export function passSeatFill(own: SeatDetails, pass: SeatDetails): PassSeatFill {
  if (own.seatNumber !== null && pass.seatNumber !== null && own.seatNumber.toUpperCase() !== pass.seatNumber.toUpperCase()) {
    return { kind: "conflict", seatNumber: own.seatNumber };
  }
  const seat = { seatNumber: own.seatNumber ?? pass.seatNumber, seatClass: own.seatClass ?? pass.seatClass };
  return seat.seatNumber === own.seatNumber && seat.seatClass === own.seatClass ? { kind: "nothing" } : { kind: "fill", seat };
}
