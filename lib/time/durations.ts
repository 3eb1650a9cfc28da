/** Fixed spans in milliseconds, for instants in UTC (a civil day in a zone may be 23 or 25 hours: lib/time/zoned.ts). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
