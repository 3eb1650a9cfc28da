import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getPrincipal } from "@/lib/auth/session";
import { ClientMessages } from "@/components/shell/client-messages";
import { SignedInHeader } from "@/components/shell/signed-in-header";
import { setThemeAction } from "../(app)/settings/actions";
import { signOutAction } from "../(app)/sign-out-action";

/** The docs stay readable signed out; signed in, they keep the app's header like every other page. */
export default async function DocsLayout({ children }: { children: ReactNode }) {
  const [principal, shell, signIn] = await Promise.all([getPrincipal(), getTranslations("Shell"), getTranslations("Auth.signIn")]);
  return (
    <ClientMessages group="docs">
      <a href="#main" className="sr-only z-50 rounded-lg bg-sky-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        {shell("skipToContent")}
      </a>
      {principal ? (
        <SignedInHeader principal={principal} setTheme={setThemeAction} signOut={signOutAction} />
      ) : (
        <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <Link href="/" className="rounded text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600">
              <span aria-hidden="true">✈ </span>Contrail
            </Link>
            <Link href="/signin" className="btn">
              {signIn("title")}
            </Link>
          </div>
        </header>
      )}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
    </ClientMessages>
  );
}
