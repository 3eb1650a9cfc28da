import type { Formats } from "@/components/format/formats";
import type { OutboxEntry } from "./outbox-rules";

const PRECISIONS = ["year", "month", "day"] as const;

/** An entry as the list names it: "ZRH → LHR · 1 Mar 2025 · LX318", its date ("2025", "2025-03" or a day) in the account's format. */
export function entryTitle(entry: OutboxEntry, f: Pick<Formats, "date">): string {
  const { from, to, date, flightNumber } = entry.summary;
  const precision = PRECISIONS[date.split("-").length - 1] ?? "day";
  return [`${from || "?"} → ${to || "?"}`, date ? f.date(date, precision) : null, flightNumber].filter(Boolean).join(" · ");
}
