"use client";

import { useState, useTransition } from "react";
import type { FormState } from "@/components/ui/form-state";
import { formatUtcInstant } from "@/components/format/flight-dates";
import type { DisplayPreferences } from "@/lib/users/display-preferences";

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
}

function when(iso: string | null, none: string, display: InstantDisplay): string {
  return iso ? formatUtcInstant(iso, display.dateFormat, display.clock) : none;
}

type InstantDisplay = Pick<DisplayPreferences, "dateFormat" | "clock">;

function RevokeButton({ row, revoke }: { row: ApiKeyRow; revoke: (id: string) => Promise<FormState> }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | undefined>();
  if (!confirming) {
    return (
      <button type="button" className="btn" onClick={() => setConfirming(true)} aria-label={`Revoke key ${row.name}`}>
        Revoke
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-label={`Revoke key ${row.name}?`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm">Revoke “{row.name}”? Scripts using it stop working at once.</span>
      <button
        type="button"
        className="btn btn-danger"
        autoFocus
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await revoke(row.id);
            if (result.message) setError(result.message);
          })
        }
      >
        {pending ? "Revoking…" : "Yes, revoke"}
      </button>
      <button type="button" className="btn" onClick={() => setConfirming(false)}>
        Cancel
      </button>
      {error ? <p role="alert" className="field-error w-full">{error}</p> : null}
    </div>
  );
}

export function ApiKeyList({
  keys,
  revoke,
  display,
}: {
  keys: ApiKeyRow[];
  revoke: (id: string) => Promise<FormState>;
  display: InstantDisplay;
}) {
  if (keys.length === 0) return <p className="muted text-sm">No API keys yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="API keys" data-testid="api-key-list">
      {keys.map((row) => (
        <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="api-key-row">
          <div className="min-w-0">
            <p className="font-medium break-words">
              {row.name} <code className="muted font-mono text-sm">{row.prefix}…</code>
              {row.expired ? <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">Expired</span> : null}
            </p>
            <p className="muted text-sm">
              Created {when(row.createdAt, "", display)} · Last used {when(row.lastUsedAt, "never", display)} · Expires{" "}
              {when(row.expiresAt, "never", display)}
            </p>
          </div>
          <RevokeButton row={row} revoke={revoke} />
        </li>
      ))}
    </ul>
  );
}
