/**
 * An instant as a compact UTC stamp, "20240312T083000Z" (seconds kept, milliseconds dropped): iCalendar's UTC
 * DATE-TIME, and the time in a backup file's name (such names sort by time).
 */
export function compactUtc(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
}

/** A compact UTC stamp as a pattern's source, to match one within a longer text. */
export const COMPACT_UTC_SOURCE = String.raw`\d{8}T\d{6}Z`;

/** The instant (ms) of a stamp compactUtc wrote; NaN for anything else. */
export function compactUtcMs(stamp: string): number {
  const parts = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(stamp);
  return parts ? Date.parse(`${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}Z`) : NaN;
}
