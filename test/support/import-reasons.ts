import type { ImportReason, ReasonCode, ReasonValues } from "@/lib/import/reasons";

/**
 * One example of every import reason, with the English the API and the CLI send for it (word for word as before
 * reasons had codes). Typed by code, so a new code does not compile until it has an example here.
 */
export const REASON_EXAMPLES: { [C in ReasonCode]: { values: ReasonValues[C]; english: string } } = {
  missingDate: { values: {}, english: "Missing date" },
  invalidDate: { values: { cell: "2024-13-01" }, english: "Invalid date: 2024-13-01" },
  missingOrigin: { values: {}, english: "Missing origin airport" },
  missingDestination: { values: {}, english: "Missing destination airport" },
  invalidDepartureTime: { values: { cell: "25:99" }, english: "Invalid departure time: 25:99" },
  invalidArrivalTime: { values: { cell: "25:00" }, english: "Invalid arrival time: 25:00" },
  invalidArrivalDate: { values: { cell: "2024-02-30" }, english: "Invalid arrival date: 2024-02-30" },
  invalidTimeValue: { values: { name: "DTSTART", cell: "2024-03-31 07:05" }, english: "Invalid DTSTART: 2024-03-31 07:05" },
  missingDepartureTime: { values: {}, english: "Missing departure time (DTSTART)" },
  notAFlight: { values: { summary: "Dinner at Hiltl" }, english: "Not a flight: Dinner at Hiltl" },
  notAFlightUntitled: { values: {}, english: "Not a flight: (no summary)" },
  allDayEntry: { values: { summary: "Zurich" }, english: "Not a flight (all-day entry): Zurich" },
  cancelled: { values: {}, english: "Flight was cancelled" },
  invalidRecord: { values: { record: "segment", detail: "DepartureDate: must be YYYY-MM-DD" }, english: "Invalid segment: DepartureDate: must be YYYY-MM-DD" },
  tripOfSomeoneElse: { values: { owner: "NOT_MINE" }, english: "Trip belongs to someone else (Ownership.NOT_MINE)" },
  flightOfSomeoneElse: { values: { ownership: "friend" }, english: "Flight belongs to someone else (ownership: friend)" },
  shortFlightLine: { values: { count: 12 }, english: "Flight line has 12 fields, expected 17" },
  unknownAirport: { values: { key: "KXYZ" }, english: "Unknown airport: KXYZ" },
  unknownAirline: { values: { key: "Example Air" }, english: "Unknown airline: Example Air" },
  unknownAircraft: { values: { key: "B797" }, english: "Unknown aircraft: B797" },
  dateMismatch: {
    values: { date: "2024-11-02", localDate: "2024-11-03" },
    english: "Date 2024-11-02 does not match the departure (local date at the origin: 2024-11-03)",
  },
  timeNeedsFullDate: { values: { time: "arrival" }, english: "arrival: a time of day needs a full date" },
  durationNotAllowed: { values: { time: "departure" }, english: "departure: cannot be given as a duration" },
  unsupportedYear: { values: { time: "date", first: 1900, last: 2200 }, english: "date: must be in the years 1900 to 2200" },
  daylightSavingGap: {
    values: { time: "departure", local: "2024-03-31T02:30:00", zone: "Europe/Zurich" },
    english: "departure: 2024-03-31T02:30:00 does not exist in Europe/Zurich (daylight-saving gap)",
  },
  arrivalBeforeDeparture: { values: {}, english: "Arrival is before departure" },
  unstorableText: { values: { path: "seats[0].guestName" }, english: "seats[0].guestName: must not contain a NUL character or an unpaired surrogate" },
  refused: { values: { message: "Custom airport Foo: unknown time zone \"Mars/Base\"" }, english: "Custom airport Foo: unknown time zone \"Mars/Base\"" },
  cutToLength: { values: { max: 16 }, english: "cut to 16 characters" },
  secondSeatOfUser: { values: {}, english: "a second seat of the same user" },
  flightNumberWithoutAirline: { values: {}, english: "no AirlineDesignatorCode to go with it" },
  notDateTime: { values: {}, english: "not a date and time" },
  notTimeOfDay: { values: {}, english: "not a time of day" },
  notDuration: { values: {}, english: "not hours and minutes" },
  dateWithoutDay: { values: {}, english: "the date has no day" },
  unknownValue: { values: {}, english: "not a value Contrail knows" },
  noDepartureForDuration: { values: {}, english: "no departure time to count it from" },
  seatInClass: { values: {}, english: "seat_class names the seat (cockpit or jumpseat)" },
};

/** The example of `code` as a reason. */
export function exampleReason(code: ReasonCode): ImportReason {
  return { code, values: REASON_EXAMPLES[code].values } as ImportReason;
}
