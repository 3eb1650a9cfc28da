"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { rememberAccount, type OfflineAccount } from "./offline-account";
import { syncLog } from "./sync-log";

/** How often an open, visible page brings the offline copy up to date. */
const SYNC_EVERY_MS = 5 * 60_000;

function registerWorker(): void {
  // the worker is built for production only (scripts/build-service-worker.ts); in development it would cache a moving build
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
}

/** One sync at a time across the account's open tabs (where the browser offers locks). */
function oneAtATime(work: () => Promise<unknown>): Promise<unknown> {
  return navigator.locks ? navigator.locks.request("contrail-offline-sync", { ifAvailable: true }, (lock) => (lock ? work() : null)) : work();
}

/**
 * Mounted by the signed-in layout on every online page: registers the service worker, binds the browser's offline
 * data to this account (another account's is deleted first), records the language its pages speak (the offline shell
 * speaks it too) and keeps the offline copy in step, on load and every few minutes while the page is visible. Renders
 * nothing.
 */
export function OfflineSync({ account }: { account: Omit<OfflineAccount, "language"> }) {
  const { userId, displayName, unit, dateFormat, clock, theme } = account;
  // the language this page speaks, already resolved (the account's choice, else the browser's)
  const language = useLocale();
  useEffect(registerWorker, []);
  useEffect(() => {
    let stopped = false;
    const remembered = rememberAccount({ userId, displayName, unit, dateFormat, clock, theme, language });
    const sync = () => {
      if (stopped || document.visibilityState !== "visible") return;
      void remembered.then(() => oneAtATime(() => syncLog(userId))).catch(() => undefined);
    };
    sync();
    const timer = setInterval(sync, SYNC_EVERY_MS);
    document.addEventListener("visibilitychange", sync);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", sync);
    };
  }, [userId, displayName, unit, dateFormat, clock, theme, language]);
  return null;
}
