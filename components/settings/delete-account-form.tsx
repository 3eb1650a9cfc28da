"use client";

import { useTranslations } from "next-intl";
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
  /** how old a sign-in may be before the password is asked again */
  reauthMinutes: number;
}

/** Deleting one's own account: the export offered first, the username typed, the password again after an old sign-in. */
export function DeleteAccountForm({ action, username, reauth, reauthMinutes }: Props) {
  const t = useTranslations("Settings.deleteAccount");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {t.rich("downloadFirst", {
          json: (chunks) => (
            <a className="link" href="/settings/export/download?scope=mine&amp;format=json">
              {chunks}
            </a>
          ),
          export: (chunks) => (
            <a className="link" href="/settings/export">
              {chunks}
            </a>
          ),
        })}
      </p>
      <p className="muted text-sm">{t("consequences")}</p>
      <form action={formAction} className="max-w-md space-y-4">
        <TextField
          name="confirmUsername"
          label={t("confirmUsername", { username })}
          autoComplete="off"
          required
          error={state.fieldErrors?.confirmUsername}
        />
        <ReauthPasswordField reauth={reauth} error={state.fieldErrors?.password} hint={t("reauthHint", { minutes: reauthMinutes })} />
        {reauth === "sign-in" ? <p className="muted text-sm">{t("reauthSignIn", { minutes: reauthMinutes })}</p> : null}
        <FormMessage state={state} />
        <SubmitButton className="btn btn-danger" pendingText={t("pending")}>
          {t("submit")}
        </SubmitButton>
      </form>
    </div>
  );
}
