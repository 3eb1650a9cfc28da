import type { ReactNode } from "react";

/** "29 Nov 2026, 08:05" in the browser's own words: the moment the copy was made, on this device's clock. */
function asOf(iso: string | null): string {
  if (!iso) return "never synced";
  return `as of ${new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))}`;
}

const NAV = [
  { href: "/", label: "Dashboard" },
  { href: "/flights", label: "Flights" },
  { href: "/flights/new", label: "Add a flight" },
] as const;

/**
 * The offline shell's page: a small header (plain links: each is answered by the worker with this shell again), the
 * "Offline — as of" status and the view. Read-only: nothing here edits or deletes.
 */
export function OfflineFrame({ syncedAt, displayName, children }: { syncedAt: string | null; displayName: string | null; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 dark:border-slate-800">
        <nav aria-label="Offline" className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-4 px-4 py-3 sm:px-6">
          <span className="font-semibold">Contrail</span>
          {NAV.map((item) => (
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
            Offline — {asOf(syncedAt)}. Read-only until the network is back.
          </p>
          <button type="button" className="btn ml-auto" onClick={() => location.reload()}>
            Try again
          </button>
        </div>
        {children}
      </main>
    </>
  );
}
