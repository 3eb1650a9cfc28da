"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/", label: "Dashboard", match: (path: string) => path === "/" },
  { href: "/flights", label: "Flights", match: (path: string) => path === "/flights" || (/^\/flights\/\d+/.test(path)) },
  { href: "/flights/new", label: "Add flight", match: (path: string) => path === "/flights/new" },
  { href: "/settings", label: "Settings", match: (path: string) => path.startsWith("/settings") },
];

export function NavLinks() {
  const pathname = usePathname();
  return (
    <ul className="flex flex-wrap gap-1">
      {LINKS.map((link) => {
        const current = link.match(pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? "page" : undefined}
              className={`block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 ${
                current
                  ? "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
