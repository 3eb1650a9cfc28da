"use client";

import { useActionState } from "react";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { CONNECTION_WINDOW_MAX_HOURS, CONNECTION_WINDOW_MIN_HOURS } from "@/lib/journeys/continues-journey";
import { UNIT_NAMES, UNITS, type DisplayPreferences } from "@/lib/users/display-preferences";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  displayName: string;
  preferences: DisplayPreferences;
  connectionWindowHours: number;
  /** the home airport (the dashboard's "furthest from home" record), picked like a flight's airports */
  homeAirport: ComboOption | null;
  searchAirports: (query: string) => Promise<ComboOption[]>;
}

interface Choice {
  name: keyof DisplayPreferences;
  legend: string;
  options: readonly (readonly [value: string, label: string])[];
}

const CHOICES: readonly Choice[] = [
  {
    name: "unit",
    legend: "Distance unit",
    options: UNITS.map((unit) => [unit, UNIT_NAMES[unit]] as const),
  },
  {
    name: "dateFormat",
    legend: "Date format",
    options: [
      ["dmy", "12 Mar 2024"],
      ["mdy", "Mar 12, 2024"],
      ["iso", "2024-03-12"],
    ],
  },
  {
    name: "clock",
    legend: "Clock",
    options: [
      ["24h", "24-hour (18:05)"],
      ["12h", "12-hour (6:05 PM)"],
    ],
  },
];

export function ProfileForm({ action, displayName, preferences, connectionWindowHours, homeAirport, searchAirports }: Props) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <TextField name="displayName" label="Display name" defaultValue={displayName} required maxLength={100} error={state.fieldErrors?.displayName} />
      {CHOICES.map((choice) => (
        <fieldset key={choice.name}>
          <legend className="label">{choice.legend}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {choice.options.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={choice.name}
                  value={value}
                  defaultChecked={preferences[choice.name] === value}
                  className="h-4 w-4 accent-sky-700"
                />{" "}
                {label}
              </label>
            ))}
          </div>
          {state.fieldErrors?.[choice.name] ? <p className="field-error">{state.fieldErrors[choice.name]}</p> : null}
        </fieldset>
      ))}
      <TextField
        name="connectionWindowHours"
        label="Connection window (hours)"
        type="number"
        inputMode="numeric"
        min={CONNECTION_WINDOW_MIN_HOURS}
        max={CONNECTION_WINDOW_MAX_HOURS}
        step={1}
        required
        defaultValue={connectionWindowHours}
        hint="Flights leaving from the airport you landed at within this many hours make one journey."
        error={state.fieldErrors?.connectionWindowHours}
        className="max-w-xs"
      />
      <Combobox
        id="field-homeAirport"
        label="Home airport"
        name="homeAirport"
        noun="airport"
        search={searchAirports}
        initial={homeAirport}
        allowFreeText
        placeholder="Code, name or city"
        hint="Optional: the dashboard shows the place furthest from it. Leave empty for none."
        error={state.fieldErrors?.homeAirport}
      />
      <FormMessage state={state} success="Saved." />
      <SubmitButton>Save</SubmitButton>
    </form>
  );
}
