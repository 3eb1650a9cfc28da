"use client";

import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Revoke, with a confirmation: the link's address answers 404 from then on. */
export function RevokeShareLinkButton({ id, label, revoke }: { id: string; label: string; revoke: (id: string) => Promise<FormState> }) {
  const t = useTranslations("Settings.revokeShareLink");
  return (
    <ConfirmAction
      trigger={t("trigger")}
      triggerLabel={t("label", { label })}
      question={t("question", { label })}
      confirm={t("confirm")}
      pending={t("pending")}
      act={() => revoke(id)}
    />
  );
}
