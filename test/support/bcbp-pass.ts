/**
 * Boarding pass texts (IATA BCBP, format "M", mandatory items only) written by the standard's layout, for tests that
 * need a pass for airports and flights of their own. Independent of the parser (lib/capture/bcbp/).
 */
export interface TestLeg {
  from: string;
  to: string;
  carrier: string;
  /** digits and an optional suffix, "318" or "7A"; written zero-padded to four digits */
  flight: string;
  /** day of the year, 1 to 366 */
  day: number;
  compartment?: string;
  /** as printed, "012A" */
  seat?: string;
  bookingReference?: string;
}

const pad = (value: string, size: number) => value.slice(0, size).padEnd(size, " ");

export function bcbpText(passengerName: string, legs: readonly TestLeg[]): string {
  const header = `M${legs.length}${pad(passengerName, 20)}E`;
  return header + legs.map(legText).join("");
}

function legText(leg: TestLeg): string {
  const match = /^(\d+)([A-Z]?)$/.exec(leg.flight);
  if (!match) throw new Error(`bad test flight number ${leg.flight}`);
  const flight = `${match[1]!.padStart(4, "0")}${match[2] || " "}`;
  return (
    pad(leg.bookingReference ?? "ABC123", 7) +
    leg.from +
    leg.to +
    pad(leg.carrier, 3) +
    flight +
    String(leg.day).padStart(3, "0") +
    (leg.compartment ?? "Y") +
    pad(leg.seat ?? "", 4) +
    "0001 " +
    "1" +
    "00"
  );
}

/** A two-leg pass the capture tests share: ZRH→LHR LX318 in business, then LHR→JFK BA117 in economy. */
export const TWO_LEG_PASS = bcbpText("TRAVELLER/ALICE", [
  // day 120 of 2026 is 30 April, day 121 is 1 May
  { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120, compartment: "J", seat: "012A", bookingReference: "XK4T2Q" },
  { from: "LHR", to: "JFK", carrier: "BA", flight: "117", day: 121, compartment: "Y", seat: "044K", bookingReference: "XK4T2Q" },
]);
/** The day TWO_LEG_PASS is scanned on, which dates its legs in 2026. */
export const TWO_LEG_SCAN_DATE = "2026-04-29";
