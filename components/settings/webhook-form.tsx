"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

/** Adds a webhook: the URL is checked by the server (http(s), not an address on the server's own networks). */
export function WebhookForm({ action }: { action: (previous: FormState, form: FormData) => Promise<FormState> }) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className="space-y-3">
      <TextField
        name="url"
        label="Webhook URL"
        type="url"
        required
        placeholder="https://example.com/contrail-hook"
        defaultValue={state.ok ? "" : state.values?.url}
        error={state.fieldErrors?.url}
        hint="Contrail POSTs flight.created, flight.updated and flight.deleted events here, signed with the secret shown below."
      />
      <FormMessage state={state} success="Webhook added." />
      <SubmitButton pendingText="Checking…">Add webhook</SubmitButton>
    </form>
  );
}
