"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef, useTransition, type FormEvent } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { TextField } from "@/components/ui/text-field";

// The password rule's length arrives as a prop: its module carries the common-password list, which stays on the server.
export function SetupForm({ action, minPasswordLength }: { action: (state: FormState, form: FormData) => Promise<FormState>; minPasswordLength: number }) {
  const t = useTranslations("Auth.setup");
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
      <TextField name="username" label={t("username")} autoComplete="username" required defaultValue={state.values?.username} error={errors.username} />
      <TextField name="displayName" label={t("displayName")} hint={t("displayNameHint")} autoComplete="name" defaultValue={state.values?.displayName} error={errors.displayName} />
      <TextField name="password" label={t("password")} type="password" autoComplete="new-password" required hint={t("passwordHint", { min: minPasswordLength })} error={errors.password} />
      <TextField name="passwordConfirm" label={t("passwordConfirm")} type="password" autoComplete="new-password" required error={errors.passwordConfirm} />
      <FormMessage state={state} />
      <button type="submit" className="btn btn-primary" disabled={pending} aria-disabled={pending}>
        {pending ? t("pending") : t("submit")}
      </button>
    </form>
  );
}
