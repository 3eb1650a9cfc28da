import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatsFor } from "@/components/format/formats";
import { durationParts } from "@/components/format/units";
import type { DisplayPreferences } from "@/lib/users/display-preferences";

interface Props {
  stats: { flights: number; distanceKm: number; durationSeconds: number; airports: number };
  countries: number;
  preferences: DisplayPreferences;
  /** the flights card opens the completed flights (lib/stats/dashboard/drill-down.ts) */
  flightsHref?: string;
}

/** Not async: the offline shell (a client app) shows the same cards from the synced figures. */
export function StatCards({ stats, countries, preferences, flightsHref }: Props) {
  const t = useTranslations("Dashboard.stats");
  const f = formatsFor(useLocale(), preferences);
  // data-value carries the raw figure (km, seconds) so tests can compare with /api/stats.
  const cards: { id: string; label: string; value: string; raw: number; title?: string; wide?: boolean }[] = [
    { id: "flights", label: t("flights"), value: f.integer(stats.flights), raw: stats.flights },
    { id: "distance", label: t("distance"), value: f.distance(stats.distanceKm), raw: stats.distanceKm, wide: true },
    { id: "duration", label: t("duration"), value: f.duration(stats.durationSeconds), title: t("durationWords", durationParts(stats.durationSeconds)), raw: stats.durationSeconds },
    { id: "airports", label: t("airports"), value: f.integer(stats.airports), raw: stats.airports },
    { id: "countries", label: t("countries"), value: f.integer(countries), raw: countries },
  ];
  return (
    <section aria-label={t("totals")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((card) => (
          <div
            key={card.id}
            // The long distance figure gets the whole row on phones (first, so the rest pair up).
            className={`card @container min-w-0 ${card.wide ? "order-first col-span-2 sm:order-none sm:col-span-1" : ""}`}
            data-testid={`stat-${card.id}`}
          >
            <dt className="muted text-sm">{card.label}</dt>
            <dd
              className="mt-1 leading-tight font-semibold whitespace-nowrap tabular-nums"
              // One line at any width: the figure shrinks with its card (container units) when it is long.
              style={{ fontSize: figureSize(card.value) }}
              title={card.title}
              data-value={card.raw}
            >
              {card.id === "flights" && flightsHref ? (
                <Link href={flightsHref} className="hover:underline" data-testid="drill-flights">
                  {card.value}
                </Link>
              ) : (
                card.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Up to 1.5rem, less when the text would not fit the card's width (a character is at most about 0.66em wide). */
export function figureSize(text: string): string {
  return `min(1.5rem, ${(100 / (0.7 * Math.max(text.length, 1))).toFixed(2)}cqi)`;
}
