"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormats } from "@/components/format/use-formats";
import { ConfirmAction } from "@/components/ui/confirm-action";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { OfflineFlightForm, type AccountHolder } from "./offline-flight-form";
import { entryTitle } from "./outbox-entry-text";
import type { OutboxEntry } from "./outbox-rules";
import { deleteOutboxEntry } from "./outbox-store";
import { useOutboxEntries } from "./use-outbox";

type Translate = ReturnType<typeof useTranslations<"Offline.waiting">>;

/** What the list says of an entry's state. */
function entryState(t: Translate, entry: OutboxEntry): string {
  if (entry.state === "refused") return entry.reason ? t("stateRefused", { reason: entry.reason }) : t("stateRefusedNoReason");
  if (entry.state === "sending") return t("stateSending");
  return entry.attempts > 0 ? t("stateRetrying") : t("stateWaiting");
}

/** The list's summary, announced as it changes. */
function outboxStatus(t: Translate, entries: readonly OutboxEntry[]): string {
  const refused = entries.filter((entry) => entry.state === "refused").length;
  const waiting = entries.length - refused;
  if (waiting > 0 && refused > 0) return t("statusBoth", { waiting, refused });
  if (waiting > 0) return t("statusWaiting", { count: waiting });
  if (refused > 0) return t("statusRefused", { count: refused });
  return t("allSynced");
}

/**
 * The flights saved on this device and not yet on the server: each with its state; a refused one with the server's
 * reason and the choice to correct it (sent again under a new key) or drop it. Shown on the flight list, online and
 * offline; nothing when the outbox is empty and always was.
 */
export function WaitingToSync({ account }: { account: AccountHolder & DisplayPreferences }) {
  const t = useTranslations("Offline.waiting");
  const f = useFormats(account);
  const entries = useOutboxEntries(account.userId);
  const [editing, setEditing] = useState<string | null>(null);
  const [seen, setSeen] = useState(false);
  if (entries && entries.length > 0 && !seen) setSeen(true);
  const show = entries !== null && (entries.length > 0 || seen);

  return (
    <section aria-labelledby="waiting-to-sync" className={show ? "card space-y-3" : "hidden"}>
      <h2 id="waiting-to-sync" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p role="status" aria-live="polite" className="muted text-sm">
        {entries ? outboxStatus(t, entries) : ""}
      </p>
      <ul className="space-y-3">
        {(entries ?? []).map((entry) => (
          <li key={entry.key} className="space-y-2" data-outbox-state={entry.state}>
            <p className="font-medium">{entryTitle(entry, f)}</p>
            <p className={entry.state === "refused" ? "text-sm text-red-700 dark:text-red-400" : "muted text-sm"}>{entryState(t, entry)}</p>
            {entry.state === "refused" ? (
              <RefusedActions entry={entry} title={entryTitle(entry, f)} account={account} editing={editing === entry.key} onEdit={setEditing} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ActionsProps {
  entry: OutboxEntry;
  title: string;
  account: AccountHolder;
  editing: boolean;
  onEdit: (key: string | null) => void;
}

function RefusedActions({ entry, title, account, editing, onEdit }: ActionsProps) {
  const t = useTranslations("Offline.waiting");
  if (editing) {
    return (
      <div className="space-y-2">
        <button type="button" className="btn" onClick={() => onEdit(null)}>
          {t("cancelEdit")}
        </button>
        <OfflineFlightForm account={account} entry={entry} onQueued={() => onEdit(null)} />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn" aria-label={t("editLabel", { flight: title })} onClick={() => onEdit(entry.key)}>
        {t("edit")}
      </button>
      <ConfirmAction
        trigger={t("drop")}
        triggerLabel={t("dropLabel", { flight: title })}
        question={t("dropQuestion", { flight: title })}
        confirm={t("dropConfirm")}
        pending={t("dropping")}
        act={async () => {
          await deleteOutboxEntry(entry.key);
          return undefined;
        }}
      />
    </div>
  );
}
