/**
 * IANA time-zone names as this Node.js (ICU) knows them. Intl accepts aliases ("Asia/Kolkata" and
 * "Asia/Calcutta", "Europe/Kyiv" and "Europe/Kiev"), so we test acceptance rather than membership in
 * Intl.supportedValuesOf, which lists only one spelling of each zone.
 */

const accepted = new Map<string, string | null>();

/** The zone as ICU resolves it (canonical spelling), or null when ICU does not know the name. */
function resolve(name: string): string | null {
  let result = accepted.get(name);
  if (result === undefined) {
    try {
      result = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      result = null;
    }
    accepted.set(name, result);
  }
  return result;
}

/**
 * A location zone ("Area/Location", including "Etc/GMT+5") or "UTC", spelled as in the tz database.
 * Rejected: unknown names, offsets ("+05:00"), and the legacy rule names ("EST5EDT", "CET") that say nothing
 * about a place.
 */
export function isValidTimeZone(name: string | null | undefined): boolean {
  if (!name) return false;
  if (name === "UTC") return true;
  if (!/^[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  return resolve(name) !== null;
}

/** The name when valid, repaired when only its letter case is wrong ("asia/tokyo"), otherwise null. */
export function normalizeTimeZone(name: string | null | undefined): string | null {
  const value = name?.trim();
  if (!value) return null;
  if (isValidTimeZone(value)) return value;
  const resolved = resolve(value);
  return resolved && resolved.toLowerCase() === value.toLowerCase() && isValidTimeZone(resolved) ? resolved : null;
}

/** The nautical zone for a longitude ("Etc/GMT-1" is UTC+1: the sign is POSIX's): a last resort at sea. */
export function nauticalTimeZone(lon: number): string {
  const offset = Math.max(-12, Math.min(12, Math.round(lon / 15)));
  if (offset === 0) return "Etc/GMT";
  return `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}
