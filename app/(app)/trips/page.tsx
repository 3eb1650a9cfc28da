import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { getFormats } from "@/components/format/server-formats";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listTrips } from "@/lib/trips/read-trip";
import { single, type SearchParams } from "@/lib/users/page-scope";
import { currentProfile } from "@/lib/users/current-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Trips.list"))("metaTitle") };
}

export default async function TripsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await requirePrincipal();
  const params = await searchParams;
  const [trips, profile, t] = await Promise.all([listTrips(getDb(), principal), currentProfile(principal.userId), getTranslations("Trips.list")]);
  const f = await getFormats(profile);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="muted mt-1">{t("intro")}</p>
        </div>
        <Link href="/trips/new" className="btn btn-primary">
          {t("newTrip")}
        </Link>
      </div>
      {single(params, "deleted") === "1" ? (
        <p role="status" className="alert-success">
          {t("deleted")}
        </p>
      ) : null}
      {trips.length === 0 ? (
        <div className="card py-10 text-center" data-testid="trips-empty">
          <p className="font-medium">{t("empty")}</p>
          <p className="muted mt-2 text-sm">{t("emptyHint")}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t("title")}>
          {trips.map((trip) => (
            <li key={trip.id} className="card">
              <Link href={`/trips/${trip.id}`} className="link text-base font-semibold" data-testid="trip-link">
                {trip.name}
              </Link>
              <p className="muted mt-1 text-sm">
                {t("flights", { count: trip.flights })} · {f.distance(trip.distanceKm)}
              </p>
              {trip.notes ? <p className="mt-2 line-clamp-2 text-sm break-words">{trip.notes}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
