"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  needsCurrent: boolean;
  /** the password rule's length, from the server (its module carries the common-password list) */
  minPasswordLength: number;
}

export function PasswordForm({ action, needsCurrent, minPasswordLength }: Props) {
  const t = useTranslations("Settings.password");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="max-w-md space-y-4">
      {needsCurrent ? <TextField name="currentPassword" label={t("current")} type="password" autoComplete="current-password" required error={errors.currentPassword} /> : null}
      <TextField name="newPassword" label={t("new")} type="password" autoComplete="new-password" required hint={t("newHint", { min: minPasswordLength })} error={errors.newPassword} />
      <TextField name="newPasswordConfirm" label={t("repeat")} type="password" autoComplete="new-password" required error={errors.newPasswordConfirm} />
      <FormMessage state={state} success={t("changed")} />
      <SubmitButton>{t("submit")}</SubmitButton>
    </form>
  );
}
