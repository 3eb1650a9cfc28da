import type { FlightFormValues } from "@/components/flights/flight-form-values";
import type { KnownField, KnownFlight } from "@/lib/capture/known/known-flight";
import { addDays } from "@/lib/time/zoned";

const FIELD_WORDS: Record<KnownField, string> = {
  from: "from",
  to: "to",
  airline: "airline",
  aircraft: "aircraft type",
  departureTime: "departure time",
  arrivalTime: "arrival time",
};

/** A code as a picker's chosen option: the server resolves the code as it would a typed one. */
const option = (code: string | null) => (code ? { value: code, label: code } : null);

/**
 * The add form's values with what the user's own earlier flight with that number says (route, airline, aircraft
 * type, local times); the date stays the one given, every field stays editable. The arrival date is left empty when
 * the earlier flight landed the same day, so the form infers it; a next-day arrival is written out.
 */
export function formValuesWithKnownFlight(base: FlightFormValues, known: KnownFlight): FlightFormValues {
  const nextDay = known.arrivalDayOffset !== null && known.arrivalDayOffset !== 0 && known.arrivalTime !== null;
  return {
    ...base,
    from: option(known.from),
    to: option(known.to),
    airline: option(known.airline),
    aircraft: option(known.aircraft),
    flightNumber: known.flightNumber,
    departureTime: known.departureTime ?? "",
    arrivalTime: known.arrivalTime ?? "",
    arrivalDate: nextDay && base.date.length === 10 ? addDays(base.date, known.arrivalDayOffset!) : "",
  };
}

/** What the form was filled with, for the note above it: "from, to, airline and departure time". */
export function describeFilled(known: KnownFlight): string {
  const words = known.filled.map((field) => FIELD_WORDS[field]);
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

