"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Revokes the feed after a confirmation: subscribed calendars stop updating at once. */
export function CalendarFeedRevoke({ revoke }: { revoke: () => Promise<FormState> }) {
  return (
    <ConfirmAction
      trigger="Revoke URL"
      question="Revoke the URL? Calendars subscribed to it stop updating at once."
      confirm="Yes, revoke"
      pending="Revoking…"
      act={revoke}
    />
  );
}
