import { useTranslations } from "next-intl";
import { enumLabel, FLIGHT_REASON_KEYS, SEAT_CLASS_KEYS } from "@/components/format/enum-keys";
import { utcOffsetOf } from "@/components/format/flight-dates";
import type { Formats } from "@/components/format/formats";
import { useFormats } from "@/components/format/use-formats";
import type { AirportBody, FlightBody } from "@/lib/flights/flight-body";
import { routeTitle, shortCode } from "@/lib/reference/short-code";
import type { DisplayPreferences } from "@/lib/users/display-preferences";

function Endpoint({ end, airport, time, f }: { end: "departure" | "arrival"; airport: AirportBody; time: string | null; f: Formats }) {
  const t = useTranslations("Offline.flight");
  const at = f.clock(time);
  return (
    <div className="card">
      <h2 className="muted text-sm font-medium">{end === "departure" ? t("departure") : t("arrival")}</h2>
      <p className="mt-1 text-3xl font-semibold tracking-tight">{shortCode(airport)}</p>
      <p className="mt-1">{airport.name}</p>
      <p className="mt-3 text-sm">{at ? t("localTime", { time: at, offset: utcOffsetOf(time) ?? "" }) : t("timeNotRecorded")}</p>
    </div>
  );
}

/** One synced flight, read-only (editing and deleting need the server). */
export function OfflineFlightPage({ flight, preferences }: { flight: FlightBody | null; preferences: DisplayPreferences }) {
  const t = useTranslations("Offline.flight");
  const root = useTranslations();
  const f = useFormats(preferences);
  if (!flight) {
    return (
      <div className="card space-y-2">
        <h1 className="text-xl font-semibold">{t("notOnDeviceTitle")}</h1>
        <p>{t("notOnDeviceBody")}</p>
        <a className="link" href="/flights">
          {t("backToFlights")}
        </a>
      </div>
    );
  }
  const seats = flight.seats.map((seat) => [seat.seatNumber, seat.seatClass ? enumLabel(root, SEAT_CLASS_KEYS, seat.seatClass) : null, seat.guestName].filter(Boolean).join(" "));
  const details: [string, string | null][] = [
    [t("airline"), flight.airline],
    [t("flightNumber"), flight.flightNumber],
    [t("aircraft"), flight.aircraft],
    [t("registration"), flight.aircraftReg],
    [t("reason"), flight.flightReason ? enumLabel(root, FLIGHT_REASON_KEYS, flight.flightReason) : null],
    [t("seats"), seats.filter(Boolean).join(", ") || null],
  ];
  return (
    <div className="space-y-6">
      <div>
        <a className="link text-sm" href="/flights">
          ← {t("breadcrumb")}
        </a>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight" data-testid="offline-flight-title">
          {routeTitle(flight.from, flight.to)}
        </h1>
        <p className="muted mt-1">{f.date(flight.date, flight.datePrecision)}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Endpoint end="departure" airport={flight.from} time={flight.departure} f={f} />
        <Endpoint end="arrival" airport={flight.to} time={flight.arrival} f={f} />
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
