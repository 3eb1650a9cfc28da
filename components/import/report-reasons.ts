import { useTranslations } from "next-intl";
import type { DroppedCount, SkippedRow } from "@/lib/import/import-options";
import type { ImportField, ImportReason, ReasonCode } from "@/lib/import/reasons";

/**
 * The import report's reasons in the page's language (Import.reasons, Import.fields), each from its code and values.
 * A report stored before reasons had codes has only lib's English words: those are shown as they are.
 */

const REASON_KEYS = {
  missingDate: "missingDate",
  invalidDate: "invalidDate",
  missingOrigin: "missingOrigin",
  missingDestination: "missingDestination",
  invalidDepartureTime: "invalidDepartureTime",
  invalidArrivalTime: "invalidArrivalTime",
  invalidArrivalDate: "invalidArrivalDate",
  invalidTimeValue: "invalidTimeValue",
  missingDepartureTime: "missingDepartureTime",
  notAFlight: "notAFlight",
  notAFlightUntitled: "notAFlightUntitled",
  allDayEntry: "allDayEntry",
  cancelled: "cancelled",
  invalidRecord: "invalidRecord",
  tripOfSomeoneElse: "tripOfSomeoneElse",
  flightOfSomeoneElse: "flightOfSomeoneElse",
  shortFlightLine: "shortFlightLine",
  unknownAirport: "unknownAirport",
  unknownAirline: "unknownAirline",
  unknownAircraft: "unknownAircraft",
  dateMismatch: "dateMismatch",
  timeNeedsFullDate: "timeNeedsFullDate",
  durationNotAllowed: "durationNotAllowed",
  unsupportedYear: "unsupportedYear",
  daylightSavingGap: "daylightSavingGap",
  arrivalBeforeDeparture: "arrivalBeforeDeparture",
  unstorableText: "unstorableText",
  refused: "refused",
  cutToLength: "cutToLength",
  secondSeatOfUser: "secondSeatOfUser",
  flightNumberWithoutAirline: "flightNumberWithoutAirline",
  notDateTime: "notDateTime",
  notTimeOfDay: "notTimeOfDay",
  notDuration: "notDuration",
  dateWithoutDay: "dateWithoutDay",
  unknownValue: "unknownValue",
  noDepartureForDuration: "noDepartureForDuration",
  seatInClass: "seatInClass",
} as const satisfies Record<ReasonCode, string>;

const FIELD_KEYS = {
  departure: "departure",
  arrival: "arrival",
  duration: "duration",
  flightNumber: "flightNumber",
  flightReason: "flightReason",
  aircraftReg: "aircraftReg",
  notes: "notes",
  seats: "seats",
  seat: "seat",
  seatNumber: "seatNumber",
  seatClass: "seatClass",
  guestName: "guestName",
} as const satisfies Record<ImportField, string>;

type Values = Record<string, string | number>;

export interface ReportWords {
  /** a skipped row's reasons, one text each */
  skipReasons: (skip: SkippedRow) => string[];
  /** the field a dropped value was meant for, with the file's column when it names one */
  droppedField: (drop: DroppedCount) => string;
  droppedReason: (drop: DroppedCount) => string;
}

export function useReportWords(): ReportWords {
  const reasons = useTranslations("Import.reasons");
  const fields = useTranslations("Import.fields");
  // each key's arguments are checked against the catalogue by messages/import-reasons.test.ts
  const reason = (why: ImportReason) => (reasons as (key: string, values?: Values) => string)(REASON_KEYS[why.code], why.values as Values | undefined);
  return {
    skipReasons: (skip) => (skip.reasons ? skip.reasons.map(reason) : [skip.reason]),
    droppedField: ({ cause, field }) => {
      if (!cause) return field;
      const name = fields(FIELD_KEYS[cause.field]);
      return cause.column ? fields("inColumn", { field: name, column: cause.column }) : name;
    },
    droppedReason: ({ cause, reason: english }) => (cause ? reason(cause.reason) : english),
  };
}
