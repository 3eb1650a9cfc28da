"use client";

import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Delete, with a confirmation: no event reaches the URL from then on, and its delivery log goes with it. */
export function DeleteWebhookButton({ id, url, remove }: { id: string; url: string; remove: (id: string) => Promise<FormState> }) {
  const t = useTranslations("Settings.deleteWebhook");
  return (
    <ConfirmAction
      trigger={t("trigger")}
      triggerLabel={t("label", { url })}
      question={t("question", { url })}
      confirm={t("confirm")}
      pending={t("pending")}
      act={() => remove(id)}
    />
  );
}
