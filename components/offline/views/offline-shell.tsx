"use client";

import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { OfflineAddFlight } from "../offline-add-flight";
import { OfflineScan } from "../offline-scan";
import { OutboxSync } from "../outbox-sync";
import { WaitingToSync } from "../waiting-to-sync";
import { OfflineDashboard } from "./offline-dashboard";
import { OfflineFlightList } from "./offline-flight-list";
import { OfflineFlightPage } from "./offline-flight-page";
import { OfflineFrame } from "./offline-frame";
import { offlineModeOf, offlineViewOf, type OfflineView } from "./offline-view";
import { useOfflineCopy, type OfflineCopy } from "./use-offline-copy";

type Ready = Extract<OfflineCopy, { status: "ready" }>;

const noChange = () => () => undefined;

function NotAvailable() {
  const t = useTranslations("Offline.shell");
  return (
    <div className="card space-y-2">
      <h1 className="text-xl font-semibold">{t("notAvailableTitle")}</h1>
      <p>{t("notAvailableBody")}</p>
      <ul className="list-inside list-disc">
        <li>
          <a className="link" href="/">
            {t("openDashboard")}
          </a>
        </li>
        <li>
          <a className="link" href="/flights">
            {t("openFlights")}
          </a>
        </li>
        <li>
          <a className="link" href="/flights/new">
            {t("openAddForm")}
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
          <OfflineFlightList flights={flights} preferences={account} />
        </>
      );
    case "flight":
      return <OfflineFlightPage flight={flights.find((flight) => flight.id === view.id) ?? null} preferences={account} />;
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
  const t = useTranslations("Offline.shell");
  // the server renders /offline itself; the browser's bar holds the page that was asked for
  const pathname = useSyncExternalStore(noChange, () => location.pathname, () => null);
  const copy = useOfflineCopy();
  const theme = copy.status === "ready" ? copy.account.theme : null;
  useEffect(() => {
    if (theme) document.documentElement.dataset.theme = theme;
  }, [theme]);
  if (pathname === null || copy.status === "loading") return <p className="p-6">{t("loading")}</p>;
  if (copy.status === "none") {
    return (
      <OfflineFrame syncedAt={null} displayName={null} preferences={null} mode="read">
        <div className="card space-y-2">
          <h1 className="text-xl font-semibold">{t("nothingStoredTitle")}</h1>
          <p>{t("nothingStoredBody")}</p>
        </div>
      </OfflineFrame>
    );
  }
  const view = offlineViewOf(pathname);
  return (
    <OfflineFrame syncedAt={copy.state.syncedAt} displayName={copy.account.displayName} preferences={copy.account} mode={offlineModeOf(view)}>
      <OutboxSync userId={copy.account.userId} />
      <ViewOf view={view} copy={copy} />
    </OfflineFrame>
  );
}
