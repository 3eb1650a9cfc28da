"use client";

import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Settings → Users: deletes another user after one question that says what goes and what stays. */
export function DeleteUserButton({ userId, username, remove }: { userId: string; username: string; remove: (userId: string) => Promise<FormState> }) {
  const t = useTranslations("Settings.deleteUser");
  return (
    <ConfirmAction
      trigger={t("trigger")}
      triggerLabel={t("label", { username })}
      question={t.rich("question", { username, strong: (chunks) => <strong>{chunks}</strong> })}
      confirm={t("confirm", { username })}
      pending={t("pending")}
      act={() => remove(userId)}
    />
  );
}
