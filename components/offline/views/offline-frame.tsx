import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormats } from "@/components/format/use-formats";
import { DEFAULT_DISPLAY, type DisplayPreferences } from "@/lib/users/display-preferences";
import type { OfflineMode } from "./offline-view";

const two = (n: number) => String(n).padStart(2, "0");

/** The instant as "YYYY-MM-DDTHH:MM" on this device's clock: the copy was made at the user's own time of day. */
function onDeviceClock(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

interface Props {
  syncedAt: string | null;
  displayName: string | null;
  /** the stored account's formats; none when nothing is stored */
  preferences: DisplayPreferences | null;
  mode: OfflineMode;
  children: ReactNode;
}

/**
 * The offline shell's page: a small header (plain links: each is answered by the worker with this shell again), the
 * "Offline — as of" status, saying what the view can do without the network, and the view.
 */
export function OfflineFrame({ syncedAt, displayName, preferences, mode, children }: Props) {
  const t = useTranslations("Offline.frame");
  const f = useFormats(preferences ?? DEFAULT_DISPLAY);
  const local = syncedAt ? onDeviceClock(syncedAt) : null;
  const nav = [
    { href: "/", label: t("dashboard") },
    { href: "/flights", label: t("flights") },
    { href: "/flights/new", label: t("addFlight") },
  ];
  return (
    <>
      <header className="border-b border-slate-200 dark:border-slate-800">
        <nav aria-label={t("navLabel")} className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-4 px-4 py-3 sm:px-6">
          <span className="font-semibold">Contrail</span>
          {nav.map((item) => (
            <a key={item.href} href={item.href} className="link">
              {item.label}
            </a>
          ))}
          {displayName ? <span className="muted ml-auto text-sm">{displayName}</span> : null}
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 pb-16 pt-6 sm:px-6">
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-900/40 dark:text-amber-100">
          <p role="status" aria-live="polite" data-testid="offline-status">
            {t("status", { synced: local ? "yes" : "no", date: local ? f.date(local.slice(0, 10)) : "", time: (local && f.clock(local)) ?? "", mode })}
          </p>
          <button type="button" className="btn ml-auto" onClick={() => location.reload()}>
            {t("tryAgain")}
          </button>
        </div>
        {children}
      </main>
    </>
  );
}
