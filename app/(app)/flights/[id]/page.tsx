import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { DayOffsetMarker } from "@/components/flights/day-offset-marker";
import { DeleteFlightButton } from "@/components/flights/delete-flight-button";
import { enumKeyIn, FLIGHT_REASON_KEYS, SEAT_CLASS_KEYS, SEAT_POSITION_KEYS } from "@/components/format/enum-keys";
import { utcOffsetOf } from "@/components/format/flight-dates";
import type { Formats } from "@/components/format/formats";
import { getFormats } from "@/components/format/server-formats";
import type { Translate } from "@/components/format/translator";
import { shortCode, routeTitle } from "@/lib/reference/short-code";
import { CO2_METHOD_HREF, formatCo2 } from "@/components/format/co2";
import { RouteMap } from "@/components/map/route-map";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import type { AirportBody } from "@/lib/flights/flight-body";
import { flightCo2 } from "@/lib/flights/flight-co2";
import { scopeQueryOf, withScopeQuery } from "@/lib/scope/scope-query";
import { arrivalDayOffset } from "@/lib/time/arrival-day-offset";
import { JourneyCard } from "@/components/journeys/journey-card";
import { AddToTrip } from "@/components/trips/add-to-trip";
import { getDb } from "@/lib/db/client";
import { listTrips, tripsWithFlight } from "@/lib/trips/read-trip";
import { deleteFlightAction } from "../actions";
import { addToTripAction } from "../../trips/actions";
import { loadFlightOr404 } from "@/lib/flights/flight-with-names";
import { loadJourney } from "@/lib/journeys/journey-view";
import { currentProfile } from "@/lib/users/current-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Flights.detail"))("metaTitle") };
}

/** An enumeration's word in the language, a value none of the lists knows as it is, and "—" for none. */
function enumLabel(t: Translate, keys: Readonly<Record<string, Parameters<Translate>[0]>>, value: string | null): string {
  if (!value) return "—";
  const key = enumKeyIn(keys, value);
  return key ? t(key) : value;
}

function Endpoint({ end, airport, time, f, dayOffset = null }: { end: "departure" | "arrival"; airport: AirportBody; time: string | null; f: Formats; dayOffset?: number | null }) {
  const t = useTranslations("Flights.detail");
  const clock = f.clock(time);
  return (
    <div className="card">
      <h2 className="muted text-sm font-medium">{end === "departure" ? t("departure") : t("arrival")}</h2>
      <p className="mt-1 text-3xl font-semibold tracking-tight">{shortCode(airport)}</p>
      <p className="mt-1">{airport.name}</p>
      <p className="muted text-sm">
        {[airport.icao, airport.iata].filter(Boolean).join(" / ")} · {airport.country}
      </p>
      <p className="mt-3 text-sm">
        {clock ? (
          <>
            <span className="text-lg font-semibold tabular-nums">{clock}</span>
            <DayOffsetMarker days={dayOffset} /> {t("local", { offset: utcOffsetOf(time) ?? "" })}
            {dayOffset && time ? <span className="block">{t("onDate", { date: f.date(time.slice(0, 10)) })}</span> : null}
          </>
        ) : (
          <span className="muted">{t("timeNotRecorded")}</span>
        )}
      </p>
      <p className="muted text-sm">{t("timeZone", { zone: airport.tz })}</p>
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
  const t = await getTranslations("Flights.detail");
  const root = await getTranslations();
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
  const f = await getFormats(profile);
  const durationSeconds = flight.departure && flight.arrival ? Math.round((Date.parse(flight.arrival) - Date.parse(flight.departure)) / 1000) : null;
  const title = routeTitle(flight.from, flight.to);
  // per seat (one passenger), the same rule and stored distance as the dashboard's totals
  const co2Kg = flightCo2({ flight, distanceKm }, principal.userId);
  const details: [string, string][] = [
    [t("date"), f.date(flight.date, flight.datePrecision)],
    [t("distance"), f.distance(distanceKm)],
    [t("duration"), durationSeconds !== null ? f.duration(durationSeconds) : "—"],
    [t("airline"), flight.airline ? `${airlineName ?? flight.airline} (${flight.airline})` : "—"],
    [t("flightNumber"), flight.flightNumber ?? "—"],
    [t("aircraft"), flight.aircraft ? `${aircraftName ?? flight.aircraft} (${flight.aircraft})` : "—"],
    [t("registration"), flight.aircraftReg ?? "—"],
    [t("reason"), enumLabel(root, FLIGHT_REASON_KEYS, flight.flightReason)],
  ];
  const co2: [string, string, string][] = [
    ...(co2Kg.mySeatKg !== null ? [["co2-seat", t("co2Mine"), formatCo2(co2Kg.mySeatKg, f.locale)] as [string, string, string]] : []),
    ["co2-flight", t("co2All", { seats: flight.seats.length }), formatCo2(co2Kg.flightKg, f.locale)],
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <nav aria-label={t("breadcrumbLabel")} className="muted text-sm">
            <Link href={listHref} className="link">
              {t("breadcrumb")}
            </Link>{" "}
            / <span aria-current="page">{title}</span>
          </nav>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="muted">{t("fromTo", { from: flight.from.name, to: flight.to.name })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/flights/${flight.id}/edit`} className="btn">
            {t("edit")}
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
        label={t("mapLabel", { from: flight.from.name, to: flight.to.name })}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Endpoint end="departure" airport={flight.from} time={flight.departure} f={f} />
        <Endpoint end="arrival" airport={flight.to} time={flight.arrival} f={f} dayOffset={arrivalDayOffset(flight.departure, flight.arrival)} />
      </div>
      {journey ? <JourneyCard flightId={flight.id} {...journey} f={f} /> : null}
      <section className="card" aria-labelledby="details-title">
        <h2 id="details-title" className="mb-3 text-base font-semibold">
          {t("details")}
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
          {t("co2Note")}{" "}
          <Link href={CO2_METHOD_HREF} className="link">
            {t("co2Method")}
          </Link>
        </p>
      </section>
      <section className="card" aria-labelledby="seats-title">
        <h2 id="seats-title" className="mb-3 text-base font-semibold">
          {t("seats")}
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {flight.seats.map((seat, index) => (
            <li key={index} className="flex flex-wrap gap-x-6 gap-y-1 py-2">
              <span className="font-medium">{seat.userId ? (users.get(seat.userId) ?? t("unknownUser")) : seat.guestName ? t("guestSeat", { name: seat.guestName }) : t("unnamedGuest")}</span>
              <span>{t("seatNumber", { number: seat.seatNumber ?? "—" })}</span>
              <span>
                <span className="muted">{t("position")}</span> {enumLabel(root, SEAT_POSITION_KEYS, seat.seat)}
              </span>
              <span>
                <span className="muted">{t("seatClass")}</span> {enumLabel(root, SEAT_CLASS_KEYS, seat.seatClass)}
              </span>
              <span>
                <span className="muted">{t("co2")}</span> {formatCo2(co2Kg.seatKg[index]!, f.locale)}
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
          {t("notes")}
        </h2>
        {flight.notes ? <p className="whitespace-pre-wrap break-words">{flight.notes}</p> : <p className="muted">{t("noNotes")}</p>}
      </section>
    </div>
  );
}
