import { sendOutbox, type SendRound } from "./outbox-sender";
import { onOutboxChange } from "./outbox-store";

/** After an unexpected failure of a round itself (IndexedDB refused, say): look again later, never spin. */
const AFTER_ERROR_MS = 60_000;

interface Driver {
  holders: number;
  stop: () => void;
}

const drivers = new Map<string, Driver>();

/**
 * Keeps the account's outbox moving while a page is open: a round at once, after every change of the outbox (a
 * flight added here or in another tab), and when the backoff's time comes. The browser's `online` event and the page
 * coming back into view only start a round early: a round that succeeds is what says the network is back. One driver
 * per account and page however many views ask; answers the release.
 */
export function keepOutboxMoving(userId: string, send: (userId: string) => Promise<SendRound> = sendOutbox): () => void {
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

function startDriver(userId: string, send: (userId: string) => Promise<SendRound>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  let stopped = false;

  const schedule = (ms: number | null) => {
    clearTimeout(timer);
    if (ms !== null && !stopped) timer = setTimeout(run, ms);
  };

  async function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const round = await send(userId);
        schedule(round.signedOut ? null : round.retryInMs);
      } while (again && !stopped);
    } catch {
      schedule(AFTER_ERROR_MS);
    } finally {
      running = false;
    }
  }

  const unsubscribe = onOutboxChange(() => void run());
  const wake = () => {
    if (document.visibilityState === "visible") void run();
  };
  window.addEventListener("online", wake);
  document.addEventListener("visibilitychange", wake);
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener("online", wake);
    document.removeEventListener("visibilitychange", wake);
  };
}
