"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import type { FormState } from "@/components/ui/form-state";

interface Props {
  kind: string;
  id: number;
  /** what the entry is, in words ("airport LHR · Heathrow"), for the question and the button's name */
  label: string;
  action: (kind: string, id: number) => Promise<FormState>;
}

export function DeleteCustomEntryButton({ kind, id, label, action }: Props) {
  const t = useTranslations("Settings.deleteCustomEntry");
  const [message, setMessage] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-danger"
        disabled={pending}
        aria-label={t("label", { entry: label })}
        onClick={() => {
          if (!window.confirm(t("confirm", { entry: label }))) return;
          setMessage(undefined);
          startTransition(async () => {
            const result = await action(kind, id);
            if (result.message) setMessage(result.message);
          });
        }}
      >
        {t("delete")}
      </button>
      {message ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </span>
      ) : null}
    </div>
  );
}
