/**
 * How much of a file an import holds at once, in one place (docs/security.md lists each limit). A file within the
 * upload limit can still describe far more than its bytes (ten million empty lists, a line of separators, a million
 * new names), so every reader holds one bounded record at a time and the report keeps bounded excerpts.
 */

/** The most columns a CSV record may have: exports have a few dozen. */
export const MAX_CSV_COLUMNS = 1_000;

/**
 * The most characters one record may hold: a CSV record, a line of a text file (after unfolding, for iCalendar), an
 * iCalendar event, a JSON member or one element of a JSON flight list. Real records are a few hundred characters.
 */
export const MAX_RECORD_CHARS = 1024 * 1024;

/** The most distinct properties one iCalendar event may have: real calendars write a few dozen. */
export const MAX_EVENT_PROPERTIES = 1_000;

/** The rows that cannot be imported that a report lists (all are counted in skippedTotal). */
export const MAX_SKIPPED_LISTED = 1_000;

/** The most characters of a skipped row's reason a report keeps (reasons quote the file's values). */
export const MAX_REASON_CHARS = 200;

/**
 * The most distinct airports, airlines and aircraft (together) a file may name that the reference data does not know:
 * each needs a mapping, and a real log names a few dozen. Past it the file is refused.
 */
export const MAX_UNKNOWN_NAMES = 1_000;

/** The most characters of an unknown name a report keeps (a mapping key is at most 300 characters). */
export const MAX_NAME_CHARS = 300;

/** The most looked-up names an import remembers per kind (lookups past it are asked again). */
export const MAX_CACHED_NAMES = 10_000;

/**
 * The first `max` characters of `text` (with "…" when cut), as a string of its own: a plain slice would keep the whole
 * value it was cut from (a megabyte line) alive for as long as the excerpt.
 */
export function excerpt(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return Buffer.from(cut, "utf8").toString("utf8");
}
