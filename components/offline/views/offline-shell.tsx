"use client";

import { useEffect, useSyncExternalStore } from "react";
import { OfflineAddFlight } from "../offline-add-flight";
import { OfflineScan } from "../offline-scan";
import { OutboxSync } from "../outbox-sync";
import { WaitingToSync } from "../waiting-to-sync";
import { OfflineDashboard } from "./offline-dashboard";
import { OfflineFlightList } from "./offline-flight-list";
import { OfflineFlightPage } from "./offline-flight-page";
import { OfflineFrame } from "./offline-frame";
import { offlineViewOf, type OfflineView } from "./offline-view";
import { useOfflineCopy, type OfflineCopy } from "./use-offline-copy";

type Ready = Extract<OfflineCopy, { status: "ready" }>;

const noChange = () => () => undefined;

function NotAvailable() {
  return (
    <div className="card space-y-2">
      <h1 className="text-xl font-semibold">Not available offline</h1>
      <p>This page needs the network. Offline you can open:</p>
      <ul className="list-inside list-disc">
        <li>
          <a className="link" href="/">
            the dashboard
          </a>
        </li>
        <li>
          <a className="link" href="/flights">
            your flights
          </a>
        </li>
        <li>
          <a className="link" href="/flights/new">
            the add-flight form
          </a>
        </li>
      </ul>
    </div>
  );
}

function ViewOf({ view, copy }: { view: OfflineView; copy: Ready }) {
  const { account, state, flights } = copy;
  switch (view.kind) {
    case "dashboard":
      return <OfflineDashboard figures={state.figures} preferences={account} />;
    case "list":
      return (
        <>
          <WaitingToSync account={account} />
          <OfflineFlightList flights={flights} dateFormat={account.dateFormat} />
        </>
      );
    case "flight":
      return <OfflineFlightPage flight={flights.find((flight) => flight.id === view.id) ?? null} dateFormat={account.dateFormat} clock={account.clock} />;
    case "add":
      return <OfflineAddFlight account={account} />;
    case "scan":
      return <OfflineScan account={account} />;
    case "unavailable":
      return <NotAvailable />;
  }
}

/**
 * The offline app (app/offline/page.tsx, answered by the service worker for any app page the network cannot
 * serve): shows the view for the address in the browser's bar, from the stored account's copy in IndexedDB.
 */
export function OfflineShell() {
  // the server renders /offline itself; the browser's bar holds the page that was asked for
  const pathname = useSyncExternalStore(noChange, () => location.pathname, () => null);
  const copy = useOfflineCopy();
  const theme = copy.status === "ready" ? copy.account.theme : null;
  useEffect(() => {
    if (theme) document.documentElement.dataset.theme = theme;
  }, [theme]);
  if (pathname === null || copy.status === "loading") return <p className="p-6">Loading your offline copy…</p>;
  if (copy.status === "none") {
    return (
      <OfflineFrame syncedAt={null} displayName={null}>
        <div className="card space-y-2">
          <h1 className="text-xl font-semibold">Nothing stored on this device</h1>
          <p>Sign in once while online: your log is then kept here for use without a network.</p>
        </div>
      </OfflineFrame>
    );
  }
  return (
    <OfflineFrame syncedAt={copy.state.syncedAt} displayName={copy.account.displayName}>
      <OutboxSync userId={copy.account.userId} />
      <ViewOf view={offlineViewOf(pathname)} copy={copy} />
    </OfflineFrame>
  );
}
