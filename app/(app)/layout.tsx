import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { requirePrincipal } from "@/lib/auth/session";
import { ClientMessages } from "@/components/shell/client-messages";
import { SignedInHeader } from "@/components/shell/signed-in-header";
import { SignedInSync } from "@/components/offline/signed-in-sync";
import { currentProfile } from "@/lib/users/current-profile";
import { setThemeAction } from "./settings/actions";
import { signOutAction } from "./sign-out-action";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const principal = await requirePrincipal();
  const [t, profile] = await Promise.all([getTranslations("Shell"), currentProfile(principal.userId)]);
  return (
    <ClientMessages group="app">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-sky-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t("skipToContent")}
      </a>
      <SignedInHeader principal={principal} setTheme={setThemeAction} signOut={signOutAction} />
      <SignedInSync account={{ userId: profile.id, displayName: profile.displayName, unit: profile.unit, dateFormat: profile.dateFormat, clock: profile.clock, theme: profile.theme }} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 focus:outline-none sm:px-6">
        {children}
      </main>
    </ClientMessages>
  );
}
