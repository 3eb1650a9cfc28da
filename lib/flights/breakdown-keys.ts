/**
 * The keys of the StatBreakdown kinds 'weekday' and 'airframe' (prisma/schema.prisma), as SQL over a row `alias` with
 * "date", "datePrecision" and "aircraftReg". The same text on SQLite and PostgreSQL; the triggers of migration
 * 20261126153000_breakdown_figures spell out the same expressions (lib/stats/rollups/rollup-agreement.test.ts checks the
 * tables they keep against the declarations, lib/stats/rollups/declarations.ts).
 */

/** The weekday keys' names: index = the key ('0' Sunday … '6'). */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/**
 * Day of the week of the local date at the origin, '0' (Sunday) … '6', by Sakamoto's method in integer arithmetic
 * (neither database's date functions are shared); '' (unknown) unless the date is known to the day. The local date
 * is the flight's own, so no time zone is needed.
 */
export function weekdayKeySql(alias: string): string {
  const year = `(CAST(SUBSTR(${alias}."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(${alias}."date", 6, 2) < '03' THEN 1 ELSE 0 END)`;
  const monthTerm = `CAST(SUBSTR('032503514624', CAST(SUBSTR(${alias}."date", 6, 2) AS INTEGER), 1) AS INTEGER)`;
  const day = `CAST(SUBSTR(${alias}."date", 9, 2) AS INTEGER)`;
  return `CASE WHEN ${alias}."datePrecision" = 'day' THEN CAST((${year} + ${year} / 4 - ${year} / 100 + ${year} / 400 + ${monthTerm} + ${day}) % 7 AS TEXT) ELSE '' END`;
}

/**
 * An airframe: the aircraft registration written once, in capitals without spaces or hyphens ("hb-jca", "HB JCA"
 * and "HBJCA" are one airframe); '' (unknown) when none is given. The only place registrations are normalised.
 */
export function airframeKeySql(alias: string): string {
  return `UPPER(REPLACE(REPLACE(COALESCE(${alias}."aircraftReg", ''), ' ', ''), '-', ''))`;
}

/**
 * The hour of departure on the origin's clock, '0' … '23' (the StatBreakdown kind 'hour', migration
 * 20261127010000_departure_hour): Flight.departureHour as text, '' (unknown) without a departure time.
 */
export function hourKeySql(alias: string): string {
  return `COALESCE(CAST(${alias}."departureHour" AS TEXT), '')`;
}
