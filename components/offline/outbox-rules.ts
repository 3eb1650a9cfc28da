/**
 * The outbox's rules, pure: which entry goes next, how long to wait after a failure, and what an answer of
 * POST /sync/flight does to an entry. The IndexedDB store (outbox-store.ts) and the sender (outbox-sender.ts) only
 * apply them.
 */

export type OutboxState = "waiting" | "sending" | "refused";

/** What the "waiting to sync" list shows of a flight. */
export interface OutboxSummary {
  from: string;
  to: string;
  date: string;
  flightNumber: string;
}

export interface OutboxEntry {
  /** a UUID, sent as the Idempotency-Key: every retry of this entry carries it, so the server saves it once */
  key: string;
  userId: string;
  createdAt: number;
  /** the add form's fields, posted as they are */
  fields: Record<string, string>;
  summary: OutboxSummary;
  state: OutboxState;
  /** why the server refused it, in the form's wording */
  reason?: string;
  fieldErrors?: Record<string, string>;
  /** failed sends in a row since it was last sent early: what its backoff counts */
  attempts: number;
  nextAttemptAt: number;
}

/** A sync answer, read: saved, refused for good (the entry waits for the user), or worth another try later. */
export type SyncResult =
  | { kind: "saved"; id: number }
  | { kind: "refused"; reason: string; fieldErrors?: Record<string, string> }
  | { kind: "signed-out" }
  | { kind: "failed" };

const FIRST_DELAY_MS = 2_000;
const LONGEST_DELAY_MS = 5 * 60_000;

/** A new entry, waiting to be sent now; its summary as given (airports by their short codes), else from its fields. */
export function newEntry(key: string, userId: string, fields: Record<string, string>, now: number, summary = summaryOf(fields)): OutboxEntry {
  return { key, userId, createdAt: now, fields, summary, state: "waiting", attempts: 0, nextAttemptAt: now };
}

export function summaryOf(fields: Record<string, string>): OutboxSummary {
  const code = (name: string) => (fields[name] ?? "").trim().toUpperCase();
  return { from: code("from"), to: code("to"), date: fields.date ?? "", flightNumber: (fields.flightNumber ?? "").replace(/\s+/g, "").toUpperCase() };
}

/** The user's entries in the order they are sent: oldest first (the key breaks a tie, so every tab agrees). */
export function inSendingOrder(entries: readonly OutboxEntry[], userId: string): OutboxEntry[] {
  return entries.filter((entry) => entry.userId === userId).sort((a, b) => a.createdAt - b.createdAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The entry to send now, or null. Refused entries wait for the user and hold nobody up; the others go in order, so a
 * later flight is never sent while an older one waits for its retry ("sending" left by a closed page is sent again,
 * with its key). `early`: the oldest goes now whatever its backoff (a page just opened, a flight was just added, or
 * the network just answered): the backoff paces the retries of an open page, it never keeps a new page waiting.
 */
export function nextToSend(entries: readonly OutboxEntry[], userId: string, now: number, early = false): OutboxEntry | null {
  const first = inSendingOrder(entries, userId).find((entry) => entry.state !== "refused");
  return first && (early || first.nextAttemptAt <= now) ? first : null;
}

/** When the sender should look again (ms from now), or null when nothing waits. */
export function delayUntilNext(entries: readonly OutboxEntry[], userId: string, now: number): number | null {
  const first = inSendingOrder(entries, userId).find((entry) => entry.state !== "refused");
  return first ? Math.max(0, first.nextAttemptAt - now) : null;
}

/** The wait after the n-th failure in a row: 2 s doubling to 5 min, each between 75 % and 100 % of that (random in [0, 1)), so tabs and devices spread out. */
export function backoffMs(failures: number, random: number): number {
  const full = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(full * (0.75 + 0.25 * random));
}

/**
 * An answer of POST /sync/flight, read. A 2xx with an id is saved (201 now, 200 a retry of a save already made); a
 * 401 means the session ended (the entry waits for a sign-in); 408 and 429 and every 5xx are worth a retry; any
 * other 4xx is the server's final word on this body; a network failure or an unreadable answer (null) is retried.
 */
export function resultOfAnswer(answer: { status: number; body: unknown } | null): SyncResult {
  if (!answer) return { kind: "failed" };
  const { status, body } = answer;
  const fields = (typeof body === "object" && body !== null ? body : {}) as { id?: unknown; message?: unknown; fieldErrors?: unknown };
  if (status >= 200 && status < 300) return typeof fields.id === "number" ? { kind: "saved", id: fields.id } : { kind: "failed" };
  if (status === 401) return { kind: "signed-out" };
  if (status === 408 || status === 429 || status >= 500 || status < 400) return { kind: "failed" };
  const fieldErrors = isTextRecord(fields.fieldErrors) && Object.keys(fields.fieldErrors).length > 0 ? fields.fieldErrors : undefined;
  const reason = typeof fields.message === "string" && fields.message ? fields.message : `The server refused this flight (${status}).`;
  return { kind: "refused", reason, ...(fieldErrors ? { fieldErrors } : {}) };
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((item) => typeof item === "string");
}

/** The entry after an attempt: null when saved (it leaves the outbox), refused with the reason, or waiting for its next try. */
export function afterAttempt(entry: OutboxEntry, result: SyncResult, now: number, random: number): OutboxEntry | null {
  switch (result.kind) {
    case "saved":
      return null;
    case "refused":
      return { ...entry, state: "refused", reason: result.reason, fieldErrors: result.fieldErrors, attempts: entry.attempts + 1 };
    case "signed-out":
      return { ...entry, state: "waiting" };
    case "failed": {
      const attempts = entry.attempts + 1;
      return { ...entry, state: "waiting", attempts, nextAttemptAt: now + backoffMs(attempts, random) };
    }
  }
}
