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
