import { MONTH_NAMES } from "./units";

/** A flight's date as precise as it is known: "12 Mar 2024", "Mar 2024" or "2024". */
export function formatFlightDate(date: string, precision: string): string {
  const [year, month, day] = date.split("-");
  const monthName = MONTH_NAMES[Number(month) - 1] ?? "";
  if (precision === "year") return year ?? date;
  if (precision === "month") return `${monthName} ${year}`;
  return `${Number(day)} ${monthName} ${year}`;
}

/** "08:05" from an ISO instant written in local time ("2024-03-31T08:05:00.000+02:00"). */
export function localClock(iso: string | null): string | null {
  return iso ? iso.slice(11, 16) : null;
}

/** "UTC+02:00" from the same string. */
export function utcOffsetOf(iso: string | null): string | null {
  if (!iso) return null;
  const offset = iso.slice(23);
  return offset ? `UTC${offset}` : null;
}
