"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import type { OfflineAccount } from "./offline-account";

type DeviceSync = typeof import("./device-sync");

/** How long after its load a page is left to its own work (hydration, charts) before the sync's code is fetched. */
const SETTLE_MS = 1_000;

/** Calls `start` once the page has loaded, settled and the browser is idle; answers the cancel. */
function whenSettled(start: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback !== "function") return start();
    const handle = requestIdleCallback(start);
    cancel = () => cancelIdleCallback(handle);
  };
  const settle = () => {
    const timer = setTimeout(idle, SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === "complete") settle();
  else {
    window.addEventListener("load", settle, { once: true });
    cancel = () => window.removeEventListener("load", settle);
  }
  return () => cancel();
}

/**
 * Mounted by the signed-in layout on every online page: registers the service worker, keeps the offline copy in
 * step (with the language its pages speak: the offline shell speaks it too) and sends the flights saved on this device. Its code is loaded once the page has settled, so a page's own
 * JavaScript comes first (the dashboard's budget, e2e/performance.spec.ts). Renders nothing.
 */
export function SignedInSync({ account }: { account: Omit<OfflineAccount, "language"> }) {
  const [sync, setSync] = useState<DeviceSync | null>(null);
  const { userId, displayName, unit, dateFormat, clock, theme } = account;
  // the language this page speaks, already resolved (the account's choice, else the browser's)
  const language = useLocale();
  useEffect(() => {
    let mounted = true;
    const cancel = whenSettled(() => void import("./device-sync").then((loaded) => mounted && setSync(loaded)).catch(() => undefined));
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  useEffect(() => sync?.registerWorker(), [sync]);
  useEffect(() => sync?.keepOutboxMoving(userId), [sync, userId]);
  useEffect(
    () => sync?.keepOfflineCopy({ userId, displayName, unit, dateFormat, clock, theme, language }),
    [sync, userId, displayName, unit, dateFormat, clock, theme, language],
  );
  return null;
}
