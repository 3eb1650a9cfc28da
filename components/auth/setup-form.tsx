"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function SetupForm({ action }: { action: (state: FormState, form: FormData) => Promise<FormState> }) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4">
      <TextField name="username" label="Username" autoComplete="username" required defaultValue={state.values?.username} error={errors.username} />
      <TextField name="displayName" label="Display name" hint="Optional; defaults to the username." autoComplete="name" defaultValue={state.values?.displayName} error={errors.displayName} />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" required hint="At least 10 characters; not a common password." error={errors.password} />
      <TextField name="passwordConfirm" label="Repeat password" type="password" autoComplete="new-password" required error={errors.passwordConfirm} />
      <FormMessage state={state} />
      <SubmitButton pendingText="Creating…">Create owner account</SubmitButton>
    </form>
  );
}
