"use client";

import { useState, useTransition } from "react";
import type { FormState } from "@/components/ui/form-state";

interface Props {
  kind: string;
  id: number;
  label: string;
  action: (kind: string, id: number) => Promise<FormState>;
}

export function DeleteCustomEntryButton({ kind, id, label, action }: Props) {
  const [message, setMessage] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-danger"
        disabled={pending}
        aria-label={`Delete ${label}`}
        onClick={() => {
          if (!window.confirm(`Delete ${label}?`)) return;
          setMessage(undefined);
          startTransition(async () => {
            const result = await action(kind, id);
            if (result.message) setMessage(result.message);
          });
        }}
      >
        Delete
      </button>
      {message ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </span>
      ) : null}
    </div>
  );
}
