"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export function SettingsNav({ showUsers }: { showUsers: boolean }) {
  const pathname = usePathname();
  const links = [
    { href: "/settings", label: "Profile" },
    { href: "/settings/security", label: "Security" },
    { href: "/settings/sharing", label: "Sharing" },
    { href: "/settings/integrations", label: "Integrations" },
    { href: "/settings/calendar", label: "Calendar" },
    ...(showUsers
      ? [
          { href: "/settings/users", label: "Users" },
          { href: "/settings/custom-data", label: "Custom data" },
        ]
      : []),
    // Import and export are separate pages (the import module's); no prefetch, they may load large forms.
    { href: "/settings/import", label: "Import", prefetch: false },
    { href: "/settings/export", label: "Export", prefetch: false },
    { href: "/docs/api", label: "API docs", prefetch: false },
  ];
  return (
    <nav aria-label="Settings">
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
