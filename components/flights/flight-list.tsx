import Link from "next/link";
import { DayOffsetMarker } from "@/components/flights/day-offset-marker";
import { formatFlightDate, localClock, upcomingLabel } from "@/components/format/flight-dates";
import { formatDistance, formatDuration, type DistanceUnit } from "@/components/format/units";
import type { FlightListItem } from "@/lib/flights/search-flights";
import type { JourneyPosition } from "@/lib/journeys/find-journey";
import { withScopeQuery } from "@/lib/scope/scope-query";
import { arrivalDayOffset } from "@/lib/time/arrival-day-offset";
import type { Clock, DateFormat } from "@/lib/users/display-preferences";

function UpcomingBadge({ flight }: { flight: FlightListItem }) {
  const label = upcomingLabel(flight.date, flight.datePrecision, new Date().toISOString().slice(0, 10));
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">{label}</span>;
}

/** "10 May 2023, 19:10 → 07:45+1": the arrival's day marked when it is not the departure's. */
function When({ flight, dateFormat, clockFormat }: { flight: FlightListItem; dateFormat: DateFormat; clockFormat: Clock }) {
  const date = formatFlightDate(flight.date, flight.datePrecision, dateFormat);
  const departs = localClock(flight.departure, clockFormat);
  const arrives = localClock(flight.arrival, clockFormat);
  if (!departs) return <>{date}</>;
  return (
    <>
      {date}, {departs}
      {arrives ? (
        <>
          {" "}
          <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {arrives}
          <DayOffsetMarker days={arrivalDayOffset(flight.departure, flight.arrival)} />
        </>
      ) : null}
    </>
  );
}

/** "Leg 2 of 3" on a flight of one of the traveller's journeys (lib/journeys/). */
function LegBadge({ position }: { position: JourneyPosition | undefined }) {
  if (!position) return null;
  return (
    <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 dark:bg-sky-950 dark:text-sky-100" data-testid="journey-leg">
      Leg {position.leg} of {position.of}
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
  return (
    <>
      <div className="card hidden overflow-hidden p-0 md:block">
        <table className="w-full text-left text-sm" data-testid="flight-table">
          <caption className="sr-only">Flights</caption>
          <thead className="bg-slate-100 dark:bg-slate-800">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">Date</th>
              <th scope="col" className="px-4 py-2 font-medium">Route</th>
              <th scope="col" className="px-4 py-2 font-medium">Airline</th>
              <th scope="col" className="px-4 py-2 font-medium">Flight</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">Distance</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">Duration</th>
            </tr>
          </thead>
          <tbody>
            {flights.map((flight) => (
              <tr key={flight.id} className={`border-t border-slate-200 dark:border-slate-800 ${flight.upcoming ? "bg-amber-50/60 dark:bg-amber-950/30" : ""}`}>
                <td className="px-4 py-2 whitespace-nowrap">
                  <When flight={flight} dateFormat={dateFormat} clockFormat={clock} /> {flight.upcoming ? <UpcomingBadge flight={flight} /> : null}
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
                <td className="px-4 py-2 text-right tabular-nums whitespace-nowrap">{formatDistance(flight.distanceKm, unit)}</td>
                <td className="px-4 py-2 text-right tabular-nums whitespace-nowrap">
                  {flight.durationSeconds !== null ? formatDuration(flight.durationSeconds) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label="Flights">
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
              <When flight={flight} dateFormat={dateFormat} clockFormat={clock} />
              {flight.airline ? ` · ${flight.airline.name}` : ""}
              {flight.flightNumber ? ` · ${flight.flightNumber}` : ""}
            </p>
            <p className="muted text-sm">
              {formatDistance(flight.distanceKm, unit)}
              {flight.durationSeconds !== null ? ` · ${formatDuration(flight.durationSeconds)}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
