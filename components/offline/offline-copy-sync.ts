import { rememberAccount, type OfflineAccount } from "./offline-account";
import { syncLog } from "./sync-log";

/** How often an open, visible page brings the offline copy up to date. */
const SYNC_EVERY_MS = 5 * 60_000;

export function registerWorker(): void {
  // the worker is built for production only (scripts/build-service-worker.ts); in development it would cache a moving build
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
}

/** One sync at a time across the account's open tabs (where the browser offers locks). */
function oneAtATime(work: () => Promise<unknown>): Promise<unknown> {
  return navigator.locks ? navigator.locks.request("contrail-offline-sync", { ifAvailable: true }, (lock) => (lock ? work() : null)) : work();
}

/**
 * Binds the browser's offline data to this account (another account's is deleted first) and keeps the offline copy
 * in step: at once and every few minutes while the page is visible. Answers the stop.
 */
export function keepOfflineCopy(account: OfflineAccount): () => void {
  let stopped = false;
  const remembered = rememberAccount(account);
  const sync = () => {
    if (stopped || document.visibilityState !== "visible") return;
    void remembered.then(() => oneAtATime(() => syncLog(account.userId))).catch(() => undefined);
  };
  sync();
  const timer = setInterval(sync, SYNC_EVERY_MS);
  document.addEventListener("visibilitychange", sync);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", sync);
  };
}
