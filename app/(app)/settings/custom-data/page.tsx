import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DeleteCustomEntryButton } from "@/components/settings/delete-custom-entry-button";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { CUSTOM_ENTRIES_PAGE_SIZE, countCustomEntries, listCustomEntries, type CustomKind } from "@/lib/reference/custom-admin";
import { deleteCustomEntryAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.customData"))("metaTitle") };
}

const KIND_LABEL = { airport: "kinds.airport", airline: "kinds.airline", aircraft: "kinds.aircraft" } as const satisfies Record<CustomKind, string>;

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
  const t = await getTranslations("Settings.customData");
  const counts = await countCustomEntries(db, principal);
  const pageCount = Math.max(1, Math.ceil(counts.total / CUSTOM_ENTRIES_PAGE_SIZE));
  const page = pageOf((await searchParams).page, pageCount);
  const entries = await listCustomEntries(db, principal, page, counts);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <section className="card" aria-labelledby="custom-title">
        <h2 id="custom-title" className="mb-1 text-base font-semibold">
          {t("count", { count: counts.total })}
        </h2>
        <p className="muted mb-3 text-sm">{t("intro")}</p>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="custom-entry-list">
          {entries.map((entry) => {
            const label = `${entry.codes ? `${entry.codes} · ` : ""}${entry.name}`;
            return (
              <li key={`${entry.kind}-${entry.id}`} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="custom-entry-row">
                <div className="min-w-0">
                  <p className="font-medium break-words">{label}</p>
                  <p className="muted text-sm break-words">
                    {entry.owner
                      ? t("row", { kind: t(KIND_LABEL[entry.kind]), owner: entry.owner.username, flights: entry.flights })
                      : t("rowDeletedOwner", { kind: t(KIND_LABEL[entry.kind]), flights: entry.flights })}
                  </p>
                </div>
                <DeleteCustomEntryButton kind={entry.kind} id={entry.id} label={t("entryLabel", { kind: entry.kind, label })} action={deleteCustomEntryAction} />
              </li>
            );
          })}
        </ul>
        {pageCount > 1 ? (
          <nav aria-label={t("pages")} className="mt-3 flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link href={`?page=${page - 1}`} className="btn" rel="prev">
                <span aria-hidden="true">←</span> {t("previous")}
              </Link>
            ) : (
              <span />
            )}
            <p className="muted text-sm" aria-current="page" data-testid="page-position">
              {t("position", { page, count: pageCount })}
            </p>
            {page < pageCount ? (
              <Link href={`?page=${page + 1}`} className="btn" rel="next">
                {t("next")} <span aria-hidden="true">→</span>
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
