import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ScopeRefusal } from "@/components/scope/scope-refusal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { latestReviewYear } from "@/lib/review/latest-review-year";
import { resolvePageScope, type SearchParams } from "@/lib/users/page-scope";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Review");
  return { title: t("metaTitle") };
}

/** /review: the latest year with a completed flight in the scope, or an empty state. */
export default async function ReviewIndexPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("Review");
  const principal = await requirePrincipal();
  const resolved = await resolvePageScope(principal, await searchParams);
  if (!resolved.ok) return <ScopeRefusal title={t("title")} message={resolved.message} />;
  const year = await latestReviewYear(getDb(), resolved.value.scope);
  if (year !== null) redirect(`/review/${year}${resolved.value.query ? `?${resolved.value.query}` : ""}`);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <section className="card py-10 text-center" aria-labelledby="empty-title">
        <h2 id="empty-title" className="text-lg font-semibold">
          {t("empty.title")}
        </h2>
        <p className="muted mx-auto mt-2 max-w-md">{t("empty.body")}</p>
        <p className="mt-4">
          <Link href="/flights/new" className="btn btn-primary">
            {t("empty.addFlight")}
          </Link>
        </p>
      </section>
    </div>
  );
}
