"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { returnPathOf } from "@/lib/auth/return-path";

interface Props {
  callbackUrl: string;
  initialUsername: string;
  oidcName: string | null;
  initialError?: string;
}

export function SignInForm({ callbackUrl, initialUsername, oidcName, initialError }: Props) {
  const t = useTranslations("Auth.signIn");
  const [error, setError] = useState<string | undefined>(initialError);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(undefined);
    let result: Awaited<ReturnType<typeof signIn>>;
    try {
      result = await signIn("credentials", {
        redirect: false,
        username: String(form.get("username") ?? ""),
        password: String(form.get("password") ?? ""),
      });
    } catch {
      // the server did not answer properly (down, or its database is): nothing internal to show
      setPending(false);
      setError(t("unavailable"));
      return;
    }
    if (result?.ok && !result.error) {
      window.location.assign(returnPathOf(callbackUrl, window.location.origin));
      return;
    }
    setPending(false);
    // The provider's message is one of three fixed texts (wrong credentials / slowed down / unavailable); never anything internal.
    setError(result?.error && result.error !== "CredentialsSignin" ? result.error : t("incorrect"));
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div>
          <label className="label" htmlFor="username">
            {t("username")}
          </label>
          <input id="username" name="username" className="input" autoComplete="username" required defaultValue={initialUsername} autoFocus={!initialUsername} />
        </div>
        <div>
          <label className="label" htmlFor="password">
            {t("password")}
          </label>
          <input id="password" name="password" type="password" className="input" autoComplete="current-password" required autoFocus={Boolean(initialUsername)} />
        </div>
        {error ? (
          <p role="alert" className="alert-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending ? t("pending") : t("submit")}
        </button>
      </form>
      {oidcName ? (
        <>
          <p className="muted text-center text-sm">{t("or")}</p>
          <button type="button" className="btn w-full" onClick={() => void signIn("oidc", { callbackUrl })}>
            {t("withProvider", { provider: oidcName })}
          </button>
        </>
      ) : null}
    </div>
  );
}
