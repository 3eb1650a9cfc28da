/** Display helpers shared by server and client components; a fixed locale keeps server and client output equal. */
import type { DistanceUnit } from "@/lib/users/display-preferences";

export type { DistanceUnit };

const KM_PER_UNIT: Record<DistanceUnit, number> = { km: 1, mi: 1.609344, nmi: 1.852 };
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** "1.2M", "350K": for axis ticks. */
export function formatCompact(value: number): string {
  return compact.format(value);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

export function distanceIn(km: number, unit: DistanceUnit): number {
  return km / KM_PER_UNIT[unit];
}

export function formatDistance(km: number, unit: DistanceUnit): string {
  return `${integer.format(Math.round(distanceIn(km, unit)))} ${unit}`;
}

/** "12 h 05 min", "1,234 h 35 min": hours and minutes, never cut short. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return `${integer.format(hours)} h ${String(rest).padStart(2, "0")} min`;
}

/** The same duration in words, for screen readers and titles. */
export function describeDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${integer.format(hours)} hours ${rest} minutes`;
}

export const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
