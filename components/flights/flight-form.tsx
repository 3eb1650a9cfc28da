"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ComboOption } from "@/components/ui/combobox";
import { FormMessage } from "@/components/ui/form-message";
import type { FormState } from "@/components/ui/form-state";
import { FlightDetailsFields } from "./flight-details-fields";
import type { FlightFormValues, Precision, SeatValue } from "./flight-form-values";
import { RouteFields } from "./route-fields";
import { postedSeats, SeatsFields } from "./seats-fields";
import { useFlightForm } from "./use-flight-form";
import { useKnownFlightFill, type FindKnownFlight } from "./use-known-flight-fill";
import { FORM_FIELD_LABEL_KEYS } from "./flight-form-errors";
import { dateInputOf, WhenFields } from "./when-fields";

type Search = (query: string) => Promise<ComboOption[]>;

interface Props {
  initial: FlightFormValues;
  action: (state: FormState, form: FormData) => Promise<FormState>;
  searchAirports: Search;
  searchAirlines: Search;
  searchAircraft: Search;
  /** admins and owners may seat other users; null for regular users */
  searchUsers: Search | null;
  me: { id: string; label: string };
  submitLabel: string;
  /** the add form only: the user's own most recent flight with a flight number, which fills the fields still empty */
  findKnownFlight?: FindKnownFlight;
}

/** Add or edit a flight: route, when, flight and seats, each a section of its own; the submit is useFlightForm's. */
export function FlightForm({ initial, action, searchAirports, searchAirlines, searchAircraft, searchUsers, me, submitLabel, findKnownFlight }: Props) {
  const { state, pending, errors, message, formRef, register, submit } = useFlightForm(action);
  const [precision, setPrecision] = useState<Precision>(initial.precision);
  const [zones, setZones] = useState({ from: initial.from?.description ?? "", to: initial.to?.description ?? "" });
  const [seats, setSeats] = useState<SeatValue[]>(initial.seats);
  const known = useKnownFlightFill(findKnownFlight, formRef);
  const t = useTranslations();
  const required = [["from", t(FORM_FIELD_LABEL_KEYS.from)], ["to", t(FORM_FIELD_LABEL_KEYS.to)], ["date", t(dateInputOf(precision).label)]] as const;

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event, required, { seats: JSON.stringify(postedSeats(seats)) })}
      onChange={(event) => known.onEdit((event.target as HTMLElement).id)}
      className="space-y-6"
      noValidate
      aria-describedby={message ? "flight-form-message" : undefined}
    >
      {initial.id !== undefined ? <input type="hidden" name="id" value={initial.id} /> : null}
      <div id="flight-form-message">
        <FormMessage state={{ ...state, message }} />
      </div>

      <RouteFields initial={initial} search={searchAirports} register={register} zones={zones} onZone={(end, description) => setZones((current) => ({ ...current, [end]: description }))} errors={errors} fills={known.fills} notes={known.notes} />
      <WhenFields initial={initial} precision={precision} onPrecision={setPrecision} zones={zones} errors={errors} fills={known.fills} notes={known.notes} />
      <FlightDetailsFields initial={initial} searchAirlines={searchAirlines} searchAircraft={searchAircraft} register={register} errors={errors} fills={known.fills} notes={known.notes} onFlightNumber={{ change: known.onFlightNumberChange, blur: known.onFlightNumberBlur }} />
      <SeatsFields seats={seats} setSeats={setSeats} me={me} searchUsers={searchUsers} error={errors.seats} />

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t("FlightForm.pendingSubmit") : submitLabel}
        </button>
      </div>
    </form>
  );
}
