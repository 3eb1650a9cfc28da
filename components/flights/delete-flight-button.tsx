"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Delete (or, on a shared flight, remove one's own seat) after a confirmation. */
export function DeleteFlightButton({ id, action, onlyMySeat = false }: { id: number; action: (id: number) => Promise<FormState>; onlyMySeat?: boolean }) {
  return (
    <ConfirmAction
      prominent
      trigger="Delete"
      question={onlyMySeat ? "Remove this flight from your log? The other travellers keep it." : "Delete this flight? This cannot be undone."}
      confirm={onlyMySeat ? "Yes, remove" : "Yes, delete"}
      pending={onlyMySeat ? "Removing…" : "Deleting…"}
      act={() => action(id)}
    />
  );
}
