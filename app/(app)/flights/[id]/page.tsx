import type { Metadata } from "next";
import { enumName } from "@/lib/flights/enum-names";
import Link from "next/link";
import { DayOffsetMarker } from "@/components/flights/day-offset-marker";
import { DeleteFlightButton } from "@/components/flights/delete-flight-button";
import { formatFlightDate, localClock, utcOffsetOf } from "@/components/format/flight-dates";
import { shortCode, routeTitle } from "@/lib/reference/short-code";
import { CO2_METHOD_HREF, formatCo2 } from "@/components/format/co2";
import { formatDistance, formatDuration } from "@/components/format/units";
import { RouteMap } from "@/components/map/route-map";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import type { AirportBody } from "@/lib/flights/flight-body";
import { flightCo2 } from "@/lib/flights/flight-co2";
import { scopeQueryOf, withScopeQuery } from "@/lib/scope/scope-query";
import { arrivalDayOffset } from "@/lib/time/arrival-day-offset";
import type { Clock, DateFormat } from "@/lib/users/display-preferences";
import { JourneyCard } from "@/components/journeys/journey-card";
import { AddToTrip } from "@/components/trips/add-to-trip";
import { getDb } from "@/lib/db/client";
import { listTrips, tripsWithFlight } from "@/lib/trips/read-trip";
import { deleteFlightAction } from "../actions";
import { addToTripAction } from "../../trips/actions";
import { loadFlightOr404 } from "@/lib/flights/flight-with-names";
import { loadJourney } from "@/lib/journeys/journey-view";
import { currentProfile } from "@/lib/users/current-profile";

export const metadata: Metadata = { title: "Flight" };

const label = (value: string | null) => (value ? enumName(value) : "—");

function Endpoint({
  title,
  airport,
  time,
  clockFormat,
  dateFormat,
  dayOffset = null,
}: {
  title: string;
  airport: AirportBody;
  time: string | null;
  clockFormat: Clock;
  dateFormat: DateFormat;
  dayOffset?: number | null;
}) {
  const clock = localClock(time, clockFormat);
  return (
    <div className="card">
      <h2 className="muted text-sm font-medium">{title}</h2>
      <p className="mt-1 text-3xl font-semibold tracking-tight">{shortCode(airport)}</p>
      <p className="mt-1">{airport.name}</p>
      <p className="muted text-sm">
        {[airport.icao, airport.iata].filter(Boolean).join(" / ")} · {airport.country}
      </p>
      <p className="mt-3 text-sm">
        {clock ? (
          <>
            <span className="text-lg font-semibold tabular-nums">{clock}</span>
            <DayOffsetMarker days={dayOffset} /> local ({utcOffsetOf(time)})
            {dayOffset && time ? <span className="block">on {formatFlightDate(time.slice(0, 10), "day", dateFormat)}</span> : null}
          </>
        ) : (
          <span className="muted">Time not recorded</span>
        )}
      </p>
      <p className="muted text-sm">Time zone: {airport.tz}</p>
    </div>
  );
}

/** The page's query as URLSearchParams (a repeated parameter keeps its first value). */
function queryOf(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(name, first);
  }
  return query;
}

export default async function FlightPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const principal = await requirePrincipal();
  const { id } = await params;
  // an admin who came from a scoped list goes back to it
  const listHref = withScopeQuery("/flights", scopeQueryOf(queryOf(await searchParams)));
  const { flight, distanceKm, airlineName, aircraftName, users } = await loadFlightOr404(principal, id);
  // journeys and trips are the signed-in traveller's own: their seats, their trips
  const [profile, journey, trips, inTrips] = await Promise.all([
    currentProfile(principal.userId),
    loadJourney(principal.userId, flight.id),
    listTrips(getDb(), principal),
    tripsWithFlight(getDb(), principal, flight.id),
  ]);
  const durationSeconds = flight.departure && flight.arrival ? Math.round((Date.parse(flight.arrival) - Date.parse(flight.departure)) / 1000) : null;
  const title = routeTitle(flight.from, flight.to);
  // per seat (one passenger), the same rule and stored distance as the dashboard's totals
  const co2Kg = flightCo2({ flight, distanceKm }, principal.userId);
  const details: [string, string][] = [
    ["Date", formatFlightDate(flight.date, flight.datePrecision, profile.dateFormat)],
    ["Distance", formatDistance(distanceKm, profile.unit)],
    ["Duration", durationSeconds !== null ? formatDuration(durationSeconds) : "—"],
    ["Airline", flight.airline ? `${airlineName ?? flight.airline} (${flight.airline})` : "—"],
    ["Flight number", flight.flightNumber ?? "—"],
    ["Aircraft", flight.aircraft ? `${aircraftName ?? flight.aircraft} (${flight.aircraft})` : "—"],
    ["Registration", flight.aircraftReg ?? "—"],
    ["Reason", label(flight.flightReason)],
  ];
  const co2: [string, string, string][] = [
    ...(co2Kg.mySeatKg !== null ? [["co2-seat", "CO₂, your seat", formatCo2(co2Kg.mySeatKg)] as [string, string, string]] : []),
    ["co2-flight", flight.seats.length === 1 ? "CO₂, the one seat" : `CO₂, all ${flight.seats.length} seats`, formatCo2(co2Kg.flightKg)],
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <nav aria-label="Breadcrumb" className="muted text-sm">
            <Link href={listHref} className="link">
              Flights
            </Link>{" "}
            / <span aria-current="page">{title}</span>
          </nav>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="muted">
            {flight.from.name} to {flight.to.name}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/flights/${flight.id}/edit`} className="btn">
            Edit
          </Link>
          <DeleteFlightButton
            id={flight.id}
            action={deleteFlightAction}
            onlyMySeat={!seesEveryone(principal) && flight.seats.some((seat) => seat.userId !== null && seat.userId !== principal.userId)}
          />
        </div>
      </div>
      <RouteMap
        from={{ code: shortCode(flight.from), lat: flight.from.lat, lon: flight.from.lon }}
        to={{ code: shortCode(flight.to), lat: flight.to.lat, lon: flight.to.lon }}
        label={`Map of the route from ${flight.from.name} to ${flight.to.name}`}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Endpoint title="Departure" airport={flight.from} time={flight.departure} clockFormat={profile.clock} dateFormat={profile.dateFormat} />
        <Endpoint
          title="Arrival"
          airport={flight.to}
          time={flight.arrival}
          clockFormat={profile.clock}
          dateFormat={profile.dateFormat}
          dayOffset={arrivalDayOffset(flight.departure, flight.arrival)}
        />
      </div>
      {journey ? <JourneyCard flightId={flight.id} {...journey} unit={profile.unit} dateFormat={profile.dateFormat} /> : null}
      <section className="card" aria-labelledby="details-title">
        <h2 id="details-title" className="mb-3 text-base font-semibold">
          Details
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="muted text-sm">{term}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
          {co2.map(([id, term, value]) => (
            <div key={id} data-testid={id}>
              <dt className="muted text-sm">{term}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="muted mt-3 text-sm">
          CO₂ per passenger, with the non-CO₂ effects of flying.{" "}
          <Link href={CO2_METHOD_HREF} className="link">
            How CO₂ is estimated
          </Link>
        </p>
      </section>
      <section className="card" aria-labelledby="seats-title">
        <h2 id="seats-title" className="mb-3 text-base font-semibold">
          Seats
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {flight.seats.map((seat, index) => (
            <li key={index} className="flex flex-wrap gap-x-6 gap-y-1 py-2">
              <span className="font-medium">{seat.userId ? (users.get(seat.userId) ?? "Unknown user") : `${seat.guestName ?? "Guest"} (guest)`}</span>
              <span>Seat {seat.seatNumber ?? "—"}</span>
              <span>
                <span className="muted">Position</span> {label(seat.seat)}
              </span>
              <span>
                <span className="muted">Class</span> {label(seat.seatClass)}
              </span>
              <span>
                <span className="muted">CO₂</span> {formatCo2(co2Kg.seatKg[index]!)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <AddToTrip
        flightId={flight.id}
        journeyFlightIds={journey ? journey.legs.map((leg) => leg.id) : null}
        trips={trips.map((trip) => ({ id: trip.id, name: trip.name }))}
        inTrips={inTrips}
        action={addToTripAction}
      />
      <section className="card" aria-labelledby="notes-title">
        <h2 id="notes-title" className="mb-2 text-base font-semibold">
          Notes
        </h2>
        {flight.notes ? <p className="whitespace-pre-wrap break-words">{flight.notes}</p> : <p className="muted">No notes.</p>}
      </section>
    </div>
  );
}
