"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { ReauthNeed } from "@/lib/auth/recent-sign-in";
import { ReauthPasswordField } from "./reauth-password-field";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  username: string;
  reauth: ReauthNeed;
}

/** Deleting one's own account: the export offered first, the username typed, the password again after an old sign-in. */
export function DeleteAccountForm({ action, username, reauth }: Props) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Download your log first: <a className="link" href="/settings/export/download?scope=mine&amp;format=json">your flights as JSON</a> (it imports back
        here or into another Contrail), or choose a format under <a className="link" href="/settings/export">Export</a>.
      </p>
      <p className="muted text-sm">
        Deleting your account removes at once your flights that no other user is on, your seats on the others (those flights stay theirs), your custom
        airports, airlines and aircraft no one else&apos;s flight uses, your API keys, share links, calendar feed, webhooks and trips, and signs you out
        everywhere. It cannot be undone.
      </p>
      <form action={formAction} className="max-w-md space-y-4">
        <TextField
          name="confirmUsername"
          label={`Type your username (${username}) to confirm`}
          autoComplete="off"
          required
          error={state.fieldErrors?.confirmUsername}
        />
        <ReauthPasswordField reauth={reauth} error={state.fieldErrors?.password} hint="Needed when you signed in more than 10 minutes ago." />
        {reauth === "sign-in" ? <p className="muted text-sm">You signed in more than 10 minutes ago: sign out and sign in again to delete your account.</p> : null}
        <FormMessage state={state} />
        <SubmitButton className="btn btn-danger" pendingText="Deleting…">
          Delete my account
        </SubmitButton>
      </form>
    </div>
  );
}
