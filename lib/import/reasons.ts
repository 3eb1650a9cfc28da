import { InputError } from "@/lib/errors";
import { SUPPORTED_YEARS_MESSAGE } from "@/lib/time/supported-years";
import { UNSTORABLE_TEXT_DETAIL } from "@/lib/storable-text";
import { DaylightSavingGapError, daylightSavingGapMessage } from "@/lib/time/zoned";

/**
 * Why an import skips a row or drops a value, as data: a code from one closed list and the values it quotes. The
 * API and the admin CLI send each reason in English (englishReason, word for word as they always have); the import
 * page says it in the reader's language from the catalogues (Import.reasons), which give every code a message with
 * these values as arguments.
 */

/** A reason that quotes nothing. */
type None = Record<never, never>;

/** The values each reason quotes (a file's cell, a name, a count); {} when it quotes none. */
export interface ReasonValues {
  // a row that cannot be a flight
  missingDate: None;
  invalidDate: { cell: string };
  missingOrigin: None;
  missingDestination: None;
  invalidDepartureTime: { cell: string };
  invalidArrivalTime: { cell: string };
  invalidArrivalDate: { cell: string };
  /** a time in a named property of the file (TripIt's DTSTART, a JSON export's "departure") */
  invalidTimeValue: { name: string; cell: string };
  missingDepartureTime: None;
  notAFlight: { summary: string };
  notAFlightUntitled: None;
  allDayEntry: { summary: string };
  cancelled: None;
  /** a JSON record its schema refuses; `detail` is the schema's own (English) description */
  invalidRecord: { record: "flight" | "segment"; detail: string };
  tripOfSomeoneElse: { owner: string };
  flightOfSomeoneElse: { ownership: string };
  shortFlightLine: { count: number };
  unknownAirport: { key: string };
  unknownAirline: { key: string };
  unknownAircraft: { key: string };
  dateMismatch: { date: string; localDate: string };
  timeNeedsFullDate: { time: TimeField };
  durationNotAllowed: { time: TimeField };
  /** the years are those of lib/time/supported-years.ts, whose English sentence the API keeps */
  unsupportedYear: { time: TimeField | "date"; first: number; last: number };
  daylightSavingGap: { time: string; local: string; zone: string };
  arrivalBeforeDeparture: None;
  unstorableText: { path: string };
  /** another check's refusal (a custom entry the file describes, …), in its own English words */
  refused: { message: string };
  // a value a row cannot keep
  cutToLength: { max: number };
  secondSeatOfUser: None;
  flightNumberWithoutAirline: None;
  notDateTime: None;
  notTimeOfDay: None;
  notDuration: None;
  dateWithoutDay: None;
  unknownValue: None;
  noDepartureForDuration: None;
  seatInClass: None;
}

export type TimeField = "departure" | "arrival";

export type ReasonCode = keyof ReasonValues;

/** One reason: its code and the values it quotes. */
export type ImportReason = { [C in ReasonCode]: keyof ReasonValues[C] extends never ? { code: C; values?: ReasonValues[C] } : { code: C; values: ReasonValues[C] } }[ReasonCode];

/** The English wording of each reason: what the API and the CLI have always sent. */
const ENGLISH: { [C in ReasonCode]: (values: ReasonValues[C]) => string } = {
  missingDate: () => "Missing date",
  invalidDate: ({ cell }) => `Invalid date: ${cell}`,
  missingOrigin: () => "Missing origin airport",
  missingDestination: () => "Missing destination airport",
  invalidDepartureTime: ({ cell }) => `Invalid departure time: ${cell}`,
  invalidArrivalTime: ({ cell }) => `Invalid arrival time: ${cell}`,
  invalidArrivalDate: ({ cell }) => `Invalid arrival date: ${cell}`,
  invalidTimeValue: ({ name, cell }) => `Invalid ${name}: ${cell}`,
  missingDepartureTime: () => "Missing departure time (DTSTART)",
  notAFlight: ({ summary }) => `Not a flight: ${summary}`,
  notAFlightUntitled: () => "Not a flight: (no summary)",
  allDayEntry: ({ summary }) => `Not a flight (all-day entry): ${summary}`,
  cancelled: () => "Flight was cancelled",
  invalidRecord: ({ record, detail }) => `Invalid ${record}: ${detail}`,
  tripOfSomeoneElse: ({ owner }) => `Trip belongs to someone else (Ownership.${owner})`,
  flightOfSomeoneElse: ({ ownership }) => `Flight belongs to someone else (ownership: ${ownership})`,
  shortFlightLine: ({ count }) => `Flight line has ${count} fields, expected 17`,
  unknownAirport: ({ key }) => `Unknown airport: ${key}`,
  unknownAirline: ({ key }) => `Unknown airline: ${key}`,
  unknownAircraft: ({ key }) => `Unknown aircraft: ${key}`,
  dateMismatch: ({ date, localDate }) => `Date ${date} does not match the departure (local date at the origin: ${localDate})`,
  timeNeedsFullDate: ({ time }) => `${time}: a time of day needs a full date`,
  durationNotAllowed: ({ time }) => `${time}: cannot be given as a duration`,
  unsupportedYear: ({ time }) => `${time}: ${SUPPORTED_YEARS_MESSAGE}`,
  daylightSavingGap: ({ time, local, zone }) => daylightSavingGapMessage(time, local, zone),
  arrivalBeforeDeparture: () => "Arrival is before departure",
  unstorableText: ({ path }) => `${path}: ${UNSTORABLE_TEXT_DETAIL}`,
  refused: ({ message }) => message,
  cutToLength: ({ max }) => `cut to ${max} characters`,
  secondSeatOfUser: () => "a second seat of the same user",
  flightNumberWithoutAirline: () => "no AirlineDesignatorCode to go with it",
  notDateTime: () => "not a date and time",
  notTimeOfDay: () => "not a time of day",
  notDuration: () => "not hours and minutes",
  dateWithoutDay: () => "the date has no day",
  unknownValue: () => "not a value Contrail knows",
  noDepartureForDuration: () => "no departure time to count it from",
  seatInClass: () => "seat_class names the seat (cockpit or jumpseat)",
};

/** Every code, in the order above. */
export const REASON_CODES = Object.keys(ENGLISH) as ReasonCode[];

/** The reason in English, as the API and the CLI send it. */
export function englishReason(reason: ImportReason): string {
  const render = ENGLISH[reason.code] as (values: ImportReason["values"]) => string;
  return render(reason.values ?? {});
}

/** Several reasons for one row, in English ("Unknown airport: XYZ; Unknown aircraft: E90"). */
export function englishReasons(reasons: readonly ImportReason[]): string {
  return reasons.map(englishReason).join("; ");
}

/** The reason with each quoted text cut to `max` characters (reasons quote the file's values). */
export function boundedReason(reason: ImportReason, cut: (text: string) => string): ImportReason {
  if (!reason.values) return reason;
  const values = Object.fromEntries(Object.entries(reason.values).map(([name, value]) => [name, typeof value === "string" ? cut(value) : value]));
  return { ...reason, values } as ImportReason;
}

/** The row cannot be imported, for this reason: thrown by a parser's helpers, caught where the row is read. */
export class SkipRowError extends InputError {
  constructor(readonly reason: ImportReason) {
    super(englishReason(reason));
  }
}

/** The reason of a refusal: its own when it has one, else the refusal's English words. */
export function reasonOfError(error: InputError): ImportReason {
  if (error instanceof SkipRowError) return error.reason;
  if (error instanceof DaylightSavingGapError) return { code: "daylightSavingGap", values: { time: error.field ?? "time", local: error.local, zone: error.tz } };
  return { code: "refused", values: { message: error.message } };
}

/**
 * The row's field a dropped value was meant for (ImportRow's, and its seats'); the report names it in the reader's
 * language (Import.fields). `column` is the file's own name for it when it has one: the API and the CLI show that.
 */
export const IMPORT_FIELDS = [
  "departure",
  "arrival",
  "duration",
  "flightNumber",
  "flightReason",
  "aircraftReg",
  "notes",
  "seats",
  "seat",
  "seatNumber",
  "seatClass",
  "guestName",
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Where a dropped value sat: the row's field and the file's column. */
export interface FieldAt {
  field: ImportField;
  /** the file's column (or property) as the file names it; unset for a value the resolver cuts */
  column?: string;
}

/** The English name of a field the file does not name (a value the resolver cuts). */
const ENGLISH_FIELD: Record<ImportField, string> = {
  departure: "departure",
  arrival: "arrival",
  duration: "duration",
  flightNumber: "flight number",
  flightReason: "flight reason",
  aircraftReg: "registration",
  notes: "notes",
  seats: "seats",
  seat: "seat",
  seatNumber: "seat number",
  seatClass: "seat class",
  guestName: "guest name",
};

/** The field as the API and the CLI name it: the file's column, else the field in English. */
export function englishField(at: FieldAt): string {
  return at.column ?? ENGLISH_FIELD[at.field];
}
