import type { Metadata } from "next";
import Link from "next/link";
import { FlightList } from "@/components/flights/flight-list";
import { FlightSearchForm } from "@/components/flights/flight-search-form";
import { Pagination } from "@/components/flights/pagination";
import { ScopeRefusal } from "@/components/scope/scope-refusal";
import { ScopeSwitcher } from "@/components/scope/scope-switcher";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { FLIGHT_SORTS, flightYears, searchFlights, type FlightSort } from "@/lib/flights/search-flights";
import { resolvePageScope, single, type SearchParams } from "../_lib/page-scope";
import { searchUsersAction } from "../scope-actions";
import { currentProfile } from "../_lib/profile";

export const metadata: Metadata = { title: "Flights" };

export default async function FlightsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await requirePrincipal();
  const params = await searchParams;
  const resolved = await resolvePageScope(principal, params);
  if (!resolved.ok) return <ScopeRefusal title="Flights" message={resolved.message} />;
  const { scope, subjectLabel, user, query: scopeQuery } = resolved.value;
  const q = single(params, "q") ?? "";
  const yearText = single(params, "year") ?? "";
  const year = /^\d{1,4}$/.test(yearText) ? Number(yearText) : undefined;
  const sortText = single(params, "sort") ?? "";
  const sort: FlightSort = (FLIGHT_SORTS as readonly string[]).includes(sortText) ? (sortText as FlightSort) : "newest";
  const pageText = single(params, "page") ?? "";
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const db = getDb();
  const [result, years, profile] = await Promise.all([
    searchFlights(db, { scope, q, year, sort, page }),
    flightYears(db, scope),
    currentProfile(principal.userId),
  ]);
  const baseQuery = new URLSearchParams(scopeQuery);
  if (q) baseQuery.set("q", q);
  if (year !== undefined) baseQuery.set("year", String(year));
  if (sort !== "newest") baseQuery.set("sort", sort);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Flights</h1>
          <p className="muted mt-1" data-testid="scope-subject">
            {subjectLabel} flights · {result.total === 1 ? "1 flight" : `${result.total.toLocaleString("en-US")} flights`}
          </p>
        </div>
        <Link href="/flights/new" className="btn btn-primary">
          Add flight
        </Link>
      </div>
      {seesEveryone(principal) ? <ScopeSwitcher kind={scope.kind} user={user} searchUsers={searchUsersAction} /> : null}
      {single(params, "deleted") === "1" ? (
        <p role="status" className="alert-success">
          Flight deleted.
        </p>
      ) : null}
      <FlightSearchForm q={q} year={year} sort={sort} years={years} scopeQuery={scopeQuery} />
      {result.flights.length === 0 ? (
        <div className="card py-10 text-center">
          <p className="font-medium">{q || year !== undefined ? "No flights match." : "No flights yet."}</p>
          {!q && year === undefined && scope.kind === "mine" ? (
            <p className="mt-3">
              <Link href="/flights/new" className="link">
                Add your first flight
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <FlightList flights={result.flights} unit={profile.unit} dateFormat={profile.dateFormat} clock={profile.clock} />
      )}
      <Pagination page={result.page} pageCount={result.pageCount} query={baseQuery.toString()} />
    </div>
  );
}
