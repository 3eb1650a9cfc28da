import Link from "next/link";
import { DrillLink } from "@/components/dashboard/drill-link";
import { formatDistance, formatDuration, formatInteger, type DistanceUnit } from "@/components/format/units";
import type { YearReview } from "@/lib/review/get-year-review";
import type { RecordFlight } from "@/lib/stats/breakdown/breakdown-body";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { routeTitle } from "@/lib/reference/short-code";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1 dark:border-slate-800">
      <dt className="font-medium">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </div>
  );
}

function FlightRecord({ flight, value }: { flight: RecordFlight | null; value: (f: RecordFlight) => string }) {
  if (!flight) return <span className="muted">None</span>;
  return (
    <Link className="link" href={`/flights/${flight.id}`}>
      {routeTitle(flight.from, flight.to)}, {flight.date}: {value(flight)}
    </Link>
  );
}

/** The year's records: by distance and time (the dashboard's rules over the year), the most flown route and airport. */
export function ReviewRecords({ review, unit, hrefs }: { review: YearReview; unit: DistanceUnit; hrefs: DrillDownHrefs }) {
  const r = review.records;
  const km = (f: RecordFlight) => formatDistance(f.distanceKm, unit);
  const time = (f: RecordFlight) => (f.durationSeconds === null ? "" : formatDuration(f.durationSeconds));
  const route = r.mostFlownRoute;
  const airport = r.mostVisitedAirport;
  return (
    <section className="card min-w-0" aria-labelledby="records-title" data-testid="review-records">
      <h2 id="records-title" className="mb-3 text-base font-semibold">
        Records of {review.year}
      </h2>
      <dl className="text-sm">
        <Row label="Longest flight">
          <FlightRecord flight={r.longestByDistance} value={km} />
        </Row>
        <Row label="Shortest flight">
          <FlightRecord flight={r.shortestByDistance} value={km} />
        </Row>
        <Row label="Longest in the air">
          <FlightRecord flight={r.longestByTime} value={time} />
        </Row>
        <Row label="Shortest in the air">
          <FlightRecord flight={r.shortestByTime} value={time} />
        </Row>
        <Row label="Most flown route">
          {route ? (
            <DrillLink href={hrefs.topRoutes?.[`${route.fromId}-${route.toId}`]}>
              <span title={route.name}>{route.label}</span>: {formatInteger(route.count)} {route.count === 1 ? "flight" : "flights"}
            </DrillLink>
          ) : (
            <span className="muted">None</span>
          )}
        </Row>
        <Row label="Most visited airport">
          {airport ? (
            <DrillLink href={hrefs.topAirports?.[String(airport.id)]}>
              <span title={airport.name}>{airport.label}</span>: {formatInteger(airport.count)} {airport.count === 1 ? "visit" : "visits"}
            </DrillLink>
          ) : (
            <span className="muted">None</span>
          )}
        </Row>
      </dl>
    </section>
  );
}
