import { formatFlightDate, localClock, utcOffsetOf } from "@/components/format/flight-dates";
import { enumName } from "@/lib/flights/enum-names";
import type { AirportBody, FlightBody } from "@/lib/flights/flight-body";
import { routeTitle, shortCode } from "@/lib/reference/short-code";
import type { Clock, DateFormat } from "@/lib/users/display-preferences";

function Endpoint({ title, airport, time, clock }: { title: string; airport: AirportBody; time: string | null; clock: Clock }) {
  const at = localClock(time, clock);
  return (
    <div className="card">
      <h2 className="muted text-sm font-medium">{title}</h2>
      <p className="mt-1 text-3xl font-semibold tracking-tight">{shortCode(airport)}</p>
      <p className="mt-1">{airport.name}</p>
      <p className="mt-3 text-sm">{at ? `${at} local (${utcOffsetOf(time)})` : "Time not recorded"}</p>
    </div>
  );
}

/** One synced flight, read-only (editing and deleting need the server). */
export function OfflineFlightPage({ flight, dateFormat, clock }: { flight: FlightBody | null; dateFormat: DateFormat; clock: Clock }) {
  if (!flight) {
    return (
      <div className="card space-y-2">
        <h1 className="text-xl font-semibold">Flight not on this device</h1>
        <p>This flight was not in your log when it was last synced.</p>
        <a className="link" href="/flights">
          Back to your flights
        </a>
      </div>
    );
  }
  const details: [string, string | null][] = [
    ["Airline", flight.airline],
    ["Flight number", flight.flightNumber],
    ["Aircraft", flight.aircraft],
    ["Registration", flight.aircraftReg],
    ["Reason", flight.flightReason ? enumName(flight.flightReason) : null],
    ["Seats", flight.seats.map((seat) => [seat.seatNumber, seat.seatClass ? enumName(seat.seatClass) : null, seat.guestName].filter(Boolean).join(" ")).filter(Boolean).join(", ") || null],
  ];
  return (
    <div className="space-y-6">
      <div>
        <a className="link text-sm" href="/flights">
          ← Flights
        </a>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight" data-testid="offline-flight-title">
          {routeTitle(flight.from, flight.to)}
        </h1>
        <p className="muted mt-1">{formatFlightDate(flight.date, flight.datePrecision, dateFormat)}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Endpoint title="From" airport={flight.from} time={flight.departure} clock={clock} />
        <Endpoint title="To" airport={flight.to} time={flight.arrival} clock={clock} />
      </div>
      <dl className="card grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="muted">{label}</dt>
            <dd>{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      {flight.notes ? <p className="card whitespace-pre-wrap">{flight.notes}</p> : null}
    </div>
  );
}
