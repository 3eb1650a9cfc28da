import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DrillLink } from "@/components/dashboard/drill-link";
import type { Formats } from "@/components/format/formats";
import { getFormats } from "@/components/format/server-formats";
import type { YearReview } from "@/lib/review/get-year-review";
import type { RecordFlight } from "@/lib/stats/breakdown/breakdown-body";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { routeTitle } from "@/lib/reference/short-code";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1 dark:border-slate-800">
      <dt className="font-medium">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </div>
  );
}

async function FlightRecord({ flight, value, f }: { flight: RecordFlight | null; value: (f: RecordFlight) => string; f: Formats }) {
  const t = await getTranslations("Review.records");
  if (!flight) return <span className="muted">{t("none")}</span>;
  return (
    <Link className="link" href={`/flights/${flight.id}`}>
      {t("flight", { route: routeTitle(flight.from, flight.to), date: f.date(flight.date), value: value(flight) })}
    </Link>
  );
}

/** The year's records: by distance and time (the dashboard's rules over the year), the most flown route and airport. */
export async function ReviewRecords({ review, preferences, hrefs }: { review: YearReview; preferences: DisplayPreferences; hrefs: DrillDownHrefs }) {
  const t = await getTranslations("Review.records");
  const f = await getFormats(preferences);
  const r = review.records;
  const km = (flight: RecordFlight) => f.distance(flight.distanceKm);
  const time = (flight: RecordFlight) => (flight.durationSeconds === null ? "" : f.duration(flight.durationSeconds));
  const route = r.mostFlownRoute;
  const airport = r.mostVisitedAirport;
  return (
    <section className="card min-w-0" aria-labelledby="records-title" data-testid="review-records">
      <h2 id="records-title" className="mb-3 text-base font-semibold">
        {t("title", { year: String(review.year) })}
      </h2>
      <dl className="text-sm">
        <Row label={t("longestFlight")}>
          <FlightRecord flight={r.longestByDistance} value={km} f={f} />
        </Row>
        <Row label={t("shortestFlight")}>
          <FlightRecord flight={r.shortestByDistance} value={km} f={f} />
        </Row>
        <Row label={t("longestInAir")}>
          <FlightRecord flight={r.longestByTime} value={time} f={f} />
        </Row>
        <Row label={t("shortestInAir")}>
          <FlightRecord flight={r.shortestByTime} value={time} f={f} />
        </Row>
        <Row label={t("mostFlownRoute")}>
          {route ? (
            <DrillLink href={hrefs.topRoutes?.[`${route.fromId}-${route.toId}`]}>
              {t.rich("routeFlights", { route: route.label, count: route.count, name: (chunks) => <span title={route.name}>{chunks}</span> })}
            </DrillLink>
          ) : (
            <span className="muted">{t("none")}</span>
          )}
        </Row>
        <Row label={t("mostVisitedAirport")}>
          {airport ? (
            <DrillLink href={hrefs.topAirports?.[String(airport.id)]}>
              {t.rich("airportVisits", { airport: airport.label, count: airport.count, name: (chunks) => <span title={airport.name}>{chunks}</span> })}
            </DrillLink>
          ) : (
            <span className="muted">{t("none")}</span>
          )}
        </Row>
      </dl>
    </section>
  );
}
