"use client";

import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Delete (or, on a shared flight, remove one's own seat) after a confirmation. */
export function DeleteFlightButton({ id, action, onlyMySeat = false }: { id: number; action: (id: number) => Promise<FormState>; onlyMySeat?: boolean }) {
  const t = useTranslations("Flights.delete");
  return (
    <ConfirmAction
      prominent
      trigger={t("trigger")}
      question={onlyMySeat ? t("questionMySeat") : t("question")}
      confirm={onlyMySeat ? t("confirmMySeat") : t("confirm")}
      pending={onlyMySeat ? t("pendingMySeat") : t("pending")}
      act={() => action(id)}
    />
  );
}
