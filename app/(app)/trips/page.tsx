import type { Metadata } from "next";
import Link from "next/link";
import { formatDistance } from "@/components/format/units";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listTrips } from "@/lib/trips/read-trip";
import { single, type SearchParams } from "@/lib/users/page-scope";
import { currentProfile } from "@/lib/users/current-profile";

export const metadata: Metadata = { title: "Trips" };

export default async function TripsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await requirePrincipal();
  const params = await searchParams;
  const [trips, profile] = await Promise.all([listTrips(getDb(), principal), currentProfile(principal.userId)]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Trips</h1>
          <p className="muted mt-1">Your named trips. Journeys (connecting flights) are found on their own.</p>
        </div>
        <Link href="/trips/new" className="btn btn-primary">
          New trip
        </Link>
      </div>
      {single(params, "deleted") === "1" ? (
        <p role="status" className="alert-success">
          Trip deleted.
        </p>
      ) : null}
      {trips.length === 0 ? (
        <div className="card py-10 text-center" data-testid="trips-empty">
          <p className="font-medium">No trips yet.</p>
          <p className="muted mt-2 text-sm">Make one here, or with “New trip” on a flight’s page.</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Trips">
          {trips.map((trip) => (
            <li key={trip.id} className="card">
              <Link href={`/trips/${trip.id}`} className="link text-base font-semibold" data-testid="trip-link">
                {trip.name}
              </Link>
              <p className="muted mt-1 text-sm">
                {trip.flights === 1 ? "1 flight" : `${trip.flights} flights`} · {formatDistance(trip.distanceKm, profile.unit)}
              </p>
              {trip.notes ? <p className="mt-2 line-clamp-2 text-sm break-words">{trip.notes}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
