"use client";

import { useState } from "react";
import type { OfflineAccount } from "./offline-account";
import { OfflineFlightForm } from "./offline-flight-form";
import { entryTitle } from "./outbox-entry-text";
import { WaitingToSync } from "./waiting-to-sync";

/** /flights/new without the network (rendered by the offline shell): the add form, saving into this device's outbox. */
export function OfflineAddFlight({ account }: { account: OfflineAccount }) {
  const [kept, setKept] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Add a flight</h1>
        <p className="muted">
          You are offline: the flight is saved on this device and sent when the network is back. Or{" "}
          <a className="underline" href="/flights/new/scan">
            scan a boarding pass
          </a>
          .
        </p>
      </div>
      <p role="status" className={kept ? "alert-success" : "sr-only"}>
        {kept ? `Saved on this device — waiting to sync: ${kept}` : ""}
      </p>
      <OfflineFlightForm
        key={formKey}
        account={account}
        onQueued={(entry) => {
          setKept(entryTitle(entry));
          setFormKey((n) => n + 1);
        }}
      />
      <WaitingToSync account={account} />
    </div>
  );
}
