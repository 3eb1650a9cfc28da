"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname } from "next/navigation";

export function SettingsNav({ showUsers }: { showUsers: boolean }) {
  const t = useTranslations("Settings.nav");
  const pathname = usePathname();
  const links = [
    { href: "/settings", label: t("profile") },
    { href: "/settings/security", label: t("security") },
    { href: "/settings/sharing", label: t("sharing") },
    { href: "/settings/integrations", label: t("integrations") },
    { href: "/settings/calendar", label: t("calendar") },
    ...(showUsers
      ? [
          { href: "/settings/users", label: t("users") },
          { href: "/settings/custom-data", label: t("customData") },
        ]
      : []),
    // Import and export are separate pages (the import module's); no prefetch, they may load large forms.
    { href: "/settings/import", label: t("import"), prefetch: false },
    { href: "/settings/export", label: t("export"), prefetch: false },
    { href: "/docs/api", label: t("apiDocs"), prefetch: false },
  ];
  return (
    <nav aria-label={t("label")}>
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {links.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={"prefetch" in link ? link.prefetch : undefined}
                aria-current={current ? "page" : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600 ${
                  current ? "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100" : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
