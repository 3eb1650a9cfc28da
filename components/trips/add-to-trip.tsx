"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";

interface Props {
  flightId: number;
  /** the flights of this flight's journey, when it is in one */
  journeyFlightIds: number[] | null;
  trips: { id: number; name: string }[];
  /** the trips already holding this flight */
  inTrips: { id: number; name: string }[];
  action: (state: FormState, form: FormData) => Promise<FormState>;
}

/** The flight page's "Add to trip": this flight or its whole journey, into a trip of the user's or a new one. */
export function AddToTrip({ flightId, journeyFlightIds, trips, inTrips, action }: Props) {
  const t = useTranslations("Trips.addTo");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const [whole, setWhole] = useState(false);
  const ids = whole && journeyFlightIds ? journeyFlightIds : [flightId];
  const newTrip = whole && journeyFlightIds ? `/trips/new?journey=${flightId}` : `/trips/new?flight=${flightId}`;
  return (
    <section className="card space-y-3" aria-labelledby="add-to-trip-title">
      <h2 id="add-to-trip-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      {inTrips.length > 0 ? (
        <p className="text-sm">
          {t.rich("inTrips", {
            trips: () =>
              inTrips.map((trip, i) => (
                <span key={trip.id}>
                  {i > 0 ? ", " : ""}
                  <Link href={`/trips/${trip.id}`} className="link">
                    {trip.name}
                  </Link>
                </span>
              )),
          })}
        </p>
      ) : null}
      {journeyFlightIds ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-sky-700" checked={whole} onChange={(e) => setWhole(e.target.checked)} /> {t("wholeJourney", { flights: journeyFlightIds.length })}
        </label>
      ) : null}
      <form action={formAction} className="flex flex-wrap items-end gap-2">
        {ids.map((id) => (
          <input key={id} type="hidden" name="flightId" value={id} />
        ))}
        {trips.length > 0 ? (
          <>
            <div>
              <label className="label" htmlFor="add-to-trip-id">
                {t("trip")}
              </label>
              <select id="add-to-trip-id" name="tripId" className="input">
                {trips.map((trip) => (
                  <option key={trip.id} value={trip.id}>
                    {trip.name}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton className="btn" pendingText={t("pending")}>
              {t("submit")}
            </SubmitButton>
          </>
        ) : null}
        <Link href={newTrip} className="btn">
          {whole && journeyFlightIds ? t("newWithJourney") : t("newWithFlight")}
        </Link>
      </form>
      <FormMessage state={state} />
    </section>
  );
}
