import { getTranslations } from "next-intl/server";
import { enumKeyIn, SEAT_CLASS_KEYS, SEAT_POSITION_KEYS } from "@/components/format/enum-keys";
import { getFormats } from "@/components/format/server-formats";
import type { SharedFlight } from "@/lib/share/shared-flight";
import type { DisplayPreferences } from "@/lib/users/display-preferences";

/** A share page's flights, newest first: only what the projection (lib/share/shared-flight.ts) left in. */
export async function SharedFlightList({ flights, limit, preferences }: { flights: SharedFlight[]; limit: number; preferences: DisplayPreferences }) {
  const t = await getTranslations("Share.flights");
  const root = await getTranslations();
  const f = await getFormats(preferences);
  const seatText = (seat: NonNullable<SharedFlight["seat"]>) => {
    const position = seat.seat ? enumKeyIn(SEAT_POSITION_KEYS, seat.seat) : undefined;
    const seatClass = seat.seatClass ? enumKeyIn(SEAT_CLASS_KEYS, seat.seatClass) : undefined;
    return [seat.seatNumber, position ? root(position) : seat.seat, seatClass ? root(seatClass) : seat.seatClass].filter(Boolean).join(" · ");
  };
  return (
    <section className="card min-w-0" aria-labelledby="shared-flights-title" data-testid="shared-flights">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="shared-flights-title" className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="muted text-sm">{flights.length >= limit ? t("latest", { limit }) : t("count", { count: flights.length })}</p>
      </div>
      {flights.length === 0 ? (
        <p className="muted py-4 text-center text-sm">{t("none")}</p>
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {flights.map((flight, i) => {
            const seat = flight.seat ? seatText(flight.seat) : "";
            return (
              <li key={i} className="py-3" data-testid="shared-flight">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="font-semibold">
                    <span title={flight.from.name}>{flight.from.code}</span> <span aria-label={t("to")}>→</span>{" "}
                    <span title={flight.to.name}>{flight.to.code}</span>
                    {flight.upcoming ? <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-100">{t("upcoming")}</span> : null}
                  </p>
                  <p className="muted text-sm tabular-nums" data-testid="shared-flight-date">
                    {f.date(flight.date, flight.datePrecision)}
                  </p>
                </div>
                <p className="muted text-sm break-words">{t("fromTo", { from: flight.from.name, to: flight.to.name })}</p>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {flight.airline ? <Item label={t("airline")} value={flight.airline} /> : null}
                  {flight.flightNumber ? <Item label={t("flight")} value={flight.flightNumber} testId="shared-flight-number" /> : null}
                  {flight.aircraft ? <Item label={t("aircraft")} value={flight.aircraft} /> : null}
                  {seat ? <Item label={t("seat")} value={seat} testId="shared-flight-seat" /> : null}
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

/** A label and its value; the colon is the label's own, written in the language (French puts a space before it). */
function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex min-w-0 gap-1" data-testid={testId}>
      <dt className="muted">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
