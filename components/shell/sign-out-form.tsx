"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";

const ITEM =
  "block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:hover:bg-slate-800 dark:focus-visible:outline-sky-400";

/**
 * Sign-out that first deletes what this device keeps of the account (the offline copy, flights waiting to sync, data
 * caches), so the next person on a shared device finds none of it; when flights are still waiting, it says how many
 * and asks first. Without JavaScript it signs out as a plain form.
 */
export function SignOutForm({ userId, signOut }: { userId: string; signOut: () => Promise<void> }) {
  const form = useRef<HTMLFormElement>(null);
  const cleared = useRef(false);
  const [waiting, setWaiting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const t = useTranslations("Shell");

  async function clearAndSignOut() {
    setBusy(true);
    // a device that cannot delete its copy must still sign out
    await import("@/components/offline/offline-account").then(({ forgetAccountDataForGood }) => forgetAccountDataForGood()).catch(() => undefined);
    cleared.current = true;
    form.current?.requestSubmit();
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    if (cleared.current) return;
    event.preventDefault();
    // loaded when asked: the device's data code stays off every page's first JavaScript
    const entries = await import("@/components/offline/outbox-store").then(({ listOutbox }) => listOutbox(userId)).catch(() => []);
    if (entries.length > 0) setWaiting(entries.length);
    else await clearAndSignOut();
  }

  return (
    <form ref={form} action={signOut} onSubmit={check}>
      {waiting === null ? (
        <button type="submit" className={ITEM} disabled={busy}>
          {busy ? t("signOutForm.signingOut") : t("signOut")}
        </button>
      ) : (
        <div role="alertdialog" aria-labelledby={questionId} className="space-y-2 px-3 py-2 text-sm">
          <p id={questionId}>
            {t("signOutForm.signOutWaiting", { count: waiting })}
          </p>
          <button type="button" className="btn btn-danger w-full" disabled={busy} onClick={() => void clearAndSignOut()} autoFocus>
            {busy ? t("signOutForm.signingOut") : t("signOutForm.signOutAndDelete")}
          </button>
          <button type="button" className="btn w-full" disabled={busy} onClick={() => setWaiting(null)}>
            {t("signOutForm.staySignedIn")}
          </button>
        </div>
      )}
    </form>
  );
}
