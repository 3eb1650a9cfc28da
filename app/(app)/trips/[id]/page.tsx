import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormats } from "@/components/format/server-formats";
import { shortCode, routeTitle } from "@/lib/reference/short-code";
import type { MapRows } from "@/components/map/map-viewport";
import { WorldDefs } from "@/components/map/world-defs";
import { WorldFlightMap, type FlightMapAirport, type FlightMapRoute } from "@/components/map/world-flight-map";
import { TripCo2Figure } from "@/components/trips/trip-co2";
import { DeleteTripButton, RemoveTripFlightButton } from "@/components/trips/trip-buttons";
import { TripForm } from "@/components/trips/trip-form";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { getTrip, tripCo2, type TripWithFlights } from "@/lib/trips/read-trip";
import { currentProfile } from "@/lib/users/current-profile";
import { deleteTripAction, removeTripFlightAction, updateTripAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Trips.detail"))("metaTitle") };
}

async function loadTripOr404(principal: Awaited<ReturnType<typeof requirePrincipal>>, idText: string): Promise<TripWithFlights> {
  if (!/^\d{1,10}$/.test(idText)) notFound();
  try {
    return await getTrip(getDb(), principal, Number(idText));
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/** The trip's routes and airports for the world map (components/map), each route and airport once with its count. */
function mapOf(flights: TripWithFlights["flights"]): { routes: FlightMapRoute[]; airports: FlightMapAirport[]; rows: MapRows } {
  const routes = new Map<string, FlightMapRoute>();
  const airports = new Map<number, FlightMapAirport>();
  for (const f of flights) {
    const key = `${f.fromId}-${f.toId}`;
    const route = routes.get(key) ?? { from: f.from, to: f.to, label: routeTitle(f.from, f.to), count: 0 };
    route.count++;
    routes.set(key, route);
    for (const a of [f.from, f.to]) {
      const airport = airports.get(a.id) ?? { lat: a.lat, lon: a.lon, label: `${a.name} (${shortCode(a)})`, visits: 0 };
      airport.visits++;
      airports.set(a.id, airport);
    }
  }
  const r = [...routes.values()].map((x) => ({ ...x, from: { lat: x.from.lat, lon: x.from.lon }, to: { lat: x.to.lat, lon: x.to.lon } }));
  const a = [...airports.values()];
  return { routes: r, airports: a, rows: { routes: r.map((x) => [x.label, x.count] as const), airports: a.map((x) => [x.label, x.visits] as const) } };
}

export default async function TripPage({ params }: { params: Promise<{ id: string }> }) {
  const principal = await requirePrincipal();
  const { id } = await params;
  const [trip, profile, t] = await Promise.all([loadTripOr404(principal, id), currentProfile(principal.userId), getTranslations("Trips.detail")]);
  const fmt = await getFormats(profile);
  const flights = trip.flights;
  const distanceKm = flights.reduce((sum, f) => sum + f.distanceKm, 0);
  const timed = flights.filter((f) => f.durationSeconds !== null);
  const flightSeconds = timed.reduce((sum, f) => sum + (f.durationSeconds ?? 0), 0);
  const map = mapOf(flights);
  const airTime = timed.length < flights.length ? t("airTimePartly", { time: fmt.duration(flightSeconds), timed: timed.length, flights: flights.length }) : fmt.duration(flightSeconds);
  const totals: [string, string][] = [
    [t("flights"), fmt.integer(flights.length)],
    [t("distance"), fmt.distance(distanceKm)],
    [t("airTime"), timed.length === 0 ? "—" : airTime],
  ];
  return (
    <div className="space-y-6">
      <WorldDefs />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <nav aria-label={t("breadcrumbLabel")} className="muted text-sm">
            <Link href="/trips" className="link">
              {t("breadcrumb")}
            </Link>{" "}
            / <span aria-current="page">{trip.name}</span>
          </nav>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words">{trip.name}</h1>
          {trip.notes ? <p className="mt-1 whitespace-pre-wrap break-words">{trip.notes}</p> : null}
        </div>
        <DeleteTripButton act={deleteTripAction.bind(null, trip.id)} />
      </div>
      <section className="card" aria-labelledby="trip-totals-title" data-testid="trip-totals">
        <h2 id="trip-totals-title" className="mb-3 text-base font-semibold">
          {t("totals")}
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
          {totals.map(([term, value]) => (
            <div key={term}>
              <dt className="muted text-sm">{term}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <TripCo2Figure co2={tripCo2(flights)} flights={flights.length} locale={fmt.locale} />
      </section>
      {flights.length > 0 ? (
        <figure className="card min-w-0" aria-labelledby="trip-map-title" data-testid="trip-map">
          <h2 id="trip-map-title" className="mb-3 text-base font-semibold">
            {t("map")}
          </h2>
          <WorldFlightMap routes={map.routes} airports={map.airports} rows={map.rows} />
          <figcaption className="sr-only">{t("mapCaption")}</figcaption>
        </figure>
      ) : null}
      <section className="card" aria-labelledby="trip-legs-title">
        <h2 id="trip-legs-title" className="mb-3 text-base font-semibold">
          {t("flights")}
        </h2>
        {flights.length === 0 ? (
          <p className="muted">
            {t.rich("empty", {
              list: (chunks) => (
                <Link href="/flights" className="link">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          <ol className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="trip-legs">
            {flights.map((f) => {
              const title = routeTitle(f.from, f.to);
              return (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                  <div className="min-w-0">
                    <Link href={`/flights/${f.id}`} className="link font-medium">
                      {title}
                    </Link>{" "}
                    <span className="muted text-sm">
                      {fmt.date(f.date, f.datePrecision)}
                      {f.airline ? ` · ${f.airline.name}` : ""} · {fmt.distance(f.distanceKm)}
                      {f.durationSeconds !== null ? ` · ${fmt.duration(f.durationSeconds)}` : ""}
                    </span>
                  </div>
                  <RemoveTripFlightButton title={title} act={removeTripFlightAction.bind(null, trip.id, f.id)} />
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section className="card" aria-labelledby="trip-edit-title">
        <h2 id="trip-edit-title" className="mb-3 text-base font-semibold">
          {t("edit")}
        </h2>
        <TripForm action={updateTripAction.bind(null, trip.id)} name={trip.name} notes={trip.notes} submit={t("save")} />
      </section>
    </div>
  );
}
