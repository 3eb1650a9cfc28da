import { afterAttempt, delayUntilNext, nextToSend, resultOfAnswer, type OutboxEntry, type SyncResult } from "./outbox-rules";
import { deleteOutboxEntry, listOutbox, updateOutboxEntries } from "./outbox-store";

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
 * Sends the account's waiting flights, oldest first, one at a time, until the outbox is empty, one is not yet due
 * (`early`: the first goes now whatever its backoff, see nextToSend), or a send fails (the network is down: the next round is the caller's timer). Every attempt of an entry carries
 * its key, so an answer lost on the way back costs nothing: the retry is answered with the flight saved the first time.
 * One round at a time across the tabs (Web Locks, where the browser has them).
 */
export async function sendOutbox(userId: string, early: boolean, deps: SenderDeps = browserDeps()): Promise<SendRound> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? await locks.request(`contrail-outbox-${userId}`, () => sendRound(userId, early, deps)) : await sendRound(userId, early, deps);
}

async function sendRound(userId: string, early: boolean, deps: SenderDeps): Promise<SendRound> {
  // once the server has answered in this round, the rest go at once: the network is back
  let goNow = early;
  for (;;) {
    const entries = await listOutbox(userId);
    const entry = nextToSend(entries, userId, deps.now(), goNow);
    if (!entry) return { retryInMs: delayUntilNext(entries, userId, deps.now()), signedOut: false };
    await updateOutboxEntries([{ ...entry, state: "sending" }]);
    const result = await send(entry, deps);
    // sent early (a page opened, the network came back): its backoff starts over from the first delay
    const after = afterAttempt(goNow ? { ...entry, attempts: 0 } : entry, result, deps.now(), deps.random());
    if (after) await updateOutboxEntries([after]);
    else await deleteOutboxEntry(entry.key);
    if (result.kind === "signed-out") return { retryInMs: null, signedOut: true };
    if (result.kind === "failed") return { retryInMs: delayUntilNext(await listOutbox(userId), userId, deps.now()), signedOut: false };
    goNow = true;
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
