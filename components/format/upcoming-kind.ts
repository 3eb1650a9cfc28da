import { periodFirstDay } from "@/lib/time/zoned";

/**
 * Which badge a flight that is not over yet wears: "This month" / "This year" while a month- or year-precision
 * flight's period is running (it counts as completed only once the period is over), else "Upcoming". `today` is
 * "YYYY-MM-DD". Apart from flight-dates.ts, whose formats every client component's useFormats loads: this needs the
 * time-zone code, they do not.
 */
export function upcomingKind(date: string, precision: string, today: string): "month" | "year" | "upcoming" {
  if (precision === "month" && periodFirstDay(today, "month") === date) return "month";
  if (precision === "year" && periodFirstDay(today, "year") === date) return "year";
  return "upcoming";
}
