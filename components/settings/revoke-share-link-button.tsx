"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Revoke, with a confirmation: the link's address answers 404 from then on. */
export function RevokeShareLinkButton({ id, label, revoke }: { id: string; label: string; revoke: (id: string) => Promise<FormState> }) {
  return (
    <ConfirmAction
      trigger="Revoke"
      triggerLabel={`Revoke link ${label}`}
      question={<>Revoke “{label}”? Its address stops working at once.</>}
      confirm="Yes, revoke"
      pending="Revoking…"
      act={() => revoke(id)}
    />
  );
}
