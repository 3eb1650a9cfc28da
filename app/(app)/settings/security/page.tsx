import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ApiKeyCreator } from "@/components/settings/api-key-creator";
import { AirtrailCompat } from "@/components/settings/airtrail-compat";
import { ApiKeyList, type ApiKeyRow } from "@/components/settings/api-key-list";
import { DeleteAccountForm } from "@/components/settings/delete-account-form";
import { PasswordForm } from "@/components/settings/password-form";
import type { ApiKeySummary } from "@/lib/auth/api-keys/api-key-summary";
import { listApiKeys } from "@/lib/auth/api-keys/list-api-keys";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-policy";
import { REAUTH_WINDOW_SECONDS, reauthNeed } from "@/lib/auth/recent-sign-in";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { changePasswordAction, createApiKeyAction, deleteOwnAccountAction, revokeApiKeyAction, signOutEverywhereAction } from "../actions";
import { currentProfile } from "@/lib/users/current-profile";
import { pageOrigin } from "@/lib/auth/page-origin";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.security"))("metaTitle") };
}

const REAUTH_MINUTES = REAUTH_WINDOW_SECONDS / 60;

/** What the (client) list shows of each key, with expiry judged now. */
function keyRows(keys: ApiKeySummary[], now: Date = new Date()): ApiKeyRow[] {
  return keys.map((key) => ({
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    expired: key.expiresAt !== null && key.expiresAt.getTime() <= now.getTime(),
  }));
}

export default async function SecurityPage() {
  const { principal, claims } = await requireSession();
  const db = getDb();
  const [keys, profile, origin, t] = await Promise.all([listApiKeys(db, principal.userId), currentProfile(principal.userId), pageOrigin(), getTranslations("Settings.security")]);
  const reauth = reauthNeed(claims, profile.hasPassword);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <section className="card space-y-4" aria-labelledby="keys-title">
        <div>
          <h2 id="keys-title" className="text-base font-semibold">
            {t("apiKeysTitle")}
          </h2>
          <p className="muted text-sm">{t("apiKeysIntro")}</p>
        </div>
        <ApiKeyCreator action={createApiKeyAction} origin={origin} reauth={reauth} reauthMinutes={REAUTH_MINUTES} />
        <ApiKeyList
          keys={keyRows(keys)}
          revoke={revokeApiKeyAction}
          display={{ unit: profile.unit, dateFormat: profile.dateFormat, clock: profile.clock }}
        />
      </section>
      <section className="card space-y-3" aria-labelledby="airtrail-title">
        <h2 id="airtrail-title" className="text-base font-semibold">
          {t("airtrailTitle")}
        </h2>
        <AirtrailCompat origin={origin} />
      </section>
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title" className="mb-3 text-base font-semibold">
          {profile.hasPassword ? t("changePassword") : t("setPassword")}
        </h2>
        <PasswordForm action={changePasswordAction} needsCurrent={profile.hasPassword} minPasswordLength={MIN_PASSWORD_LENGTH} />
      </section>
      <section className="card space-y-3" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-base font-semibold">
          {t("sessionsTitle")}
        </h2>
        <p className="muted text-sm">{t("sessionsIntro")}</p>
        <form action={signOutEverywhereAction}>
          <button type="submit" className="btn">
            {t("signOutEverywhere")}
          </button>
        </form>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            {t.rich("revokeShareLinks", {
              link: (chunks) => (
                <Link className="link" href="/settings/sharing">
                  {chunks}
                </Link>
              ),
            })}
          </li>
          <li>
            {t.rich("revokeCalendar", {
              link: (chunks) => (
                <Link className="link" href="/settings/calendar">
                  {chunks}
                </Link>
              ),
            })}
          </li>
        </ul>
      </section>
      <section className="card space-y-3 border-red-300 dark:border-red-900" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title" className="text-base font-semibold">
          {t("deleteAccountTitle")}
        </h2>
        <DeleteAccountForm action={deleteOwnAccountAction} username={profile.username} reauth={reauth} reauthMinutes={REAUTH_MINUTES} />
      </section>
    </>
  );
}
