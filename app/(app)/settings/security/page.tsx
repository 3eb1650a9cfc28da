import type { Metadata } from "next";
import Link from "next/link";
import { ApiKeyCreator } from "@/components/settings/api-key-creator";
import { AirtrailCompat } from "@/components/settings/airtrail-compat";
import { ApiKeyList, type ApiKeyRow } from "@/components/settings/api-key-list";
import { DeleteAccountForm } from "@/components/settings/delete-account-form";
import { PasswordForm } from "@/components/settings/password-form";
import type { ApiKeySummary } from "@/lib/auth/api-keys/api-key-summary";
import { listApiKeys } from "@/lib/auth/api-keys/list-api-keys";
import { reauthNeed } from "@/lib/auth/recent-sign-in";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { changePasswordAction, createApiKeyAction, deleteOwnAccountAction, revokeApiKeyAction, signOutEverywhereAction } from "../actions";
import { currentProfile } from "@/lib/users/current-profile";
import { pageOrigin } from "@/lib/auth/page-origin";

export const metadata: Metadata = { title: "Security" };

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
  const [keys, profile, origin] = await Promise.all([listApiKeys(db, principal.userId), currentProfile(principal.userId), pageOrigin()]);
  const reauth = reauthNeed(claims, profile.hasPassword);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Security</h1>
      <section className="card space-y-4" aria-labelledby="keys-title">
        <div>
          <h2 id="keys-title" className="text-base font-semibold">
            API keys
          </h2>
          <p className="muted text-sm">
            A key lets a script read your statistics and flights through the API with your role. Keep it secret; revoke it when it is no longer needed.
          </p>
        </div>
        <ApiKeyCreator action={createApiKeyAction} origin={origin} reauth={reauth} />
        <ApiKeyList
          keys={keyRows(keys)}
          revoke={revokeApiKeyAction}
          display={{ dateFormat: profile.dateFormat, clock: profile.clock }}
        />
      </section>
      <section className="card space-y-3" aria-labelledby="airtrail-title">
        <h2 id="airtrail-title" className="text-base font-semibold">
          Tools made for AirTrail
        </h2>
        <AirtrailCompat origin={origin} />
      </section>
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title" className="mb-3 text-base font-semibold">
          {profile.hasPassword ? "Change password" : "Set a password"}
        </h2>
        <PasswordForm action={changePasswordAction} needsCurrent={profile.hasPassword} />
      </section>
      <section className="card space-y-3" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-base font-semibold">
          Sessions
        </h2>
        <p className="muted text-sm">
          Signs you out on every browser and device, this one included. Changing your password signs out the others too.
          Neither ends what works without signing in: API keys (revoke them above), share links and your calendar feed.
        </p>
        <form action={signOutEverywhereAction}>
          <button type="submit" className="btn">
            Sign out everywhere
          </button>
        </form>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            <Link className="link" href="/settings/sharing">
              Revoke share links
            </Link>{" "}
            on Sharing: each address answers 404 from then on.
          </li>
          <li>
            <Link className="link" href="/settings/calendar">
              Revoke the calendar feed
            </Link>{" "}
            on Calendar: calendars subscribed to it stop updating.
          </li>
        </ul>
      </section>
      <section className="card space-y-3 border-red-300 dark:border-red-900" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title" className="text-base font-semibold">
          Delete your account
        </h2>
        <DeleteAccountForm action={deleteOwnAccountAction} username={profile.username} reauth={reauth} />
      </section>
    </>
  );
}
