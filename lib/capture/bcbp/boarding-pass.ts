/**
 * A boarding pass as parseBcbp reads it. Text items are trimmed, and null when blank or absent (a conditional item
 * the pass does not carry). What identifies the passenger is kept apart in `personal`, so that nothing copies it
 * by accident: bcbp-to-draft.ts passes it on only when asked.
 */
export interface BoardingPass {
  electronicTicket: boolean;
  versionNumber: number | null;
  passengerDescription: string | null;
  checkInSource: string | null;
  issuanceSource: string | null;
  issueDate: BcbpIssueDate | null;
  documentType: string | null;
  issuerDesignator: string | null;
  /** the baggage tag licence plate numbers the pass carries (up to three items of 13 characters) */
  baggageTags: string[];
  legs: BcbpLeg[];
  security: BcbpSecurity | null;
  personal: { passengerName: string | null };
}

/** One flight of the pass. */
export interface BcbpLeg {
  from: string;
  to: string;
  operatingCarrier: string;
  /** as printed, without its padding: "0834", "0123A" */
  flightNumber: string;
  /** the flight's day of the year (1 to 366); the year is not on the pass (bcbp-date.ts) */
  dayOfYear: number;
  compartmentCode: string | null;
  /** as printed, without its padding: "001A", "INF" */
  seatNumber: string | null;
  checkInSequenceNumber: string | null;
  passengerStatus: string | null;
  airlineNumericCode: string | null;
  selectee: string | null;
  internationalDocumentationVerification: string | null;
  marketingCarrier: string | null;
  frequentFlyerAirline: string | null;
  idAdIndicator: string | null;
  freeBaggageAllowance: string | null;
  fastTrack: boolean | null;
  /** the "for individual airline use" data after the conditional items, as it is */
  airlineUse: string | null;
  personal: { bookingReference: string | null; documentSerialNumber: string | null; frequentFlyerNumber: string | null };
}

/** The date of issue of the boarding pass: the last digit of its year (null when blank) and the day of that year. */
export interface BcbpIssueDate {
  yearDigit: number | null;
  dayOfYear: number;
}

export interface BcbpSecurity {
  type: string | null;
  data: string;
}
