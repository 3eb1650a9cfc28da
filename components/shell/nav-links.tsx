"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { scopeQueryOf, withScopeQuery } from "@/lib/scope/scope-query";

// `scoped`: the page shows a scope's flights, so the admin's choice (mine / one user / all) goes along.
const LINKS = [
  { href: "/", label: "dashboard", scoped: true, match: (path: string) => path === "/" },
  { href: "/flights", label: "flights", scoped: true, match: (path: string) => path === "/flights" || (/^\/flights\/\d+/.test(path)) },
  { href: "/trips", label: "trips", scoped: false, match: (path: string) => path.startsWith("/trips") },
  { href: "/flights/new", label: "addFlight", scoped: false, match: (path: string) => path === "/flights/new" },
  { href: "/settings", label: "settings", scoped: false, match: (path: string) => path.startsWith("/settings") },
] as const;

export function NavLinks() {
  const t = useTranslations("Shell.nav");
  const pathname = usePathname();
  const scopeQuery = scopeQueryOf(new URLSearchParams(useSearchParams().toString()));
  return (
    // One line, never wrapped: if the links do not fit (narrow phones, large text) they scroll sideways. The padding
    // (offset by the negative margin) and scroll padding keep a focused link's outline inside the scrolling box.
    <ul className="-m-1 flex scroll-px-1 gap-0.5 overflow-x-auto p-1 [scrollbar-width:thin] md:gap-1">
      {LINKS.map((link) => {
        const current = link.match(pathname);
        return (
          <li key={link.href} className="shrink-0">
            <Link
              href={link.scoped ? withScopeQuery(link.href, scopeQuery) : link.href}
              aria-current={current ? "page" : undefined}
              // Chromium does not scroll a partly hidden link into view on Tab; keyboard users must see where they are.
              onFocus={(event) => event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" })}
              className={`block rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 md:px-3 dark:focus-visible:outline-sky-400 ${
                current
                  ? "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              {t(link.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
