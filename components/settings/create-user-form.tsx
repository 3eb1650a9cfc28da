"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { ROLE_LABELS } from "@/components/shell/app-header";
import type { Role } from "@/lib/auth/principal";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  roles: Role[];
  /** the password rule's length, from the server (its module carries the common-password list) */
  minPasswordLength: number;
}

export function CreateUserForm({ action, roles, minPasswordLength }: Props) {
  const t = useTranslations("Settings.createUser");
  const common = useTranslations("Common");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const errors = state.fieldErrors ?? {};
  const values = state.ok ? undefined : state.values;
  return (
    <form action={formAction} className="grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField name="username" label={t("username")} autoComplete="off" required defaultValue={values?.username} error={errors.username} />
      <TextField name="displayName" label={t("displayName")} hint={t("displayNameHint")} defaultValue={values?.displayName} error={errors.displayName} />
      <TextField name="password" label={t("password")} type="password" autoComplete="new-password" required hint={t("passwordHint", { min: minPasswordLength })} error={errors.password} />
      <div>
        <label className="label" htmlFor="new-user-role">
          {t("role")}
        </label>
        <select id="new-user-role" name="role" className="input" defaultValue={values?.role ?? "user"}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {common(ROLE_LABELS[role])}
            </option>
          ))}
        </select>
        {errors.role ? <p className="field-error">{errors.role}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <FormMessage state={state} success={state.data?.username ? t("created", { username: state.data.username }) : undefined} />
      </div>
      <div>
        <SubmitButton pendingText={t("pending")}>{t("submit")}</SubmitButton>
      </div>
    </form>
  );
}
