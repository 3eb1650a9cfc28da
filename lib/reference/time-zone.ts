import { resolveTimeZone } from "@/lib/time/zoned";

/**
 * Which IANA time-zone names the reference data accepts. Whether the runtime knows a name at all is
 * lib/time/zoned.ts's question (Intl accepts aliases such as "Asia/Calcutta" and "Europe/Kiev", so it tests
 * acceptance rather than membership in Intl.supportedValuesOf); this file adds the stricter rule for places.
 */

/**
 * A location zone ("Area/Location", including "Etc/GMT+5") or "UTC", spelled as in the tz database.
 * Rejected: unknown names, offsets ("+05:00"), and the legacy rule names ("EST5EDT", "CET") that say nothing
 * about a place.
 */
export function isLocationTimeZone(name: string | null | undefined): boolean {
  if (!name) return false;
  if (name === "UTC") return true;
  if (!/^[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  return resolveTimeZone(name) !== null;
}

/** The name when valid, repaired when only its letter case is wrong ("asia/tokyo"), otherwise null. */
export function normalizeTimeZone(name: string | null | undefined): string | null {
  const value = name?.trim();
  if (!value) return null;
  if (isLocationTimeZone(value)) return value;
  const resolved = resolveTimeZone(value);
  return resolved && resolved.toLowerCase() === value.toLowerCase() && isLocationTimeZone(resolved) ? resolved : null;
}

/** The nautical zone for a longitude ("Etc/GMT-1" is UTC+1: the sign is POSIX's): a last resort at sea. */
export function nauticalTimeZone(lon: number): string {
  const offset = Math.max(-12, Math.min(12, Math.round(lon / 15)));
  if (offset === 0) return "Etc/GMT";
  return `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}
