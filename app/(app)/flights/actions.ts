"use server";

import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/components/ui/form-state";
import { formStateOfError } from "@/components/ui/form-state";
import type { ComboOption } from "@/components/ui/combobox";
import { requirePrincipal } from "@/lib/auth/session";
import { findKnownFlight, type KnownFlight } from "@/lib/capture/known/known-flight";
import { getDb } from "@/lib/db/client";
import { InputError } from "@/lib/errors";
import { deleteFlight, type DeleteFlightResult } from "@/lib/flights/delete-flight";
import { parseIdempotencyKey } from "@/lib/flights/idempotency-key";
import { flightFormSaver } from "@/lib/flights/flight-form-saver";
import { searchAircraft } from "@/lib/reference/search-aircraft";
import { searchAirlines } from "@/lib/reference/search-airlines";
import { searchAirports } from "@/lib/reference/search-airports";
import { afterDeletePath } from "@/lib/flights/after-delete";
import { formStateOfFlightErrors } from "@/components/flights/flight-form-data";
import { saveFlightForm } from "@/components/flights/flight-form-save";
import { pickerLabel } from "@/lib/reference/short-code";

/**
 * Saves the add/edit form through the domain's saveFlightOnce; errors come back next to their field, nothing saved.
 * A hidden `idempotencyKey` field (an offline outbox's) makes a resent form answer the flight it saved the first time.
 */
export async function saveFlightAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const t = await getTranslations();
  let id: number;
  try {
    const key = form.get("idempotencyKey");
    const outcome = await saveFlightForm(form, flightFormSaver(getDb(), principal, parseIdempotencyKey(typeof key === "string" ? key : null)), t);
    if ("refused" in outcome) return outcome.refused;
    ({ id } = outcome.saved);
  } catch (error) {
    if (error instanceof InputError) return formStateOfFlightErrors([error], t);
    return formStateOfError(error);
  }
  redirect(`/flights/${id}`);
}

/** Deletes a flight (a regular user on a shared flight gives up only their own seat). */
export async function deleteFlightAction(id: number): Promise<FormState> {
  const principal = await requirePrincipal();
  let result: DeleteFlightResult;
  try {
    result = await deleteFlight(getDb(), principal, Number(id));
  } catch (error) {
    return formStateOfError(error);
  }
  redirect(afterDeletePath(result));
}

export async function searchAirportsAction(query: string): Promise<ComboOption[]> {
  const principal = await requirePrincipal();
  const rows = await searchAirports(getDb(), String(query).slice(0, 64), principal.userId, 10);
  return rows.map((airport) => ({
    // a custom airport by its ident: its code may be a bundled airport's, which a code always means
    value: airport.custom ? airport.ident : (airport.icao ?? airport.iata ?? ""),
    label: pickerLabel(airport),
    description: [airport.municipality, airport.country, airport.tz].filter(Boolean).join(" · "),
  }));
}

export async function searchAirlinesAction(query: string): Promise<ComboOption[]> {
  const principal = await requirePrincipal();
  const rows = await searchAirlines(getDb(), String(query).slice(0, 64), principal.userId, 10);
  return rows
    .filter((airline) => airline.icao)
    .map((airline) => ({
      value: airline.icao ?? "",
      label: `${airline.icao}${airline.iata ? ` / ${airline.iata}` : ""} · ${airline.name}`,
      description: airline.country ?? undefined,
    }));
}

export async function searchAircraftAction(query: string): Promise<ComboOption[]> {
  const principal = await requirePrincipal();
  const rows = await searchAircraft(getDb(), String(query).slice(0, 64), principal.userId, 10);
  return rows.map((aircraft) => ({ value: aircraft.icao, label: `${aircraft.icao} · ${aircraft.name}` }));
}

/** The signed-in user's own most recent flight with this number (theirs or shared with them by a seat), for the add form. */
export async function findKnownFlightAction(flightNumber: string): Promise<KnownFlight | null> {
  const principal = await requirePrincipal();
  return findKnownFlight(getDb(), principal, String(flightNumber).slice(0, 16));
}
