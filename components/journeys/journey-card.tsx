import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Formats } from "@/components/format/formats";

export interface JourneyCardProps {
  flightId: number;
  position: number;
  legs: { id: number; title: string; date: string; datePrecision: string }[];
  totalSeconds: number;
  distanceKm: number;
  layovers: { airport: string; code: string; seconds: number }[];
  /** the page's formats (its language and the account's choices) */
  f: Formats;
}

/** The flight page's journey: "Leg 2 of 3", first departure to last arrival, distance, layovers and every leg. */
export function JourneyCard({ flightId, position, legs, totalSeconds, distanceKm, layovers, f }: JourneyCardProps) {
  const t = useTranslations("Trips.journey");
  return (
    <section className="card" aria-labelledby="journey-title" data-testid="journey">
      <h2 id="journey-title" className="mb-3 text-base font-semibold">
        {t("title", { position, legs: legs.length })}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className="muted text-sm">{t("totalTime")}</dt>
          <dd className="font-medium tabular-nums">{f.duration(totalSeconds)}</dd>
        </div>
        <div>
          <dt className="muted text-sm">{t("distance")}</dt>
          <dd className="font-medium tabular-nums">{f.distance(distanceKm)}</dd>
        </div>
        <div>
          <dt className="muted text-sm">{t("layovers")}</dt>
          <dd className="font-medium">
            {layovers.map((l, i) => (
              <span key={i} className="block">
                <abbr title={l.airport} className="no-underline">{l.code}</abbr> {f.duration(l.seconds)}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {legs.map((leg, i) => (
          <li key={leg.id} className="flex flex-wrap gap-x-4 py-2">
            <span className="muted min-w-14 shrink-0 text-sm">{t("leg", { leg: i + 1 })}</span>
            {leg.id === flightId ? (
              <span className="font-medium" aria-current="page">{leg.title}</span>
            ) : (
              <Link href={`/flights/${leg.id}`} className="link">
                {leg.title}
              </Link>
            )}
            <span className="muted text-sm">{f.date(leg.date, leg.datePrecision)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
