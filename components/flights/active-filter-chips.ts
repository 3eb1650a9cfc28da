import { capitalized } from "@/components/format/capitalized";
import { CONTINENT_NAMES, countryName } from "@/components/map/countries";
import { FLIGHT_REASON_NAMES, SEAT_CLASS_NAMES, SEAT_POSITION_NAMES } from "@/lib/flights/enum-names";
import { UNKNOWN_VALUE, type FlightListFilters } from "@/lib/flights/flight-list-filters";
import { flightListFilterParams } from "@/lib/flights/flight-list-params";
import type { FilterNames } from "@/lib/flights/filter-names";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** One active filter as the list shows it: what it keeps, and the list without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  removeHref: string;
}

type Key = keyof FlightListFilters;

/**
 * The list's active filters in words ("Airport: ZRH", "Completed flights only"), each with the link that drops it
 * (a route's origin and destination go together), in the scope and sort of `baseQuery`.
 */
export function activeFilters(filters: FlightListFilters, names: FilterNames, baseQuery: string): ActiveFilter[] {
  const { airline, aircraft } = names;
  const airport = (id: number | undefined) => (id !== undefined && names.airports.get(id)) || `#${id}`;
  const named = (value: string, words: Readonly<Record<string, string>>) => (value === UNKNOWN_VALUE ? "not recorded" : (words[value] ?? value));
  const list: [Key[], string][] = [];
  if (filters.completed) list.push([["completed"], "Completed flights only"]);
  if (filters.q) list.push([["q"], `Search: “${filters.q}”`]);
  if (filters.year !== undefined) list.push([["year"], `Year: ${filters.year}`]);
  if (filters.since && filters.until) list.push([["since", "until"], `Dates: ${filters.since} to ${filters.until}`]);
  else if (filters.since) list.push([["since"], `Dates: from ${filters.since}`]);
  else if (filters.until) list.push([["until"], `Dates: until ${filters.until}`]);
  if (filters.month !== undefined) list.push([["month"], `Month: ${MONTHS[filters.month - 1]} (any year)`]);
  if (filters.airlineId !== undefined) list.push([["airlineId"], `Airline: ${airline ? `${airline.name}${airline.iata ?? airline.icao ? ` (${airline.iata ?? airline.icao})` : ""}` : `#${filters.airlineId}`}`]);
  if (filters.aircraftId !== undefined) list.push([["aircraftId"], `Aircraft: ${aircraft ? `${aircraft.name} (${aircraft.icao})` : `#${filters.aircraftId}`}`]);
  if (filters.fromId !== undefined && filters.toId !== undefined) list.push([["fromId", "toId"], `Route: ${airport(filters.fromId)} → ${airport(filters.toId)}`]);
  else if (filters.fromId !== undefined) list.push([["fromId"], `From: ${airport(filters.fromId)}`]);
  else if (filters.toId !== undefined) list.push([["toId"], `To: ${airport(filters.toId)}`]);
  if (filters.airportId !== undefined) list.push([["airportId"], `Airport: ${airport(filters.airportId)} (from or to)`]);
  if (filters.country) list.push([["country"], `Country: ${countryName(filters.country)}`]);
  if (filters.continent) list.push([["continent"], `Continent: ${CONTINENT_NAMES[filters.continent] ?? filters.continent}`]);
  if (filters.seatClass) list.push([["seatClass"], `Class: ${named(filters.seatClass, SEAT_CLASS_NAMES)}`]);
  if (filters.seat) list.push([["seat"], `Seat: ${named(filters.seat, SEAT_POSITION_NAMES)}`]);
  if (filters.reason) list.push([["reason"], `Reason: ${named(filters.reason, FLIGHT_REASON_NAMES)}`]);
  if (filters.weekday) list.push([["weekday"], `Weekday: ${filters.weekday === UNKNOWN_VALUE ? "not known (date without a day)" : capitalized(filters.weekday)}`]);
  if (filters.airframe) list.push([["airframe"], `Airframe: ${filters.airframe}`]);
  if (filters.hour !== undefined) list.push([["hour"], `Departing ${String(filters.hour).padStart(2, "0")}:00–${String(filters.hour).padStart(2, "0")}:59 local time`]);
  return list.map(([keys, label]) => ({ key: keys.join("-"), label, removeHref: without(filters, keys, baseQuery) }));
}

/** The list's URL without some filters (and back on its first page). */
function without(filters: FlightListFilters, keys: Key[], baseQuery: string): string {
  const query = new URLSearchParams(baseQuery);
  for (const [name] of flightListFilterParams(filters)) query.delete(name);
  const kept: FlightListFilters = { ...filters };
  for (const key of keys) delete kept[key];
  for (const [name, value] of flightListFilterParams(kept)) query.set(name, value);
  const text = query.toString();
  return text ? `/flights?${text}` : "/flights";
}
