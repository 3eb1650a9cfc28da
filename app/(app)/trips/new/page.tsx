import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { getFormats } from "@/components/format/server-formats";
import { routeTitle } from "@/lib/reference/short-code";
import { TripForm, type TripFlightChoice } from "@/components/trips/trip-form";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { visibleFlightsWhere } from "@/lib/flights/visibility";
import { findJourney } from "@/lib/journeys/find-journey";
import { MAX_TRIP_FLIGHTS } from "@/lib/trips/trip-input";
import type { SearchParams } from "@/lib/users/page-scope";
import { currentProfile } from "@/lib/users/current-profile";
import { createTripAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Trips.new"))("metaTitle") };
}

/** Recent flights of the user's own offered besides the ones the link chose. */
const RECENT = 30;

const idsOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).filter((v) => /^\d{1,10}$/.test(v)).map(Number).slice(0, MAX_TRIP_FLIGHTS);

export default async function NewTripPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await requirePrincipal();
  const params = await searchParams;
  const db = getDb();
  const chosen = new Set(idsOf(params.flight));
  // ?journey=<flight id>: every leg of that flight's journey
  for (const id of idsOf(params.journey)) {
    const journey = await findJourney(db, principal.userId, id);
    for (const leg of journey?.legs ?? [{ id }]) chosen.add(leg.id);
  }
  const include = { from: true, to: true } as const;
  const [picked, recent, profile] = await Promise.all([
    db.flight.findMany({ where: { AND: [{ id: { in: [...chosen] } }, visibleFlightsWhere(principal)] }, include, orderBy: [{ sortAt: "asc" }, { id: "asc" }] }),
    db.flight.findMany({ where: { seats: { some: { userId: principal.userId } } }, include, orderBy: [{ sortAt: "desc" }, { id: "desc" }], take: RECENT }),
    currentProfile(principal.userId),
  ]);
  const [fmt, t] = await Promise.all([getFormats(profile), getTranslations("Trips.new")]);
  const seen = new Set(picked.map((f) => f.id));
  const choices: TripFlightChoice[] = [...picked, ...recent.filter((f) => !seen.has(f.id))].map((f) => ({
    id: f.id,
    title: routeTitle(f.from, f.to),
    when: fmt.date(f.date, f.datePrecision),
    checked: seen.has(f.id),
  }));
  return (
    <div className="space-y-6">
      <div>
        <nav aria-label={t("breadcrumbLabel")} className="muted text-sm">
          <Link href="/trips" className="link">
            {t("breadcrumb")}
          </Link>{" "}
          / <span aria-current="page">{t("title")}</span>
        </nav>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t("title")}</h1>
      </div>
      <section className="card">
        <TripForm action={createTripAction} choices={choices} submit={t("submit")} />
      </section>
    </div>
  );
}
