"use client";

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
}

export function ApiKeyCreator({ action, origin, reauth }: Props) {
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
          hint="Needed to create a key when you signed in more than 10 minutes ago."
        />
        <TextField name="name" label="Key name" placeholder="Home Assistant" maxLength={100} required defaultValue={state.ok ? "" : state.values?.name} error={state.fieldErrors?.name} />
        <TextField name="expiresOn" label="Expires on (optional)" type="date" error={state.fieldErrors?.expiresOn} hint="Empty: never." />
        <div className="sm:pt-6">
          <SubmitButton pendingText="Creating…">Create key</SubmitButton>
        </div>
      </form>
      {reauth === "sign-in" ? <p className="muted text-sm">You signed in more than 10 minutes ago: sign out and sign in again to create a key.</p> : null}
      <FormMessage state={state} />
      {created?.key ? (
        <div ref={shown} tabIndex={-1} className="alert-success space-y-3 focus:outline-2 focus:outline-sky-600" data-testid="new-api-key">
          <p className="font-medium">Key “{created.name}” created. Copy it now: it will not be shown again.</p>
          <code className="block overflow-x-auto rounded bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-950 dark:text-slate-100" data-testid="new-api-key-value" ref={keyText}>
            {created.key}
          </code>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={created.key} label="Copy key" target={keyText} />
          </div>
          <p className="text-sm">Try it:</p>
          <code ref={curlText} className="block overflow-x-auto rounded bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 dark:bg-slate-950 dark:text-slate-100">
            {curl}
          </code>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={curl} label="Copy curl command" target={curlText} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
