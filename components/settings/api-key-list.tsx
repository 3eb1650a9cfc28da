"use client";

import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";
import { useFormats } from "@/components/format/use-formats";
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

function RevokeButton({ row, revoke }: { row: ApiKeyRow; revoke: (id: string) => Promise<FormState> }) {
  const t = useTranslations("Settings.apiKeys");
  return (
    <ConfirmAction
      trigger={t("revoke")}
      triggerLabel={t("revokeLabel", { name: row.name })}
      question={t("revokeQuestion", { name: row.name })}
      confirm={t("revokeConfirm")}
      pending={t("revoking")}
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
  display: DisplayPreferences;
}) {
  const t = useTranslations("Settings.apiKeys");
  const f = useFormats(display);
  const when = (iso: string | null) => (iso ? f.utcInstant(iso) : t("never"));
  if (keys.length === 0) return <p className="muted text-sm">{t("none")}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t("listLabel")} data-testid="api-key-list">
      {keys.map((row) => (
        <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="api-key-row">
          <div className="min-w-0">
            <p className="font-medium break-words">
              {row.name} <code className="muted font-mono text-sm">{row.prefix}…</code>
              {row.expired ? <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">{t("expired")}</span> : null}
            </p>
            <p className="muted text-sm">
              {t("dates", { created: when(row.createdAt), lastUsed: when(row.lastUsedAt), expires: when(row.expiresAt) })}
            </p>
          </div>
          <RevokeButton row={row} revoke={revoke} />
        </li>
      ))}
    </ul>
  );
}
