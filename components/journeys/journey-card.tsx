import Link from "next/link";
import { formatFlightDate } from "@/components/format/flight-dates";
import { formatDistance, formatDuration, type DistanceUnit } from "@/components/format/units";
import type { DateFormat } from "@/lib/users/display-preferences";

export interface JourneyCardProps {
  flightId: number;
  position: number;
  legs: { id: number; title: string; date: string; datePrecision: string }[];
  totalSeconds: number;
  distanceKm: number;
  layovers: { airport: string; code: string; seconds: number }[];
  unit: DistanceUnit;
  dateFormat: DateFormat;
}

/** The flight page's journey: "Leg 2 of 3", first departure to last arrival, distance, layovers and every leg. */
export function JourneyCard({ flightId, position, legs, totalSeconds, distanceKm, layovers, unit, dateFormat }: JourneyCardProps) {
  return (
    <section className="card" aria-labelledby="journey-title" data-testid="journey">
      <h2 id="journey-title" className="mb-3 text-base font-semibold">
        Journey · Leg {position} of {legs.length}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className="muted text-sm">Total time</dt>
          <dd className="font-medium tabular-nums">{formatDuration(totalSeconds)}</dd>
        </div>
        <div>
          <dt className="muted text-sm">Distance</dt>
          <dd className="font-medium tabular-nums">{formatDistance(distanceKm, unit)}</dd>
        </div>
        <div>
          <dt className="muted text-sm">Layovers</dt>
          <dd className="font-medium">
            {layovers.map((l, i) => (
              <span key={i} className="block">
                <abbr title={l.airport} className="no-underline">{l.code}</abbr> {formatDuration(l.seconds)}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {legs.map((leg, i) => (
          <li key={leg.id} className="flex flex-wrap gap-x-4 py-2">
            <span className="muted w-14 shrink-0 text-sm">Leg {i + 1}</span>
            {leg.id === flightId ? (
              <span className="font-medium" aria-current="page">{leg.title}</span>
            ) : (
              <Link href={`/flights/${leg.id}`} className="link">
                {leg.title}
              </Link>
            )}
            <span className="muted text-sm">{formatFlightDate(leg.date, leg.datePrecision, dateFormat)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
