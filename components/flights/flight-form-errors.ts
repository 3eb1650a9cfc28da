import type { Translate } from "@/components/format/translator";
import { UNSTORABLE_TEXT_DETAIL } from "@/lib/storable-text";

/** The add/edit form's inputs top to bottom with their labels' keys: errors name them as the user sees them. */
export const FORM_FIELD_LABEL_KEYS = {
  from: "FlightForm.fields.from",
  to: "FlightForm.fields.to",
  date: "FlightForm.fields.date",
  departureTime: "FlightForm.fields.departureTime",
  arrivalDate: "FlightForm.fields.arrivalDate",
  arrivalTime: "FlightForm.fields.arrivalTime",
  airline: "FlightForm.fields.airline",
  flightNumber: "FlightForm.fields.flightNumber",
  aircraft: "FlightForm.fields.aircraft",
  aircraftReg: "FlightForm.fields.aircraftReg",
  flightReason: "FlightForm.fields.flightReason",
  notes: "FlightForm.fields.notes",
  seats: "FlightForm.fields.seats",
} as const;

type FormField = keyof typeof FORM_FIELD_LABEL_KEYS;
const ORDER = Object.keys(FORM_FIELD_LABEL_KEYS);

/** A form input's label in the page's language; an unknown name as it is. */
export function fieldLabel(t: Translate, field: string): string {
  return Object.hasOwn(FORM_FIELD_LABEL_KEYS, field) ? t(FORM_FIELD_LABEL_KEYS[field as FormField]) : field;
}

/** The form-wide line over field errors: "Please correct the 2 marked fields: From, To." (in form order). */
export function summarizeFieldErrors(t: Translate, fieldErrors: Readonly<Record<string, string>>): string {
  const labels = Object.keys(fieldErrors)
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map((field) => fieldLabel(t, field));
  return t("FlightForm.errors.summary", { count: labels.length, fields: labels.join(", ") });
}

/**
 * The details the save's rules give (lib/flights, English as the API sends them) that a person can meet in this form,
 * each with its message in the catalogues; a detail not listed keeps its English words after the translated label.
 */
const DETAILS: readonly [RegExp, (t: Translate, field: string, match: RegExpExecArray) => string][] = [
  [/^(required( unless departure is given)?|must not be empty)$/, (t, field) => t("FlightForm.errors.required", { field })],
  [/^must not be before departure$/, (t, field) => t("FlightForm.errors.arrivalBeforeDeparture", { field })],
  [/^must be at most (\d+) characters$/, (t, field, m) => t("FlightForm.errors.tooLong", { field, max: Number(m[1]) })],
  [/^does not match departure \(local date at the origin: (.+)\)$/, (t, field, m) => t("FlightForm.errors.dateNotDeparture", { field, date: m[1] ?? "" })],
  [/^a flight has at least one seat$/, (t, field) => t("FlightForm.errors.atLeastOneSeat", { field })],
  [/^unknown user$/, (t, field) => t("FlightForm.errors.unknownUser", { field })],
  [/^the same user appears twice$/, (t, field) => t("FlightForm.errors.sameUserTwice", { field })],
  [/^userId or guestName is required$/, (t, field) => t("FlightForm.errors.travellerRequired", { field })],
  [new RegExp(`^${UNSTORABLE_TEXT_DETAIL}$`), (t, field) => t("FlightForm.errors.unstorable", { field })],
  // the years as lib writes them, never grouped as numbers ("1,900")
  [/^must be in the years (\d+) to (\d+)$/, (t, field, m) => t("FlightForm.timeErrors.yearsOutOfRange", { field, first: m[1] ?? "", last: m[2] ?? "" })],
  [/^(\S+) does not exist in (\S+) \(daylight-saving gap\)$/, (t, field, m) => t("FlightForm.timeErrors.daylightSavingGap", { field, time: m[1] ?? "", zone: m[2] ?? "" })],
  [/^must be YYYY-MM-DD, YYYY-MM or YYYY$/, (t, field) => t("FlightForm.timeErrors.dateForm", { field })],
];

/** Messages without a field path ("Unknown airport: XYZ"), by what they are about. */
const WHOLE: readonly [RegExp, (t: Translate, match: RegExpExecArray) => string][] = [
  [/^Unknown airport: (.+)$/, (t, m) => t("FlightForm.errors.unknownAirport", { code: m[1] ?? "" })],
  [/^Unknown airline: (.+)$/, (t, m) => t("FlightForm.errors.unknownAirline", { code: m[1] ?? "" })],
  [/^Unknown aircraft: (.+)$/, (t, m) => t("FlightForm.errors.unknownAircraft", { code: m[1] ?? "" })],
];

/** A field's problem in the page's language, named by its label: "Date: required", "Datum: Pflichtfeld". */
export function fieldMessage(t: Translate, label: string, detail: string): string {
  for (const [pattern, message] of DETAILS) {
    const match = pattern.exec(detail);
    if (match) return message(t, label, match);
  }
  return t("FlightForm.errors.other", { field: label, detail });
}

/**
 * Human wording for a save's message in the page's language: "arrival: must not be before departure" → "Arrival
 * time: must not be before departure"; a seat's field names the seat ("Seats (seat 2): unknown user").
 */
export function readableMessage(t: Translate, message: string, labelOf: (field: string) => string): string {
  for (const [pattern, whole] of WHOLE) {
    const match = pattern.exec(message);
    if (match) return whole(t, match);
  }
  const match = /^([A-Za-z]+)(\[\d+\])?(\.[A-Za-z]+)?: (.*)$/.exec(message);
  if (!match) return message;
  const field = match[1] ?? "";
  const label = labelOf(field);
  const name = field === "seats" && match[2] ? t("FlightForm.errors.seatLabel", { label, seat: Number(match[2].slice(1, -1)) + 1 }) : label;
  return fieldMessage(t, name, match[4] ?? "");
}
