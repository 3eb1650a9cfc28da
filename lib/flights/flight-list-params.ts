import type { FlightListFilters } from "./flight-list-filters";

/*
 * The list's filters as URL parameters. Kept apart from their SQL (flight-list-filters.ts) so that the browser can
 * make drill-down links too (the flight map's table, lib/stats/dashboard/drill-down.ts).
 */

/** The filters as query parameters (the inverse of parseFlightListFilters). */
export function flightListFilterParams(filters: FlightListFilters): [string, string][] {
  const params: [string, string][] = [];
  if (filters.q) params.push(["q", filters.q]);
  if (filters.airlineId !== undefined) params.push(["airline", String(filters.airlineId)]);
  if (filters.aircraftId !== undefined) params.push(["aircraft", String(filters.aircraftId)]);
  if (filters.seatClass) params.push(["class", filters.seatClass]);
  if (filters.seat) params.push(["seat", filters.seat]);
  if (filters.reason) params.push(["reason", filters.reason]);
  if (filters.year !== undefined) params.push(["year", String(filters.year)]);
  if (filters.month !== undefined) params.push(["month", String(filters.month)]);
  if (filters.completed) params.push(["completed", "1"]);
  if (filters.airportId !== undefined) params.push(["airport", String(filters.airportId)]);
  if (filters.country) params.push(["country", filters.country]);
  if (filters.continent) params.push(["continent", filters.continent]);
  if (filters.fromId !== undefined) params.push(["from", String(filters.fromId)]);
  if (filters.toId !== undefined) params.push(["to", String(filters.toId)]);
  if (filters.weekday) params.push(["weekday", filters.weekday]);
  if (filters.airframe) params.push(["airframe", filters.airframe]);
  if (filters.hour !== undefined) params.push(["hour", String(filters.hour)]);
  if (filters.since) params.push(["since", filters.since]);
  if (filters.until) params.push(["until", filters.until]);
  return params;
}
