import type { BcbpIssueDate, BoardingPass, BcbpLeg } from "./boarding-pass";
import type { FieldReader } from "./field-reader";
import { readSectionItems, textOf, type ItemLayout } from "./section-items";

/**
 * The conditional items of Resolution 792. They inform but no flight draft depends on them, so an
 * item that does not read as its kind (a version that is not a digit, a fast track neither Y nor N) is null rather
 * than a refusal; the sizes that delimit them are checked strictly, by FieldReader.
 */

const UNIQUE_LAYOUT = [
  { key: "passengerDescription", size: 1, label: "passenger description" },
  { key: "checkInSource", size: 1, label: "source of check-in" },
  { key: "issuanceSource", size: 1, label: "source of boarding pass issuance" },
  { key: "issueDate", size: 4, label: "date of issue of boarding pass" },
  { key: "documentType", size: 1, label: "document type" },
  { key: "issuerDesignator", size: 3, label: "airline designator of boarding pass issuer" },
  { key: "baggageTag", size: 13, label: "baggage tag licence plate number(s)" },
  { key: "firstNonConsecutiveTag", size: 13, label: "1st non-consecutive baggage tag licence plate number" },
  { key: "secondNonConsecutiveTag", size: 13, label: "2nd non-consecutive baggage tag licence plate number" },
] as const satisfies readonly ItemLayout<string>[];

const REPEATED_LAYOUT = [
  { key: "airlineNumericCode", size: 3, label: "airline numeric code" },
  { key: "documentSerialNumber", size: 10, label: "document form/serial number" },
  { key: "selectee", size: 1, label: "selectee indicator" },
  { key: "internationalDocumentationVerification", size: 1, label: "international documentation verification" },
  { key: "marketingCarrier", size: 3, label: "marketing carrier designator" },
  { key: "frequentFlyerAirline", size: 3, label: "frequent flyer airline designator" },
  { key: "frequentFlyerNumber", size: 16, label: "frequent flyer number" },
  { key: "idAdIndicator", size: 1, label: "ID/AD indicator" },
  { key: "freeBaggageAllowance", size: 3, label: "free baggage allowance" },
  { key: "fastTrack", size: 1, label: "fast track" },
] as const satisfies readonly ItemLayout<string>[];

/** The items a pass carries once, in its first leg's variable size field. */
export type UniqueItems = Omit<BoardingPass, "electronicTicket" | "legs" | "security" | "personal">;

/** The items each leg carries in its variable size field, with the airline's own data after them. */
export type RepeatedItems = Omit<BcbpLeg, "from" | "to" | "operatingCarrier" | "flightNumber" | "dayOfYear" | "compartmentCode" | "seatNumber" | "checkInSequenceNumber" | "passengerStatus" | "personal"> & {
  personal: Omit<BcbpLeg["personal"], "bookingReference">;
};

export const NO_UNIQUE_ITEMS: UniqueItems = {
  versionNumber: null,
  passengerDescription: null,
  checkInSource: null,
  issuanceSource: null,
  issueDate: null,
  documentType: null,
  issuerDesignator: null,
  baggageTags: [],
};

/** True when the first leg's variable size field starts the conditional items ("beginning of version number"). */
export function startsConditionalItems(field: FieldReader): boolean {
  return field.peek() === ">";
}

/** The unique items: ">", the version number and the unique section its field size announces. */
export function readUniqueItems(field: FieldReader): UniqueItems {
  field.take(1, "beginning of version number");
  const version = field.take(1, "version number");
  const items = readSectionItems(field.sizedSection("unique conditional items"), UNIQUE_LAYOUT);
  return {
    versionNumber: /^\d$/.test(version) ? Number(version) : null,
    passengerDescription: textOf(items.passengerDescription),
    checkInSource: textOf(items.checkInSource),
    issuanceSource: textOf(items.issuanceSource),
    issueDate: issueDateOf(items.issueDate),
    documentType: textOf(items.documentType),
    issuerDesignator: textOf(items.issuerDesignator),
    baggageTags: [items.baggageTag, items.firstNonConsecutiveTag, items.secondNonConsecutiveTag].map(textOf).filter((tag) => tag !== null),
  };
}

/** The repeated items: their section (when the field holds one) and the airline's data after it. */
export function readRepeatedItems(field: FieldReader, conditional: boolean): RepeatedItems {
  const items = conditional && field.remaining > 0 ? readSectionItems(field.sizedSection("repeated conditional items"), REPEATED_LAYOUT) : {};
  const fastTrack = textOf(items.fastTrack);
  return {
    airlineNumericCode: textOf(items.airlineNumericCode),
    selectee: textOf(items.selectee),
    internationalDocumentationVerification: textOf(items.internationalDocumentationVerification),
    marketingCarrier: textOf(items.marketingCarrier),
    frequentFlyerAirline: textOf(items.frequentFlyerAirline),
    idAdIndicator: textOf(items.idAdIndicator),
    freeBaggageAllowance: textOf(items.freeBaggageAllowance),
    fastTrack: fastTrack === "Y" ? true : fastTrack === "N" ? false : null,
    airlineUse: field.rest() || null,
    personal: { documentSerialNumber: textOf(items.documentSerialNumber), frequentFlyerNumber: textOf(items.frequentFlyerNumber) },
  };
}

/** "6225": year digit 6, day 225; a blank year digit is unknown; anything else is not a date of issue. */
function issueDateOf(value: string | undefined): BcbpIssueDate | null {
  const match = /^([0-9 ])(\d{3})$/.exec(value ?? "");
  const dayOfYear = Number(match?.[2]);
  if (!match || dayOfYear < 1 || dayOfYear > 366) return null;
  return { yearDigit: match[1] === " " ? null : Number(match[1]), dayOfYear };
}
