import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DeleteCustomEntryButton } from "@/components/settings/delete-custom-entry-button";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { CUSTOM_ENTRIES_PAGE_SIZE, countCustomEntries, listCustomEntries, type CustomKind } from "@/lib/reference/custom-admin";
import { deleteCustomEntryAction } from "./actions";

export const metadata: Metadata = { title: "Custom data" };

const KIND_LABEL: Record<CustomKind, string> = { airport: "Airport", airline: "Airline", aircraft: "Aircraft type" };

/** ?page=N (from 1); anything else is the first page, a number past the end the last. */
function pageOf(value: string | string[] | undefined, pageCount: number): number {
  const page = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(page, 1), pageCount);
}

export default async function CustomDataPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const principal = await requirePrincipal();
  // Regular users get the same 404 as for any page that is not theirs.
  if (!seesEveryone(principal)) notFound();
  const db = getDb();
  const counts = await countCustomEntries(db, principal);
  const pageCount = Math.max(1, Math.ceil(counts.total / CUSTOM_ENTRIES_PAGE_SIZE));
  const page = pageOf((await searchParams).page, pageCount);
  const entries = await listCustomEntries(db, principal, page, counts);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Custom data</h1>
      <section className="card" aria-labelledby="custom-title">
        <h2 id="custom-title" className="mb-1 text-base font-semibold">
          {counts.total.toLocaleString("en-US")} custom {counts.total === 1 ? "entry" : "entries"}
        </h2>
        <p className="muted mb-3 text-sm">
          Airports, airlines and aircraft types users made while importing. Each is seen only by the user who made it; a
          code a bundled entry has always means the bundled one. An entry that flights use cannot be deleted.
        </p>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="custom-entry-list">
          {entries.map((entry) => {
            const label = `${entry.codes ? `${entry.codes} · ` : ""}${entry.name}`;
            return (
              <li key={`${entry.kind}-${entry.id}`} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="custom-entry-row">
                <div className="min-w-0">
                  <p className="font-medium break-words">{label}</p>
                  <p className="muted text-sm break-words">
                    {KIND_LABEL[entry.kind]} · made by {entry.owner ? entry.owner.username : "a deleted user"} · {entry.flights}{" "}
                    {entry.flights === 1 ? "flight" : "flights"}
                  </p>
                </div>
                <DeleteCustomEntryButton kind={entry.kind} id={entry.id} label={`${KIND_LABEL[entry.kind].toLowerCase()} ${label}`} action={deleteCustomEntryAction} />
              </li>
            );
          })}
        </ul>
        {pageCount > 1 ? (
          <nav aria-label="Pages" className="mt-3 flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link href={`?page=${page - 1}`} className="btn" rel="prev">
                <span aria-hidden="true">←</span> Previous
              </Link>
            ) : (
              <span />
            )}
            <p className="muted text-sm" aria-current="page" data-testid="page-position">
              Page {page} of {pageCount}
            </p>
            {page < pageCount ? (
              <Link href={`?page=${page + 1}`} className="btn" rel="next">
                Next <span aria-hidden="true">→</span>
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </>
  );
}
