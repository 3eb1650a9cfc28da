import type { OutboxEntry } from "./outbox-rules";

/** An entry as the list names it: "ZRH → LHR · 2025-03-01 · LX318". */
export function entryTitle(entry: OutboxEntry): string {
  const { from, to, date, flightNumber } = entry.summary;
  return [`${from || "?"} → ${to || "?"}`, date, flightNumber].filter(Boolean).join(" · ");
}

/** What the list says of an entry's state. */
export function entryState(entry: OutboxEntry): string {
  if (entry.state === "refused") return `Refused by the server: ${entry.reason ?? "no reason given"}`;
  if (entry.state === "sending") return "Sending…";
  return entry.attempts > 0 ? "Waiting to sync (the server could not be reached; trying again)" : "Waiting to sync";
}

/** The list's summary, announced as it changes. */
export function outboxStatus(entries: readonly OutboxEntry[]): string {
  const refused = entries.filter((entry) => entry.state === "refused").length;
  const waiting = entries.length - refused;
  const parts = [waiting > 0 ? `${count(waiting)} waiting to sync` : null, refused > 0 ? `${count(refused)} refused, waiting for you to correct or drop` : null];
  return parts.filter(Boolean).join("; ") || "Every flight saved on this device has been synced.";
}

const count = (n: number) => (n === 1 ? "1 flight" : `${n} flights`);
