import Link from "next/link";
import { useTranslations } from "next-intl";
import { CO2_METHOD_HREF, formatCo2 } from "@/components/format/co2";
import type { Locale } from "@/lib/i18n/locales";
import type { TripCo2 } from "@/lib/trips/read-trip";

/** The trip's CO₂ (the owner's seats), with the method one link away. */
export function TripCo2Figure({ co2, flights, locale }: { co2: TripCo2; flights: number; locale: Locale }) {
  const t = useTranslations("Trips.co2");
  if (flights === 0) return null;
  return (
    <p className="mt-4 text-sm" data-testid="trip-co2">
      <span className="muted">{t("label")}</span> <span className="font-medium tabular-nums">{formatCo2(co2.kg, locale)}</span>
      {co2.seatedFlights < flights ? <span className="muted"> {t("seated", { seated: co2.seatedFlights, flights })}</span> : null}{" "}
      <Link href={CO2_METHOD_HREF} className="link">
        {t("method")}
      </Link>
    </p>
  );
}
