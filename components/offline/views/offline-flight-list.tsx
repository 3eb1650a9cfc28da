"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormats } from "@/components/format/use-formats";
import type { FlightBody } from "@/lib/flights/flight-body";
import { routeTitle } from "@/lib/reference/short-code";
import type { DisplayPreferences } from "@/lib/users/display-preferences";

/** What a flight is found by in the filter: its codes, airport names, airline, number, aircraft and notes. */
function searchText(flight: FlightBody): string {
  const { from, to } = flight;
  return [from.iata, from.icao, from.name, to.iata, to.icao, to.name, flight.airline, flight.flightNumber, flight.aircraft, flight.aircraftReg, flight.date, flight.notes]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}

/** The synced flights, newest first, with a simple text filter; each opens its offline flight page. */
export function OfflineFlightList({ flights, preferences }: { flights: FlightBody[]; preferences: DisplayPreferences }) {
  const t = useTranslations("Offline.list");
  const f = useFormats(preferences);
  const [filter, setFilter] = useState("");
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = words.length === 0 ? flights : flights.filter((flight) => words.every((word) => searchText(flight).includes(word)));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <label className="block max-w-md">
        <span className="text-sm font-medium">{t("filter")}</span>
        <input type="search" className="input mt-1 w-full" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder={t("filterPlaceholder")} />
      </label>
      <p className="muted text-sm" data-testid="offline-count">
        {shown.length === flights.length ? t("count", { count: flights.length }) : t("countFiltered", { shown: shown.length, total: flights.length })}
      </p>
      <ul className="card divide-y divide-slate-200 p-0 dark:divide-slate-800" data-testid="offline-flights">
        {shown.map((flight) => (
          <li key={flight.id}>
            <a href={`/flights/${flight.id}`} className="flex flex-wrap gap-x-4 px-4 py-2 hover:bg-slate-50 dark:hover:bg-slate-900">
              <span className="w-32 tabular-nums">{f.date(flight.date, flight.datePrecision)}</span>
              <span className="font-medium">{routeTitle(flight.from, flight.to)}</span>
              <span className="muted">{[flight.airline, flight.flightNumber].filter(Boolean).join(" ")}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
