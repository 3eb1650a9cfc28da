"use client";

import { useActionState, useEffect, useRef, useTransition, type FormEvent } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { TextField } from "@/components/ui/text-field";

export function SetupForm({ action }: { action: (state: FormState, form: FormData) => Promise<FormState> }) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state.fieldErrors ?? {};

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  // Submitting by hand (not <form action>, which resets the form) keeps every field, the passwords too, after an error;
  // the passwords stay in the page and never travel back from the server.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => formAction(form));
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-4">
      <TextField name="username" label="Username" autoComplete="username" required defaultValue={state.values?.username} error={errors.username} />
      <TextField name="displayName" label="Display name" hint="Optional; defaults to the username." autoComplete="name" defaultValue={state.values?.displayName} error={errors.displayName} />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" required hint="At least 10 characters; not a common password." error={errors.password} />
      <TextField name="passwordConfirm" label="Repeat password" type="password" autoComplete="new-password" required error={errors.passwordConfirm} />
      <FormMessage state={state} />
      <button type="submit" className="btn btn-primary" disabled={pending} aria-disabled={pending}>
        {pending ? "Creating…" : "Create owner account"}
      </button>
    </form>
  );
}
