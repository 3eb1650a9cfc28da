"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
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
  return (
    <ConfirmAction
      trigger="Revoke"
      triggerLabel={`Revoke key ${row.name}`}
      question={<>Revoke “{row.name}”? Scripts using it stop working at once.</>}
      confirm="Yes, revoke"
      pending="Revoking…"
      act={() => revoke(row.id)}
    />
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
