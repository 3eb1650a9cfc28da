import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ScopeRefusal } from "@/components/scope/scope-refusal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { latestReviewYear } from "@/lib/review/latest-review-year";
import { resolvePageScope, type SearchParams } from "@/lib/users/page-scope";

export const metadata: Metadata = { title: "Year in review" };

/** /review: the latest year with a completed flight in the scope, or an empty state. */
export default async function ReviewIndexPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await requirePrincipal();
  const resolved = await resolvePageScope(principal, await searchParams);
  if (!resolved.ok) return <ScopeRefusal title="Year in review" message={resolved.message} />;
  const year = await latestReviewYear(getDb(), resolved.value.scope);
  if (year !== null) redirect(`/review/${year}${resolved.value.query ? `?${resolved.value.query}` : ""}`);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Year in review</h1>
      <section className="card py-10 text-center" aria-labelledby="empty-title">
        <h2 id="empty-title" className="text-lg font-semibold">
          No completed flights yet
        </h2>
        <p className="muted mx-auto mt-2 max-w-md">A year in review appears once a flight has landed.</p>
        <p className="mt-4">
          <Link href="/flights/new" className="btn btn-primary">
            Add a flight
          </Link>
        </p>
      </section>
    </div>
  );
}
