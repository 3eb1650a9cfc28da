import "server-only";
import type { FlightFormValues, PostedSeat, Precision, SeatValue } from "@/components/flights/flight-form-values";
import { fieldLabel, readableMessage, summarizeFieldErrors } from "@/components/flights/flight-form-errors";
import type { Translate } from "@/components/format/translator";
import type { FormState } from "@/components/ui/form-state";
import { InputError } from "@/lib/errors";
import type { FlightInput } from "@/lib/flights/flight-input";
import type { FlightBody } from "@/lib/flights/flight-body";
import type { FormZones } from "@/lib/flights/form-airport-zones";
import { inferArrivalDate } from "@/lib/flights/infer-arrival-date";
import { pickerLabel } from "@/lib/reference/short-code";

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};
const orNull = (value: string): string | null => (value === "" ? null : value);

/**
 * The add/edit form → the save body of the API (so the page and POST /api/flight/save share every rule).
 * Times are local at their airport: "YYYY-MM-DDTHH:mm" without offset. An arrival time without a date lands the day
 * the importer's rule gives (inferArrivalDate), else on the departure date.
 */
export function flightInputOfForm(form: FormData, zones: FormZones = { from: null, to: null }): Record<string, unknown> {
  const precisionText = text(form, "precision");
  const precision: Precision = precisionText === "month" || precisionText === "year" ? precisionText : "day";
  const date = text(form, "date");
  const departureTime = precision === "day" ? text(form, "departureTime") : "";
  const arrivalTime = precision === "day" ? text(form, "arrivalTime") : "";
  const departure = departureTime && date ? `${date}T${departureTime}` : null;
  const inferred = departure && arrivalTime && zones.from && zones.to ? inferArrivalDate(departure, zones.from, arrivalTime, zones.to) : null;
  const arrivalDate = text(form, "arrivalDate") || inferred || date;
  let seats: PostedSeat[];
  try {
    seats = JSON.parse(text(form, "seats") || "[]") as PostedSeat[];
  } catch {
    throw new InputError("seats: could not be read", "seats");
  }
  const idText = text(form, "id");
  const input: Record<string, unknown> = {
    from: text(form, "from") || undefined,
    to: text(form, "to") || undefined,
    date: date || undefined,
    datePrecision: precision,
    departure,
    arrival: arrivalTime && arrivalDate ? `${arrivalDate}T${arrivalTime}` : null,
    airline: orNull(text(form, "airline")),
    flightNumber: orNull(text(form, "flightNumber").replace(/\s+/g, "")),
    aircraft: orNull(text(form, "aircraft")),
    aircraftReg: orNull(text(form, "aircraftReg").toUpperCase()),
    flightReason: orNull(text(form, "flightReason")),
    notes: typeof form.get("notes") === "string" ? String(form.get("notes")) : "",
    seats: Array.isArray(seats) ? seats : [],
  };
  if (/^\d+$/.test(idText)) input.id = Number(idText);
  return input;
}

/** The save body's fields (the first segment of an InputError's field path) → the form's inputs. */
const FORM_FIELDS: Record<string, string> = {
  from: "from",
  to: "to",
  departure: "departureTime",
  arrival: "arrivalTime",
  date: "date",
  datePrecision: "date",
  airline: "airline",
  flightNumber: "flightNumber",
  aircraft: "aircraft",
  aircraftReg: "aircraftReg",
  flightReason: "flightReason",
  notes: "notes",
  seats: "seats",
};

/** Which form input an InputError is about, from its field path ("seats.1.userId" → the seat list); null for none. */
export function formFieldOf(error: InputError): string | null {
  const head = error.field?.split(".")[0];
  return head !== undefined && Object.hasOwn(FORM_FIELDS, head) ? FORM_FIELDS[head]! : null;
}

/** A save body's field ("arrival") by the label of the form input it comes from ("Arrival time"). */
function bodyFieldLabel(t: Translate, field: string): string {
  return fieldLabel(t, Object.hasOwn(FORM_FIELDS, field) ? FORM_FIELDS[field]! : field);
}

/** Human wording for a save's message in the page's language: "arrival: must not be before departure" → "Arrival time: must not be before departure". */
export function readableFlightMessage(t: Translate, message: string): string {
  return readableMessage(t, message, (field) => bodyFieldLabel(t, field));
}

/** Every problem of a save at once, in the page's language: one message per form field (the first), the rest for the whole form. */
export function formStateOfFlightErrors(errors: readonly InputError[], t: Translate): FormState {
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const field = formFieldOf(error);
    if (field) fieldErrors[field] ??= readableFlightMessage(t, error.message);
    else general.push(readableFlightMessage(t, error.message));
  }
  return { fieldErrors, message: general[0] ?? summarizeFieldErrors(t, fieldErrors) };
}

function airportOption(airport: FlightBody["from"]) {
  return { value: airport.icao ?? airport.iata ?? "", label: pickerLabel(airport), description: `${airport.country} · ${airport.tz}` };
}

/** A stored flight → the edit form's values. Local times are read straight from the ISO strings (written in local offset). */
export function formValuesOfFlight(
  flight: FlightBody,
  names: { airline: string | null; aircraft: string | null; users: Map<string, string>; unknownUser: string },
): FlightFormValues {
  const precision: Precision = flight.datePrecision === "month" || flight.datePrecision === "year" ? flight.datePrecision : "day";
  const date = precision === "year" ? flight.date.slice(0, 4) : precision === "month" ? flight.date.slice(0, 7) : flight.date;
  const seats: SeatValue[] = flight.seats.map((seat, index) => ({
    key: `stored-${index}`,
    kind: seat.userId ? "user" : "guest",
    userId: seat.userId ?? "",
    userLabel: seat.userId ? (names.users.get(seat.userId) ?? names.unknownUser) : "",
    guestName: seat.guestName ?? "",
    seat: seat.seat ?? "",
    seatNumber: seat.seatNumber ?? "",
    seatClass: seat.seatClass ?? "",
  }));
  return {
    id: flight.id,
    from: airportOption(flight.from),
    to: airportOption(flight.to),
    precision,
    date,
    departureTime: flight.departure ? flight.departure.slice(11, 16) : "",
    arrivalDate: flight.arrival ? flight.arrival.slice(0, 10) : "",
    arrivalTime: flight.arrival ? flight.arrival.slice(11, 16) : "",
    airline: flight.airline ? { value: flight.airline, label: names.airline ? `${flight.airline} · ${names.airline}` : flight.airline } : null,
    flightNumber: flight.flightNumber ?? "",
    aircraft: flight.aircraft ? { value: flight.aircraft, label: names.aircraft ? `${flight.aircraft} · ${names.aircraft}` : flight.aircraft } : null,
    aircraftReg: flight.aircraftReg ?? "",
    flightReason: flight.flightReason ?? "",
    notes: flight.notes,
    seats,
  };
}

export type { FlightInput };
