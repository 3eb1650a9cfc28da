import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { requirePrincipal } from "@/lib/auth/session";
import { SignedInHeader } from "@/components/shell/signed-in-header";
import { setThemeAction } from "./settings/actions";
import { signOutAction } from "./sign-out-action";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const principal = await requirePrincipal();
  const t = await getTranslations("Shell");
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-sky-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t("skipToContent")}
      </a>
      <SignedInHeader principal={principal} setTheme={setThemeAction} signOut={signOutAction} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 focus:outline-none sm:px-6">
        {children}
      </main>
    </>
  );
}
