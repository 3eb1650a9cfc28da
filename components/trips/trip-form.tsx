"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { MAX_TRIP_NAME, MAX_TRIP_NOTES } from "@/lib/trips/trip-input";

export interface TripFlightChoice {
  id: number;
  title: string;
  when: string;
  checked: boolean;
}

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  name?: string;
  notes?: string;
  /** for a new trip: the flights to choose from */
  choices?: TripFlightChoice[];
  submit: string;
}

/** A trip's name and notes, and for a new trip the flights it holds. */
export function TripForm({ action, name = "", notes = "", choices, submit }: Props) {
  const t = useTranslations("Trips.form");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="max-w-xl space-y-4">
      <TextField name="name" label={t("name")} defaultValue={state.values?.name ?? name} required maxLength={MAX_TRIP_NAME} error={errors.name} />
      <div>
        <label className="label" htmlFor="field-trip-notes">
          {t("notes")}
        </label>
        <textarea
          id="field-trip-notes"
          name="notes"
          className="input min-h-24"
          defaultValue={state.values?.notes ?? notes}
          maxLength={MAX_TRIP_NOTES}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? "field-trip-notes-error" : undefined}
        />
        {errors.notes ? (
          <p id="field-trip-notes-error" className="field-error">
            {errors.notes}
          </p>
        ) : null}
      </div>
      {choices ? (
        <fieldset>
          <legend className="label">{t("flights")}</legend>
          {choices.length === 0 ? <p className="muted text-sm">{t("noChoices")}</p> : null}
          <ul className="space-y-1">
            {choices.map((choice) => (
              <li key={choice.id}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="flightId" value={choice.id} defaultChecked={choice.checked} className="h-4 w-4 accent-sky-700" />
                  <span className="font-medium">{choice.title}</span> <span className="muted text-sm">{choice.when}</span>
                </label>
              </li>
            ))}
          </ul>
          {errors.flightIds ? <p className="field-error">{errors.flightIds}</p> : null}
        </fieldset>
      ) : null}
      <FormMessage state={state} success={t("saved")} />
      <SubmitButton>{submit}</SubmitButton>
    </form>
  );
}
