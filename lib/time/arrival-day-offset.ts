import { DAY_MS } from "./durations";
/**
 * How many calendar days after its departure a flight lands, each read at its own airport: the flight page and the
 * list show "+1" next to an overnight arrival. Takes the ISO strings of the Flight body, which are written in the
 * airport's local offset, so their first ten characters are the local dates.
 */


function dayNumber(iso: string): number {
  return Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;
}

/** Local arrival date minus local departure date, in days (negative across the date line westwards); null without both. */
export function arrivalDayOffset(departure: string | null, arrival: string | null): number | null {
  if (!departure || !arrival) return null;
  const days = dayNumber(arrival) - dayNumber(departure);
  return Number.isFinite(days) ? Math.round(days) : null;
}

export interface DayOffsetText {
  /** shown: "+1", "−1" */
  marker: string;
  /** read out instead of the marker: "arrives next day" */
  words: string;
}

/** The marker and its words for a day offset; null when the flight lands on the day it left (or times are missing). */
export function describeDayOffset(days: number | null): DayOffsetText | null {
  if (days === null || days === 0) return null;
  if (days > 0) return { marker: `+${days}`, words: days === 1 ? "arrives next day" : `arrives ${days} days later` };
  return { marker: `−${-days}`, words: days === -1 ? "arrives the previous day" : `arrives ${-days} days earlier` };
}
