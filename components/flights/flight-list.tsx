import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { DayOffsetMarker } from "@/components/flights/day-offset-marker";
import { upcomingKind } from "@/components/format/upcoming-kind";
import { formatsFor, type Formats } from "@/components/format/formats";
import type { DistanceUnit } from "@/components/format/units";
import type { FlightListItem } from "@/lib/flights/search-flights";
import type { JourneyPosition } from "@/lib/journeys/find-journey";
import { withScopeQuery } from "@/lib/scope/scope-query";
import { arrivalDayOffset } from "@/lib/time/arrival-day-offset";
import type { Clock, DateFormat } from "@/lib/users/display-preferences";

const UPCOMING_KEYS = { month: "thisMonth", year: "thisYear", upcoming: "upcoming" } as const;

function UpcomingBadge({ flight }: { flight: FlightListItem }) {
  const t = useTranslations("Flights.list");
  const kind = upcomingKind(flight.date, flight.datePrecision, new Date().toISOString().slice(0, 10));
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t(UPCOMING_KEYS[kind])}</span>;
}

/** "10 May 2023, 19:10 → 07:45+1": the arrival's day marked when it is not the departure's. */
function When({ flight, f }: { flight: FlightListItem; f: Formats }) {
  const t = useTranslations("Flights.list");
  const date = f.date(flight.date, flight.datePrecision);
  const departs = f.clock(flight.departure);
  const arrives = f.clock(flight.arrival);
  if (!departs) return <>{date}</>;
  return (
    <>
      {t("dateAndTime", { date, time: departs })}
      {arrives ? (
        <>
          {" "}
          <span aria-hidden="true">→</span>
          <span className="sr-only">{t("arrivesAt")}</span> {arrives}
          <DayOffsetMarker days={arrivalDayOffset(flight.departure, flight.arrival)} />
        </>
      ) : null}
    </>
  );
}

/** "Leg 2 of 3" on a flight of one of the traveller's journeys (lib/journeys/). */
function LegBadge({ position }: { position: JourneyPosition | undefined }) {
  const t = useTranslations("Flights.list");
  if (!position) return null;
  return (
    <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 dark:bg-sky-950 dark:text-sky-100" data-testid="journey-leg">
      {t("leg", { leg: position.leg, of: position.of })}
    </span>
  );
}

/** A table on wider screens, stacked cards on phones. */
export function FlightList({
  flights,
  unit,
  dateFormat = "dmy",
  clock = "24h",
  scopeQuery = "",
  journeyLegs,
}: {
  flights: FlightListItem[];
  /** each flight's place in the traveller's journey, where it is in one */
  journeyLegs?: ReadonlyMap<number, JourneyPosition>;
  /** the admin's scope (?scope=…), carried to each flight's page so its breadcrumb leads back to this list */
  scopeQuery?: string;
  unit: DistanceUnit;
  dateFormat?: DateFormat;
  clock?: Clock;
}) {
  const t = useTranslations("Flights.list");
  const f = formatsFor(useLocale(), { unit, dateFormat, clock });
  return (
    <>
      <div className="card hidden overflow-hidden p-0 md:block">
        <table className="w-full text-left text-sm" data-testid="flight-table">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="bg-slate-100 dark:bg-slate-800">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">{t("columns.date")}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t("columns.route")}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t("columns.airline")}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t("columns.flight")}</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">{t("columns.distance")}</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">{t("columns.duration")}</th>
            </tr>
          </thead>
          <tbody>
            {flights.map((flight) => (
              <tr key={flight.id} className={`border-t border-slate-200 dark:border-slate-800 ${flight.upcoming ? "bg-amber-50/60 dark:bg-amber-950/30" : ""}`}>
                <td className="px-4 py-2 whitespace-nowrap">
                  <When flight={flight} f={f} /> {flight.upcoming ? <UpcomingBadge flight={flight} /> : null}
                </td>
                <td className="px-4 py-2">
                  <Link href={withScopeQuery(`/flights/${flight.id}`, scopeQuery)} className="link" data-testid="flight-link">
                    {flight.from.code} → {flight.to.code}
                  </Link>
                  <span className="muted block text-xs">
                    {flight.from.municipality ?? flight.from.name} – {flight.to.municipality ?? flight.to.name}
                  </span>
                  <LegBadge position={journeyLegs?.get(flight.id)} />
                </td>
                <td className="px-4 py-2">{flight.airline?.name ?? "—"}</td>
                <td className="px-4 py-2">{flight.flightNumber ?? "—"}</td>
                <td className="px-4 py-2 text-right tabular-nums whitespace-nowrap">{f.distance(flight.distanceKm)}</td>
                <td className="px-4 py-2 text-right tabular-nums whitespace-nowrap">
                  {flight.durationSeconds !== null ? f.duration(flight.durationSeconds) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label={t("caption")}>
        {flights.map((flight) => (
          <li key={flight.id} className={`card p-3 ${flight.upcoming ? "border-amber-300 dark:border-amber-800" : ""}`}>
            <div className="flex items-center justify-between gap-2">
              <Link href={withScopeQuery(`/flights/${flight.id}`, scopeQuery)} className="link text-base">
                {flight.from.code} → {flight.to.code}
              </Link>
              <span className="flex flex-wrap justify-end gap-1">
                <LegBadge position={journeyLegs?.get(flight.id)} />
                {flight.upcoming ? <UpcomingBadge flight={flight} /> : null}
              </span>
            </div>
            <p className="muted mt-1 text-sm">
              <When flight={flight} f={f} />
              {flight.airline ? ` · ${flight.airline.name}` : ""}
              {flight.flightNumber ? ` · ${flight.flightNumber}` : ""}
            </p>
            <p className="muted text-sm">
              {f.distance(flight.distanceKm)}
              {flight.durationSeconds !== null ? ` · ${f.duration(flight.durationSeconds)}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
