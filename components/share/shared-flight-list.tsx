import { formatFlightDate } from "@/components/format/flight-dates";
import { enumName } from "@/lib/flights/enum-names";
import { formatInteger } from "@/components/format/units";
import type { SharedFlight } from "@/lib/share/shared-flight";
import type { DateFormat } from "@/lib/users/display-preferences";


function seatText(seat: NonNullable<SharedFlight["seat"]>): string {
  return [seat.seatNumber, seat.seat ? enumName(seat.seat) : null, seat.seatClass ? enumName(seat.seatClass) : null]
    .filter(Boolean)
    .join(" · ");
}

/** A share page's flights, newest first: only what the projection (lib/share/shared-flight.ts) left in. */
export function SharedFlightList({ flights, limit, dateFormat }: { flights: SharedFlight[]; limit: number; dateFormat: DateFormat }) {
  return (
    <section className="card min-w-0" aria-labelledby="shared-flights-title" data-testid="shared-flights">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="shared-flights-title" className="text-base font-semibold">
          Flights
        </h2>
        <p className="muted text-sm">
          {flights.length >= limit ? `The latest ${formatInteger(limit)}` : `${formatInteger(flights.length)} ${flights.length === 1 ? "flight" : "flights"}`}
        </p>
      </div>
      {flights.length === 0 ? (
        <p className="muted py-4 text-center text-sm">No flights to show.</p>
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {flights.map((flight, i) => {
            const seat = flight.seat ? seatText(flight.seat) : "";
            return (
              <li key={i} className="py-3" data-testid="shared-flight">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="font-semibold">
                    <span title={flight.from.name}>{flight.from.code}</span> <span aria-label="to">→</span>{" "}
                    <span title={flight.to.name}>{flight.to.code}</span>
                    {flight.upcoming ? <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-100">Upcoming</span> : null}
                  </p>
                  <p className="muted text-sm tabular-nums" data-testid="shared-flight-date">
                    {formatFlightDate(flight.date, flight.datePrecision, dateFormat)}
                  </p>
                </div>
                <p className="muted text-sm break-words">
                  {flight.from.name} to {flight.to.name}
                </p>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {flight.airline ? <Item label="Airline" value={flight.airline} /> : null}
                  {flight.flightNumber ? <Item label="Flight" value={flight.flightNumber} testId="shared-flight-number" /> : null}
                  {flight.aircraft ? <Item label="Aircraft" value={flight.aircraft} /> : null}
                  {seat ? <Item label="Seat" value={seat} testId="shared-flight-seat" /> : null}
                </dl>
                {flight.notes ? (
                  <p className="mt-1 text-sm break-words whitespace-pre-line" data-testid="shared-flight-notes">
                    {flight.notes}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex min-w-0 gap-1" data-testid={testId}>
      <dt className="muted">{label}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
