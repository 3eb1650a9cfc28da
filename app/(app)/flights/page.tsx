import { ScanPassLink } from "@/components/capture/scan-pass-link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ActiveFilters } from "@/components/flights/active-filters";
import { FlightList } from "@/components/flights/flight-list";
import { FlightSearchForm } from "@/components/flights/flight-search-form";
import { Pagination } from "@/components/flights/pagination";
import { ScopeRefusal } from "@/components/scope/scope-refusal";
import { LazyScopeSwitcher } from "@/components/scope/lazy-scope-switcher";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { hasFilters, parseFlightListFilters } from "@/lib/flights/flight-list-filters";
import { flightListFilterParams } from "@/lib/flights/flight-list-params";
import { COUNT_BOUND, DEFAULT_PAGE_SIZE, FLIGHT_SORTS, PAGE_SIZES, flightListChoices, searchFlights, type FlightSort } from "@/lib/flights/search-flights";
import { journeyPositions } from "@/lib/journeys/find-journey";
import { resolvePageScope, single, type SearchParams } from "@/lib/users/page-scope";
import { searchUsersAction } from "../scope-actions";
import { currentProfile } from "@/lib/users/current-profile";
import { activeFilters } from "@/components/flights/active-filter-chips";
import { filterNames } from "@/lib/flights/filter-names";
import { flightCountText, measureText } from "@/components/flights/measure-text";
import { getFormats } from "@/components/format/server-formats";
import { WaitingToSync } from "@/components/offline/waiting-to-sync";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Flights.list"))("metaTitle") };
}

export default async function FlightsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await requirePrincipal();
  const params = await searchParams;
  const t = await getTranslations("Flights.list");
  const resolved = await resolvePageScope(principal, params);
  if (!resolved.ok) return <ScopeRefusal title={t("title")} message={resolved.message} />;
  const { scope, user, query: scopeQuery } = resolved.value;
  const filters = parseFlightListFilters((name) => single(params, name));
  const sortText = single(params, "sort") ?? "";
  const sort: FlightSort = (FLIGHT_SORTS as readonly string[]).includes(sortText) ? (sortText as FlightSort) : "newest";
  const sizeText = single(params, "size") ?? "";
  const pageSize = (PAGE_SIZES as readonly number[]).includes(Number(sizeText)) ? Number(sizeText) : DEFAULT_PAGE_SIZE;
  const pageText = single(params, "page") ?? "";
  const page = pageText === "last" ? "last" : /^\d{1,7}$/.test(pageText) ? Number(pageText) : undefined;
  const db = getDb();
  const [result, choices, profile] = await Promise.all([
    searchFlights(db, { scope, filters, sort, page, pageSize, after: single(params, "after"), before: single(params, "before") }),
    flightListChoices(db, scope),
    currentProfile(principal.userId),
  ]);
  // journeys are one traveller's: shown for "mine" and one user's flights, not for all flights at once
  const journeyLegs = scope.subjectUserId ? await journeyPositions(db, scope.subjectUserId, result.flights.map((f) => f.id)) : undefined;
  const baseQuery = new URLSearchParams(scopeQuery);
  for (const [name, value] of flightListFilterParams(filters)) baseQuery.set(name, value);
  if (sort !== "newest") baseQuery.set("sort", sort);
  if (pageSize !== DEFAULT_PAGE_SIZE) baseQuery.set("size", String(pageSize));
  const filtered = hasFilters(filters);
  const root = await getTranslations();
  // a drill-down's total in the figure's unit: "12 seats on 10 flights", "14 visits on 12 flights"
  const count =
    result.measure && result.measure.unit !== "flights"
      ? measureText(root, result.measure.unit, result.measure.count, result.total, COUNT_BOUND)
      : flightCountText(root, result.total, COUNT_BOUND);
  const chips = activeFilters(filters, await filterNames(db, filters), baseQuery.toString(), root, await getFormats(profile));
  const clearQuery = new URLSearchParams(scopeQuery);
  if (sort !== "newest") clearQuery.set("sort", sort);
  if (pageSize !== DEFAULT_PAGE_SIZE) clearQuery.set("size", String(pageSize));
  const clearHref = clearQuery.size > 0 ? `/flights?${clearQuery.toString()}` : "/flights";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="muted mt-1" data-testid="scope-subject">
            {t("subject", { scope: scope.kind, name: user ? `${user.displayName} (${user.username})` : "" })} · <span data-testid="list-total" data-value={result.measure?.count ?? result.total ?? ""}>{count}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ScanPassLink />
          <Link href="/flights/new" className="btn btn-primary">
            {t("addFlight")}
          </Link>
        </div>
      </div>
      {seesEveryone(principal) ? <LazyScopeSwitcher kind={scope.kind} user={user} searchUsers={searchUsersAction} /> : null}
      {single(params, "deleted") === "1" ? (
        <p role="status" className="alert-success">
          {t("deleted")}
        </p>
      ) : null}
      {single(params, "removed") === "1" ? (
        <p role="status" className="alert-success">
          {t("removed")}
        </p>
      ) : null}
      <WaitingToSync account={{ userId: principal.userId, displayName: profile.displayName, unit: profile.unit, dateFormat: profile.dateFormat, clock: profile.clock }} />
      <FlightSearchForm filters={filters} sort={sort} pageSize={pageSize} choices={choices} scopeQuery={scopeQuery} />
      <ActiveFilters filters={chips} clearHref={clearHref} />
      {result.flights.length === 0 ? (
        <div className="card py-10 text-center">
          <p className="font-medium">{filtered ? t("noMatch") : t("empty")}</p>
          {!filtered && scope.kind === "mine" ? (
            <p className="mt-3">
              <Link href="/flights/new" className="link">
                {t("addFirst")}
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <FlightList flights={result.flights} unit={profile.unit} dateFormat={profile.dateFormat} clock={profile.clock} scopeQuery={scopeQuery} journeyLegs={journeyLegs} />
      )}
      <Pagination page={result.page} pageCount={result.pageCount} previous={result.previous} next={result.next} query={baseQuery.toString()} />
    </div>
  );
}
