"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function PasswordForm({ action, needsCurrent }: { action: (state: FormState, form: FormData) => Promise<FormState>; needsCurrent: boolean }) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="max-w-md space-y-4">
      {needsCurrent ? <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required error={errors.currentPassword} /> : null}
      <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" required hint="At least 10 characters; not a common password." error={errors.newPassword} />
      <TextField name="newPasswordConfirm" label="Repeat new password" type="password" autoComplete="new-password" required error={errors.newPasswordConfirm} />
      <FormMessage state={state} success="Password changed." />
      <SubmitButton>Change password</SubmitButton>
    </form>
  );
}
