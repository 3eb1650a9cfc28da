"use client";

import { useRef, useState, useTransition } from "react";
import type { FormState } from "@/components/ui/form-state";

/** Delete with a confirmation step; focus moves to the question and back on cancel. */
export function DeleteFlightButton({ id, action, onlyMySeat = false }: { id: number; action: (id: number) => Promise<FormState>; onlyMySeat?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const trigger = useRef<HTMLButtonElement>(null);

  if (!confirming) {
    return (
      <button ref={trigger} type="button" className="btn" onClick={() => setConfirming(true)}>
        Delete
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={`delete-${id}-q`} className="card flex flex-wrap items-center gap-2 border-red-300 p-3 dark:border-red-800">
      <p id={`delete-${id}-q`} className="text-sm font-medium">
        {onlyMySeat ? "Remove this flight from your log? The other travellers keep it." : "Delete this flight? This cannot be undone."}
      </p>
      <button
        type="button"
        className="btn btn-danger"
        autoFocus
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await action(id);
            if (result?.message) setError(result.message);
          })
        }
      >
        {onlyMySeat ? (pending ? "Removing…" : "Yes, remove") : pending ? "Deleting…" : "Yes, delete"}
      </button>
      <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={pending}>
        Cancel
      </button>
      {error ? (
        <p role="alert" className="field-error w-full">
          {error}
        </p>
      ) : null}
    </div>
  );
}
