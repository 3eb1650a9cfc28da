"use client";

import { useState, useTransition } from "react";
import type { FormState } from "@/components/ui/form-state";

/** Revokes the feed after a confirmation: subscribed calendars stop updating at once. */
export function CalendarFeedRevoke({ revoke }: { revoke: () => Promise<FormState> }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | undefined>();
  if (!confirming) {
    return (
      <button type="button" className="btn" onClick={() => setConfirming(true)}>
        Revoke URL
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-label="Revoke the calendar URL?" className="flex flex-wrap items-center gap-2">
      <span className="text-sm">Revoke the URL? Calendars subscribed to it stop updating at once.</span>
      <button
        type="button"
        className="btn btn-danger"
        autoFocus
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await revoke();
            if (result.message) setError(result.message);
            else setConfirming(false);
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
