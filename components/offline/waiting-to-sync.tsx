"use client";

import { useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { OfflineFlightForm, type AccountHolder } from "./offline-flight-form";
import { entryState, entryTitle, outboxStatus } from "./outbox-entry-text";
import type { OutboxEntry } from "./outbox-rules";
import { deleteOutboxEntry } from "./outbox-store";
import { useOutboxEntries } from "./use-outbox";

/**
 * The flights saved on this device and not yet on the server: each with its state; a refused one with the server's
 * reason and the choice to correct it (sent again under a new key) or drop it. Shown on the flight list, online and
 * offline; nothing when the outbox is empty and always was.
 */
export function WaitingToSync({ account }: { account: AccountHolder }) {
  const entries = useOutboxEntries(account.userId);
  const [editing, setEditing] = useState<string | null>(null);
  const [seen, setSeen] = useState(false);
  if (entries && entries.length > 0 && !seen) setSeen(true);
  const show = entries !== null && (entries.length > 0 || seen);

  return (
    <section aria-labelledby="waiting-to-sync" className={show ? "card space-y-3" : "hidden"}>
      <h2 id="waiting-to-sync" className="text-lg font-semibold">
        Waiting to sync
      </h2>
      <p role="status" aria-live="polite" className="muted text-sm">
        {entries ? outboxStatus(entries) : ""}
      </p>
      <ul className="space-y-3">
        {(entries ?? []).map((entry) => (
          <li key={entry.key} className="space-y-2" data-outbox-state={entry.state}>
            <p className="font-medium">{entryTitle(entry)}</p>
            <p className={entry.state === "refused" ? "text-sm text-red-700 dark:text-red-400" : "muted text-sm"}>{entryState(entry)}</p>
            {entry.state === "refused" ? <RefusedActions entry={entry} account={account} editing={editing === entry.key} onEdit={setEditing} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RefusedActions({ entry, account, editing, onEdit }: { entry: OutboxEntry; account: AccountHolder; editing: boolean; onEdit: (key: string | null) => void }) {
  const title = entryTitle(entry);
  if (editing) {
    return (
      <div className="space-y-2">
        <button type="button" className="btn" onClick={() => onEdit(null)}>
          Cancel the correction
        </button>
        <OfflineFlightForm account={account} entry={entry} onQueued={() => onEdit(null)} />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn" aria-label={`Edit ${title}`} onClick={() => onEdit(entry.key)}>
        Edit
      </button>
      <ConfirmAction
        trigger="Drop"
        triggerLabel={`Drop ${title}`}
        question={`Drop ${title}? It is deleted from this device and never saved.`}
        confirm="Drop it"
        pending="Dropping…"
        act={async () => {
          await deleteOutboxEntry(entry.key);
          return undefined;
        }}
      />
    </div>
  );
}
