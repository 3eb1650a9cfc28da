import Link from "next/link";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { formatDistance, formatDuration, formatInteger, type DistanceUnit } from "@/components/format/units";
import type { RecordFlight, StatsBreakdown } from "@/lib/stats/breakdown/breakdown-body";
import { RankList, type RankItem } from "./rank-list";
import { routeTitle, shortCode } from "@/lib/reference/short-code";

const DAY_LABELS: Record<string, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
  unknown: "Date not known to the day",
};

function FigureCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card min-w-0" aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RecordRow({ label, flight, value }: { label: string; flight: RecordFlight | null; value: (f: RecordFlight) => string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1 dark:border-slate-800">
      <dt className="font-medium">{label}</dt>
      <dd className="min-w-0 text-right">
        {flight ? (
          <Link className="link" href={`/flights/${flight.id}`}>
            {routeTitle(flight.from, flight.to)}, {flight.date}: {value(flight)}
          </Link>
        ) : (
          <span className="muted">None yet</span>
        )}
      </dd>
    </div>
  );
}

/**
 * The figures beyond the charts (flights per weekday and per hour of departure, airframes, cumulative distance, records), all from the same
 * getStatsBreakdown as /api/stats/breakdown. Each is text: the lists carry their bars, nothing needs a chart to read.
 */
export function MoreFigures({ breakdown, unit, hrefs }: { breakdown: StatsBreakdown; unit: DistanceUnit; hrefs?: DrillDownHrefs }) {
  const weekdays: RankItem[] = breakdown.perWeekday.map((e) => ({ key: e.key, text: DAY_LABELS[e.key] ?? e.key, value: e.count, href: hrefs?.perWeekday?.[e.key] }));
  const twoDigits = (hour: number) => String(hour).padStart(2, "0");
  const hours: RankItem[] = breakdown.perHour.map((e) => ({
    key: String(e.hour),
    text: `${twoDigits(e.hour)}:00–${twoDigits(e.hour)}:59`,
    value: e.count,
    href: hrefs?.perHour?.[String(e.hour)],
  }));
  // every completed flight is in the weekday list once; those without a departure time have no hour
  const withoutTime = breakdown.perWeekday.reduce((sum, e) => sum + e.count, 0) - breakdown.perHour.reduce((sum, e) => sum + e.count, 0);
  const airframes: RankItem[] = breakdown.topAirframes.map((e) => ({ key: e.key, text: e.key, value: e.count, href: hrefs?.topAirframes?.[e.key] }));
  const cumulative = breakdown.cumulativeDistance;
  const { records } = breakdown;
  const distance = (f: RecordFlight) => formatDistance(f.distanceKm, unit);
  const time = (f: RecordFlight) => (f.durationSeconds === null ? "time not recorded" : formatDuration(f.durationSeconds));
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2" data-testid="more-figures">
      <FigureCard id="per-weekday" title="Flights per day of the week">
        <RankList items={weekdays} />
      </FigureCard>
      <FigureCard id="per-hour" title="Flights by hour of departure">
        <p className="muted mb-3 text-sm" data-testid="per-hour-note">
          Local time at the departure airport.{" "}
          {withoutTime > 0 ? `${formatInteger(withoutTime)} ${withoutTime === 1 ? "flight" : "flights"} without a departure time left out.` : "Flights without a departure time are left out."}
        </p>
        <RankList items={hours} />
      </FigureCard>
      <FigureCard id="top-airframes" title="Top airframes (registrations)">
        {airframes.length === 0 ? <p className="muted py-8 text-center text-sm">No registrations recorded yet.</p> : <RankList items={airframes} />}
      </FigureCard>
      <FigureCard id="cumulative-distance" title={`Cumulative distance (${unit})`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Distance flown up to the end of each year</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Year
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Distance so far
              </th>
            </tr>
          </thead>
          <tbody>
            {cumulative.map((row) => (
              <tr key={row.year} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1">{row.year}</td>
                <td className="py-1 text-right tabular-nums">{formatDistance(row.distanceKm, unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FigureCard>
      <FigureCard id="records" title="Records">
        <dl className="space-y-0 text-sm">
          <RecordRow label="Longest by distance" flight={records.longestByDistance} value={distance} />
          <RecordRow label="Shortest by distance" flight={records.shortestByDistance} value={distance} />
          <RecordRow label="Longest by time" flight={records.longestByTime} value={time} />
          <RecordRow label="Shortest by time" flight={records.shortestByTime} value={time} />
          <RecordRow label="First flight" flight={records.firstFlight} value={distance} />
          <RecordRow label="Latest flight" flight={records.latestFlight} value={distance} />
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1 dark:border-slate-800">
            <dt className="font-medium">Most flown route</dt>
            <dd className="text-right">{records.mostFlownRoute ? `${records.mostFlownRoute.label}: ${formatInteger(records.mostFlownRoute.count)} flights` : "None yet"}</dd>
          </div>
          {records.furthestFromHome ? (
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1 dark:border-slate-800">
              <dt className="font-medium">Furthest from home ({shortCode(records.furthestFromHome.home)})</dt>
              <dd className="text-right">
                {records.furthestFromHome.airport.name} ({shortCode(records.furthestFromHome.airport)}): {formatDistance(records.furthestFromHome.distanceKm, unit)}
              </dd>
            </div>
          ) : null}
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 py-1">
            <dt className="font-medium">Most visited airport</dt>
            <dd className="text-right">
              {records.mostVisitedAirport ? `${records.mostVisitedAirport.name} (${records.mostVisitedAirport.label}): ${formatInteger(records.mostVisitedAirport.count)} visits` : "None yet"}
            </dd>
          </div>
        </dl>
      </FigureCard>
    </div>
  );
}
