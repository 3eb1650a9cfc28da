/** The providers an admin may enable (lib/config/index.ts, docs/features.md, "Flight lookup"). */
export type LookupProvider = "aerodatabox" | "adsbdb";

/** What an online provider says about a flight, for a form to offer; any field it does not know is null. */
export interface FlightSuggestion {
  source: LookupProvider;
  /** the flight number as one key (lib/capture/known/flight-number-key.ts) */
  flightNumber: string;
  /** airport codes: IATA, else ICAO */
  from: string | null;
  to: string | null;
  /** the airline's IATA code, else ICAO */
  airline: string | null;
  /** the aircraft as the provider names it ("Airbus A320"), for the form to match to a type */
  aircraftModel: string | null;
  aircraftReg: string | null;
  /** scheduled local times at each airport, "YYYY-MM-DDTHH:MM" */
  departure: string | null;
  arrival: string | null;
}

/** A provider's answer: a suggestion, none (it does not know the flight: worth remembering), or a failure. */
export type ProviderAnswer = { kind: "found"; suggestion: FlightSuggestion } | { kind: "unknown" } | { kind: "failed"; reason: string };

/** A provider's answer that names both airports, else one Contrail cannot use (an unexpected answer). */
export function routeAnswer(suggestion: FlightSuggestion): ProviderAnswer {
  return suggestion.from === null || suggestion.to === null ? { kind: "failed", reason: "unexpected answer" } : { kind: "found", suggestion };
}

const AIRPORT_IATA = /^[A-Z0-9]{3}$/;
const AIRPORT_ICAO = /^[A-Z0-9]{4}$/;
const AIRLINE_IATA = /^[A-Z0-9]{2}$/;
const AIRLINE_ICAO = /^[A-Z]{3}$/;

/** An airport's code from a provider's IATA and ICAO fields, null when neither looks like one. */
export function airportCode(iata: string | null | undefined, icao: string | null | undefined): string | null {
  return codeOf(iata, AIRPORT_IATA) ?? codeOf(icao, AIRPORT_ICAO);
}

/** An airline's code from a provider's IATA and ICAO fields, null when neither looks like one. */
export function airlineCode(iata: string | null | undefined, icao: string | null | undefined): string | null {
  return codeOf(iata, AIRLINE_IATA) ?? codeOf(icao, AIRLINE_ICAO);
}

function codeOf(value: string | null | undefined, pattern: RegExp): string | null {
  const code = value?.trim().toUpperCase();
  return code && pattern.test(code) ? code : null;
}

/** Free text from a provider, kept short and without control characters; null when empty. */
export function shortText(value: string | null | undefined, max = 64): string | null {
  const text = value?.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, max);
  return text ? text : null;
}
