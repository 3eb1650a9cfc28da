"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

/** Adds a webhook: the URL is checked by the server (http(s), not an address on the server's own networks). */
export function WebhookForm({ action }: { action: (previous: FormState, form: FormData) => Promise<FormState> }) {
  const t = useTranslations("Settings.webhookForm");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className="space-y-3">
      <TextField
        name="url"
        label={t("url")}
        type="url"
        required
        placeholder={t("placeholder")}
        defaultValue={state.ok ? "" : state.values?.url}
        error={state.fieldErrors?.url}
        hint={t("hint")}
      />
      <FormMessage state={state} success={t("added")} />
      <SubmitButton pendingText={t("pending")}>{t("submit")}</SubmitButton>
    </form>
  );
}
