import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { getFormats } from "@/components/format/server-formats";
import type { Formats } from "@/components/format/formats";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import type { RecordFlight, StatsBreakdown } from "@/lib/stats/breakdown/breakdown-body";
import { RankList, type RankItem } from "./rank-list";
import { routeTitle, shortCode } from "@/lib/reference/short-code";

/** Each weekday's message key (Dashboard.more.days), "unknown" for a flight known only to its month or year. */
const DAY_KEYS = {
  monday: "days.monday",
  tuesday: "days.tuesday",
  wednesday: "days.wednesday",
  thursday: "days.thursday",
  friday: "days.friday",
  saturday: "days.saturday",
  sunday: "days.sunday",
  unknown: "days.unknown",
} as const;

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

async function RecordRow({ label, flight, value, f }: { label: string; flight: RecordFlight | null; value: (f: RecordFlight) => string; f: Formats }) {
  const t = await getTranslations("Dashboard.more");
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1 dark:border-slate-800">
      <dt className="font-medium">{label}</dt>
      <dd className="min-w-0 text-right">
        {flight ? (
          <Link className="link" href={`/flights/${flight.id}`}>
            {t("recordFlight", { route: routeTitle(flight.from, flight.to), date: f.date(flight.date), value: value(flight) })}
          </Link>
        ) : (
          <span className="muted">{t("noneYet")}</span>
        )}
      </dd>
    </div>
  );
}

/**
 * The figures beyond the charts (flights per weekday and per hour of departure, airframes, cumulative distance, records), all from the same
 * getStatsBreakdown as /api/stats/breakdown. Each is text: the lists carry their bars, nothing needs a chart to read.
 */
export async function MoreFigures({ breakdown, preferences, hrefs }: { breakdown: StatsBreakdown; preferences: DisplayPreferences; hrefs?: DrillDownHrefs }) {
  const t = await getTranslations("Dashboard.more");
  const f = await getFormats(preferences);
  const day = (key: string) => (Object.hasOwn(DAY_KEYS, key) ? t(DAY_KEYS[key as keyof typeof DAY_KEYS]) : key);
  const weekdays: RankItem[] = breakdown.perWeekday.map((e) => ({ key: e.key, text: day(e.key), value: e.count, href: hrefs?.perWeekday?.[e.key] }));
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
  const distance = (flight: RecordFlight) => f.distance(flight.distanceKm);
  const time = (flight: RecordFlight) => (flight.durationSeconds === null ? t("timeNotRecorded") : f.duration(flight.durationSeconds));
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2" data-testid="more-figures">
      <FigureCard id="per-weekday" title={t("perWeekday")}>
        <RankList items={weekdays} />
      </FigureCard>
      <FigureCard id="per-hour" title={t("perHour")}>
        <p className="muted mb-3 text-sm" data-testid="per-hour-note">
          {t("perHourNote", { withoutTime })}
        </p>
        <RankList items={hours} />
      </FigureCard>
      <FigureCard id="top-airframes" title={t("topAirframes")}>
        {airframes.length === 0 ? <p className="muted py-8 text-center text-sm">{t("noAirframes")}</p> : <RankList items={airframes} />}
      </FigureCard>
      <FigureCard id="cumulative-distance" title={t("cumulative", { unit: preferences.unit })}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("cumulativeCaption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t("year")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("distanceSoFar")}
              </th>
            </tr>
          </thead>
          <tbody>
            {cumulative.map((row) => (
              <tr key={row.year} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1">{row.year}</td>
                <td className="py-1 text-right tabular-nums">{f.distance(row.distanceKm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FigureCard>
      <FigureCard id="records" title={t("records")}>
        <dl className="space-y-0 text-sm">
          <RecordRow f={f} label={t("longestByDistance")} flight={records.longestByDistance} value={distance} />
          <RecordRow f={f} label={t("shortestByDistance")} flight={records.shortestByDistance} value={distance} />
          <RecordRow f={f} label={t("longestByTime")} flight={records.longestByTime} value={time} />
          <RecordRow f={f} label={t("shortestByTime")} flight={records.shortestByTime} value={time} />
          <RecordRow f={f} label={t("firstFlight")} flight={records.firstFlight} value={distance} />
          <RecordRow f={f} label={t("latestFlight")} flight={records.latestFlight} value={distance} />
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1 dark:border-slate-800">
            <dt className="font-medium">{t("mostFlownRoute")}</dt>
            <dd className="text-right">{records.mostFlownRoute ? t("routeFlights", { route: records.mostFlownRoute.label, count: records.mostFlownRoute.count }) : t("noneYet")}</dd>
          </div>
          {records.furthestFromHome ? (
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1 dark:border-slate-800">
              <dt className="font-medium">{t("furthestFromHome", { home: shortCode(records.furthestFromHome.home) })}</dt>
              <dd className="text-right">
                {t("furthestAirport", { airport: records.furthestFromHome.airport.name, code: shortCode(records.furthestFromHome.airport), distance: f.distance(records.furthestFromHome.distanceKm) })}
              </dd>
            </div>
          ) : null}
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 py-1">
            <dt className="font-medium">{t("mostVisitedAirport")}</dt>
            <dd className="text-right">
              {records.mostVisitedAirport
                ? t("airportVisits", { airport: records.mostVisitedAirport.name, code: records.mostVisitedAirport.label, count: records.mostVisitedAirport.count })
                : t("noneYet")}
            </dd>
          </div>
        </dl>
      </FigureCard>
    </div>
  );
}
