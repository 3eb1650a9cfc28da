"use client";

import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Takes one flight out of a trip (the flight itself stays), after a confirmation. */
export function RemoveTripFlightButton({ title, act }: { title: string; act: () => Promise<FormState> }) {
  const t = useTranslations("Trips.removeFlight");
  return <ConfirmAction trigger={t("trigger")} triggerLabel={t("triggerLabel", { flight: title })} question={t("question", { flight: title })} confirm={t("confirm")} pending={t("pending")} act={act} />;
}

/** Deletes a trip (its flights stay), after a confirmation. */
export function DeleteTripButton({ act }: { act: () => Promise<FormState> }) {
  const t = useTranslations("Trips.delete");
  return <ConfirmAction prominent trigger={t("trigger")} question={t("question")} confirm={t("confirm")} pending={t("pending")} act={act} />;
}
