import { afterAttempt, delayUntilNext, nextToSend, resultOfAnswer, type OutboxEntry, type SyncResult } from "./outbox-rules";
import { deleteOutboxEntry, listOutbox, putOutboxEntries } from "./outbox-store";

export const SYNC_FLIGHT_PATH = "/sync/flight";
const ANSWER_TIMEOUT_MS = 30_000;

export interface SenderDeps {
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
}

const browserDeps = (): SenderDeps => ({ fetch: (...args) => fetch(...args), now: Date.now, random: Math.random });

/** How a sending round ended: when to try again (ms, null: nothing waits) and whether the session has ended. */
export interface SendRound {
  retryInMs: number | null;
  signedOut: boolean;
}

/**
 * Sends the account's waiting flights, oldest first, one at a time, until the outbox is empty, one is not yet due,
 * or a send fails (the network is down: the next round is the caller's timer). Every attempt of an entry carries
 * its key, so an answer lost on the way back costs nothing: the retry is answered with the flight saved the first time.
 * One round at a time across the tabs (Web Locks, where the browser has them).
 */
export async function sendOutbox(userId: string, deps: SenderDeps = browserDeps()): Promise<SendRound> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? await locks.request(`contrail-outbox-${userId}`, () => sendRound(userId, deps)) : await sendRound(userId, deps);
}

async function sendRound(userId: string, deps: SenderDeps): Promise<SendRound> {
  for (;;) {
    const entries = await listOutbox(userId);
    const entry = nextToSend(entries, userId, deps.now());
    if (!entry) return { retryInMs: delayUntilNext(entries, userId, deps.now()), signedOut: false };
    await putOutboxEntries([{ ...entry, state: "sending" }]);
    const result = await send(entry, deps);
    const after = afterAttempt(entry, result, deps.now(), deps.random());
    if (after) await putOutboxEntries([after]);
    else await deleteOutboxEntry(entry.key);
    if (result.kind === "signed-out") return { retryInMs: null, signedOut: true };
    if (result.kind === "failed") return { retryInMs: delayUntilNext(await listOutbox(userId), userId, deps.now()), signedOut: false };
  }
}

async function send(entry: OutboxEntry, deps: SenderDeps): Promise<SyncResult> {
  try {
    const res = await deps.fetch(SYNC_FLIGHT_PATH, {
      method: "POST",
      headers: { "idempotency-key": entry.key },
      body: new URLSearchParams(entry.fields),
      credentials: "same-origin",
      cache: "no-store",
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    const body: unknown = await res.json().catch(() => null);
    return resultOfAnswer({ status: res.status, body });
  } catch {
    // offline, cut off, timed out: the entry waits, with its key
    return resultOfAnswer(null);
  }
}
