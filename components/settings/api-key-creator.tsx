"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import type { ReauthNeed } from "@/lib/auth/recent-sign-in";
import { CopyButton } from "./copy-button";
import { ReauthPasswordField } from "./reauth-password-field";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  origin: string;
  reauth: ReauthNeed;
  /** how old a sign-in may be before the password is asked again */
  reauthMinutes: number;
}

export function ApiKeyCreator({ action, origin, reauth, reauthMinutes }: Props) {
  const t = useTranslations("Settings.apiKeys");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const created = state.ok ? state.data : undefined;
  const shown = useRef<HTMLDivElement>(null);
  const keyText = useRef<HTMLElement>(null);
  const curlText = useRef<HTMLElement>(null);
  useEffect(() => {
    if (created?.key) shown.current?.focus();
  }, [created?.key]);
  const curl = created?.key ? `curl -H "Authorization: Bearer ${created.key}" ${origin}/api/stats` : "";
  return (
    <div className="space-y-4">
      <form action={formAction} className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
        <ReauthPasswordField
          reauth={reauth}
          error={state.fieldErrors?.password}
          className="sm:col-span-3"
          hint={t("reauthHint", { minutes: reauthMinutes })}
        />
        <TextField name="name" label={t("name")} placeholder={t("namePlaceholder")} maxLength={100} required defaultValue={state.ok ? "" : state.values?.name} error={state.fieldErrors?.name} />
        <TextField name="expiresOn" label={t("expiresOn")} type="date" error={state.fieldErrors?.expiresOn} hint={t("expiresOnHint")} />
        <div className="sm:pt-6">
          <SubmitButton pendingText={t("pending")}>{t("submit")}</SubmitButton>
        </div>
      </form>
      {reauth === "sign-in" ? <p className="muted text-sm">{t("reauthSignIn", { minutes: reauthMinutes })}</p> : null}
      <FormMessage state={state} />
      {created?.key ? (
        <div ref={shown} tabIndex={-1} className="alert-success space-y-3 focus:outline-2 focus:outline-sky-600" data-testid="new-api-key">
          <p className="font-medium">{t("created", { name: created.name ?? "" })}</p>
          <code className="block overflow-x-auto rounded bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-950 dark:text-slate-100" data-testid="new-api-key-value" ref={keyText}>
            {created.key}
          </code>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={created.key} label={t("copyKey")} target={keyText} />
          </div>
          <p className="text-sm">{t("tryIt")}</p>
          <code ref={curlText} className="block overflow-x-auto rounded bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 dark:bg-slate-950 dark:text-slate-100">
            {curl}
          </code>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={curl} label={t("copyCurl")} target={curlText} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
