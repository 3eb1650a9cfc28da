"use client";

import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Revokes the feed after a confirmation: subscribed calendars stop updating at once. */
export function CalendarFeedRevoke({ revoke }: { revoke: () => Promise<FormState> }) {
  const t = useTranslations("Settings.calendarFeed");
  return (
    <ConfirmAction
      trigger={t("revoke")}
      question={t("revokeQuestion")}
      confirm={t("revokeConfirm")}
      pending={t("revoking")}
      act={revoke}
    />
  );
}
