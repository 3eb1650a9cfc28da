"use client";

import { useState, useTransition } from "react";
import type { FormState } from "@/components/ui/form-state";

/** Revoke, with a confirmation: the link's address answers 404 from then on. */
export function RevokeShareLinkButton({ id, label, revoke }: { id: string; label: string; revoke: (id: string) => Promise<FormState> }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | undefined>();
  if (!confirming) {
    return (
      <button type="button" className="btn" onClick={() => setConfirming(true)} aria-label={`Revoke link ${label}`}>
        Revoke
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-label={`Revoke link ${label}?`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm">Revoke “{label}”? Its address stops working at once.</span>
      <button
        type="button"
        className="btn btn-danger"
        autoFocus
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await revoke(id);
            if (result.message) setError(result.message);
          })
        }
      >
        {pending ? "Revoking…" : "Yes, revoke"}
      </button>
      <button type="button" className="btn" onClick={() => setConfirming(false)}>
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
