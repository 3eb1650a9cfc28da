import { sendOutbox, type SendRound } from "./outbox-sender";
import { onOutboxChange } from "./outbox-store";

/** After an unexpected failure of a round itself (IndexedDB refused, say): look again later, never spin. */
const AFTER_ERROR_MS = 60_000;

type Send = (userId: string, early: boolean) => Promise<SendRound>;

interface Driver {
  holders: number;
  stop: () => void;
}

const drivers = new Map<string, Driver>();

/**
 * Keeps the account's outbox moving while a page is open: a round at once, after every change of the outbox, and
 * when the backoff's time comes. The page opening, a flight added (here or in another tab), the browser's `online`
 * event and the page coming back into view send the oldest flight early, whatever its backoff; only an answer says
 * the network is back. One driver per account and page however many views ask; answers the release.
 */
export function keepOutboxMoving(userId: string, send: Send = sendOutbox): () => void {
  const existing = drivers.get(userId);
  if (existing) {
    existing.holders += 1;
  } else {
    drivers.set(userId, { holders: 1, stop: startDriver(userId, send) });
  }
  let released = false;
  return () => {
    const driver = drivers.get(userId);
    if (released || !driver) return;
    released = true;
    driver.holders -= 1;
    if (driver.holders === 0) {
      driver.stop();
      drivers.delete(userId);
    }
  };
}

function startDriver(userId: string, send: Send): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  // a round asked for while one runs: run again after it (early if any of the asks was)
  let again: { early: boolean } | null = null;
  let stopped = false;

  const schedule = (ms: number | null) => {
    clearTimeout(timer);
    if (ms !== null && !stopped) timer = setTimeout(() => void run(false), ms);
  };

  async function run(early: boolean) {
    if (stopped) return;
    if (running) {
      again = { early: early || (again?.early ?? false) };
      return;
    }
    running = true;
    try {
      let next: { early: boolean } | null = { early };
      while (next && !stopped) {
        again = null;
        const round = await send(userId, next.early);
        schedule(round.signedOut ? null : round.retryInMs);
        next = again;
      }
    } catch {
      schedule(AFTER_ERROR_MS);
    } finally {
      running = false;
    }
  }

  const unsubscribe = onOutboxChange((change) => void run(change === "added"));
  const wake = () => {
    if (document.visibilityState === "visible") void run(true);
  };
  window.addEventListener("online", wake);
  document.addEventListener("visibilitychange", wake);
  void run(true);
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener("online", wake);
    document.removeEventListener("visibilitychange", wake);
  };
}
