import { enumKeyIn, FLIGHT_REASON_KEYS, SEAT_CLASS_KEYS, SEAT_POSITION_KEYS } from "@/components/format/enum-keys";
import type { ServerFormats } from "@/components/format/server-formats";
import type { Translate } from "@/components/format/translator";
import { CONTINENT_KEYS } from "@/components/map/countries";
import type { WeekdayName } from "@/lib/flights/breakdown-keys";
import { UNKNOWN_VALUE, type FlightListFilters } from "@/lib/flights/flight-list-filters";
import { flightListFilterParams } from "@/lib/flights/flight-list-params";
import type { FilterNames } from "@/lib/flights/filter-names";

const WEEKDAY_KEYS = {
  sunday: "Flights.weekdays.sunday",
  monday: "Flights.weekdays.monday",
  tuesday: "Flights.weekdays.tuesday",
  wednesday: "Flights.weekdays.wednesday",
  thursday: "Flights.weekdays.thursday",
  friday: "Flights.weekdays.friday",
  saturday: "Flights.weekdays.saturday",
} as const satisfies Record<WeekdayName, string>;

/** One active filter as the list shows it: what it keeps, and the list without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  removeHref: string;
}

type Key = keyof FlightListFilters;

/**
 * The list's active filters in words ("Airport: ZRH", "Completed flights only") in the page's language, each with
 * the link that drops it (a route's origin and destination go together), in the scope and sort of `baseQuery`.
 */
export function activeFilters(filters: FlightListFilters, names: FilterNames, baseQuery: string, t: Translate, f: ServerFormats): ActiveFilter[] {
  const { airline, aircraft } = names;
  const airport = (id: number | undefined) => (id !== undefined && names.airports.get(id)) || `#${id}`;
  const named = (value: string, keys: Readonly<Record<string, Parameters<Translate>[0]>>) => {
    if (value === UNKNOWN_VALUE) return t("Flights.filters.notRecorded");
    const key = enumKeyIn(keys, value);
    return key ? t(key) : value;
  };
  const hour = (minutes: string) => `${String(filters.hour).padStart(2, "0")}:${minutes}`;
  const list: [Key[], string][] = [];
  if (filters.completed) list.push([["completed"], t("Flights.filters.completed")]);
  if (filters.q) list.push([["q"], t("Flights.filters.search", { q: filters.q })]);
  if (filters.year !== undefined) list.push([["year"], t("Flights.filters.year", { year: String(filters.year) })]);
  if (filters.since && filters.until) list.push([["since", "until"], t("Flights.filters.dates", { since: filters.since, until: filters.until })]);
  else if (filters.since) list.push([["since"], t("Flights.filters.datesFrom", { since: filters.since })]);
  else if (filters.until) list.push([["until"], t("Flights.filters.datesUntil", { until: filters.until })]);
  if (filters.month !== undefined) list.push([["month"], t("Flights.filters.month", { month: f.month(filters.month, "long") })]);
  if (filters.airlineId !== undefined) {
    const code = airline?.iata ?? airline?.icao;
    list.push([["airlineId"], t("Flights.filters.airline", { airline: airline ? (code ? `${airline.name} (${code})` : airline.name) : `#${filters.airlineId}` })]);
  }
  if (filters.aircraftId !== undefined) list.push([["aircraftId"], t("Flights.filters.aircraft", { aircraft: aircraft ? `${aircraft.name} (${aircraft.icao})` : `#${filters.aircraftId}` })]);
  if (filters.fromId !== undefined && filters.toId !== undefined) list.push([["fromId", "toId"], t("Flights.filters.route", { from: airport(filters.fromId), to: airport(filters.toId) })]);
  else if (filters.fromId !== undefined) list.push([["fromId"], t("Flights.filters.from", { airport: airport(filters.fromId) })]);
  else if (filters.toId !== undefined) list.push([["toId"], t("Flights.filters.to", { airport: airport(filters.toId) })]);
  if (filters.airportId !== undefined) list.push([["airportId"], t("Flights.filters.airport", { airport: airport(filters.airportId) })]);
  if (filters.country) list.push([["country"], t("Flights.filters.country", { country: f.country(filters.country) })]);
  if (filters.continent) list.push([["continent"], t("Flights.filters.continent", { continent: named(filters.continent, CONTINENT_KEYS) })]);
  if (filters.seatClass) list.push([["seatClass"], t("Flights.filters.seatClass", { value: named(filters.seatClass, SEAT_CLASS_KEYS) })]);
  if (filters.seat) list.push([["seat"], t("Flights.filters.seat", { value: named(filters.seat, SEAT_POSITION_KEYS) })]);
  if (filters.reason) list.push([["reason"], t("Flights.filters.reason", { value: named(filters.reason, FLIGHT_REASON_KEYS) })]);
  if (filters.weekday) {
    const day = filters.weekday === UNKNOWN_VALUE ? t("Flights.filters.weekdayUnknown") : t(WEEKDAY_KEYS[filters.weekday]);
    list.push([["weekday"], t("Flights.filters.weekday", { day })]);
  }
  if (filters.airframe) list.push([["airframe"], t("Flights.filters.airframe", { registration: filters.airframe })]);
  if (filters.hour !== undefined) list.push([["hour"], t("Flights.filters.hour", { from: hour("00"), to: hour("59") })]);
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
