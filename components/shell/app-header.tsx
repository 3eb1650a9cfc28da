import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Role } from "@/lib/auth/principal";
import { THEMES, type Theme } from "@/lib/users/display-preferences";
import { NavLinks } from "./nav-links";
import { SignOutForm } from "./sign-out-form";

interface Props {
  userId: string;
  displayName: string;
  username: string;
  role: Role;
  theme: Theme;
  setTheme: (form: FormData) => Promise<void>;
  signOut: () => Promise<void>;
}

// Keys chosen at run time are literals in a map, so the catalogue check sees them used (CONTRIBUTING, "Languages").
const THEME_LABELS = { system: "themes.system", light: "themes.light", dark: "themes.dark" } as const satisfies Record<Theme, string>;
export const ROLE_LABELS = { owner: "roles.owner", admin: "roles.admin", user: "roles.user" } as const satisfies Record<Role, string>;

export function AppHeader({ userId, displayName, username, role, theme, setTheme, signOut }: Props) {
  const t = useTranslations("Shell");
  const common = useTranslations("Common");
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          href="/"
          className="rounded text-lg font-semibold tracking-tight whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:focus-visible:outline-sky-400"
        >
          <span aria-hidden="true">✈ </span>Contrail
        </Link>
        {/* Phones: the links get a row of their own under the name and account menu, one line that scrolls sideways
            if it must (very narrow screens, large text). From `sm` up: one row with everything, as before. */}
        <nav aria-label={t("mainNavigation")} className="order-3 w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
          <NavLinks />
        </nav>
        <details className="group relative ml-auto">
          <summary className="btn cursor-pointer list-none px-3 [&::-webkit-details-marker]:hidden">
            <span className="sr-only">{t("accountMenuFor")} </span>
            <span className="max-w-[10rem] truncate">{displayName}</span>
            <span aria-hidden="true" className="text-xs">▾</span>
          </summary>
          <div className="absolute right-0 z-20 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            <p className="px-3 py-2 text-sm">
              <span className="block font-medium">{username}</span>
              <span className="muted">{common(ROLE_LABELS[role])}</span>
            </p>
            <Link
              href="/settings"
              className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:hover:bg-slate-800 dark:focus-visible:outline-sky-400"
            >
              {t("settings")}
            </Link>
            <form action={setTheme} className="px-3 py-2">
              <fieldset>
                <legend className="muted mb-1 text-xs font-medium">{t("theme")}</legend>
                <div className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
                  {THEMES.map((value) => (
                    <button
                      key={value}
                      type="submit"
                      name="theme"
                      value={value}
                      aria-pressed={theme === value}
                      className={`flex-1 rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-sky-600 dark:focus-visible:outline-sky-400 ${
                        theme === value ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white" : "text-slate-700 dark:text-slate-300"
                      }`}
                    >
                      {t(THEME_LABELS[value])}
                    </button>
                  ))}
                </div>
              </fieldset>
            </form>
            <SignOutForm userId={userId} signOut={signOut} />
          </div>
        </details>
      </div>
    </header>
  );
}
