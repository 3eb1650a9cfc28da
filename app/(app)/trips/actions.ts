"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { tripFormState } from "@/components/trips/trip-errors";
import { textField, type FormState } from "@/components/ui/form-state";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { addFlightsToTrip, createTrip, deleteTrip, removeFlightFromTrip, updateTripDetails } from "@/lib/trips/write-trip";

/** An action's error in the page's language, next to its field (components/trips/trip-errors.ts). */
async function errorState(error: unknown, values?: Record<string, string>): Promise<FormState> {
  return tripFormState(await getTranslations(), error, values);
}

const flightIdsOf = (form: FormData) => form.getAll("flightId").filter((v): v is string => typeof v === "string");

export async function createTripAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const values = { name: textField(form, "name"), notes: textField(form, "notes") };
  let id: number;
  try {
    ({ id } = await createTrip(getDb(), principal, { ...values, flightIds: flightIdsOf(form) }));
  } catch (error) {
    return errorState(error, values);
  }
  redirect(`/trips/${id}`);
}

export async function updateTripAction(id: number, _previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const values = { name: textField(form, "name"), notes: textField(form, "notes") };
  try {
    await updateTripDetails(getDb(), principal, Number(id), values);
  } catch (error) {
    return errorState(error, values);
  }
  revalidatePath(`/trips/${id}`);
  return { ok: true };
}

/** The flight page's "Add to trip": the flight (or its whole journey) into one of the user's trips. */
export async function addToTripAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const tripId = Number(textField(form, "tripId"));
  try {
    await addFlightsToTrip(getDb(), principal, tripId, flightIdsOf(form));
  } catch (error) {
    // the flight page shows this form's message only: a field's problem becomes it
    const state = await errorState(error);
    return { message: state.message ?? Object.values(state.fieldErrors ?? {})[0] };
  }
  redirect(`/trips/${tripId}`);
}

export async function removeTripFlightAction(id: number, flightId: number): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await removeFlightFromTrip(getDb(), principal, Number(id), Number(flightId));
  } catch (error) {
    return errorState(error);
  }
  revalidatePath(`/trips/${id}`);
  return { ok: true };
}

export async function deleteTripAction(id: number): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await deleteTrip(getDb(), principal, Number(id));
  } catch (error) {
    return errorState(error);
  }
  redirect("/trips?deleted=1");
}
