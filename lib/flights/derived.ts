import { startOfLocalDay, startOfNextPeriod, type DatePrecision } from "@/lib/time/zoned";

/** Mean Earth radius (IUGG), the sphere of docs/contract/decisions.md "Statistics semantics". */
export const EARTH_RADIUS_KM = 6371.0088;

interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle distance by the haversine formula, in km (not rounded). */
export function haversineKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** (arrival − departure) in whole seconds; null unless both are known. */
export function durationSecondsOf(departure: Date | null, arrival: Date | null): number | null {
  if (!departure || !arrival) return null;
  return Math.round((arrival.getTime() - departure.getTime()) / 1000);
}

export interface DerivedTimesInput {
  date: string;
  datePrecision: DatePrecision;
  departure: Date | null;
  arrival: Date | null;
  /** the origin airport's zone */
  originTz: string;
}

/** The instant from which the flight counts as completed: arrival, else departure, else the start of the next period at the origin. */
export function endsAtOf(f: DerivedTimesInput): Date {
  return f.arrival ?? f.departure ?? startOfNextPeriod(f.date, f.datePrecision, f.originTz);
}

/** The order of flight lists: departure, else the start of the date at the origin. */
export function sortAtOf(f: DerivedTimesInput): Date {
  return f.departure ?? startOfLocalDay(f.date, f.originTz);
}
