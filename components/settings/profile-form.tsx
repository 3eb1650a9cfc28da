"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { formatFlightDate, localClock } from "@/components/format/flight-dates";
import { useFormats } from "@/components/format/use-formats";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { LANGUAGE_NAMES, LOCALES, type LanguageChoice } from "@/lib/i18n/locales";
import { CONNECTION_WINDOW_MAX_HOURS, CONNECTION_WINDOW_MIN_HOURS } from "@/lib/journeys/continues-journey";
import { DATE_FORMATS, UNITS, type DisplayPreferences } from "@/lib/users/display-preferences";
import { LanguageSelect } from "./language-select";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  displayName: string;
  preferences: DisplayPreferences;
  language: LanguageChoice;
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

const UNIT_LABELS = { km: "km", mi: "mi", nmi: "nmi" } as const;
const EXAMPLE_DAY = "2024-03-12";
const EXAMPLE_TIME = "2024-03-12T18:05:00.000Z";

/** The three format choices, each option shown as it writes (the date examples in the page's language). */
function useChoices(preferences: DisplayPreferences): readonly Choice[] {
  const t = useTranslations("Settings.profile");
  const units = useTranslations("Common.units");
  const { locale } = useFormats(preferences);
  return [
    { name: "unit", legend: t("unit"), options: UNITS.map((unit) => [unit, units(UNIT_LABELS[unit])] as const) },
    { name: "dateFormat", legend: t("dateFormat"), options: DATE_FORMATS.map((format) => [format, formatFlightDate(EXAMPLE_DAY, "day", format, locale)] as const) },
    {
      name: "clock",
      legend: t("clock"),
      options: [
        ["24h", t("clock24", { example: localClock(EXAMPLE_TIME, "24h", locale) ?? "" })],
        ["12h", t("clock12", { example: localClock(EXAMPLE_TIME, "12h", locale) ?? "" })],
      ],
    },
  ];
}

export function ProfileForm({ action, displayName, preferences, language, connectionWindowHours, homeAirport, searchAirports }: Props) {
  const t = useTranslations("Settings.profile");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const choices = useChoices(preferences);
  const languages = [["", t("languageBrowser")] as const, ...LOCALES.map((locale) => [locale, LANGUAGE_NAMES[locale]] as const)];
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <TextField name="displayName" label={t("displayName")} defaultValue={displayName} required maxLength={100} error={state.fieldErrors?.displayName} />
      <LanguageSelect label={t("language")} hint={t("languageHint")} options={languages} defaultValue={language} error={state.fieldErrors?.language} />
      {choices.map((choice) => (
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
        label={t("connectionWindow")}
        type="number"
        inputMode="numeric"
        min={CONNECTION_WINDOW_MIN_HOURS}
        max={CONNECTION_WINDOW_MAX_HOURS}
        step={1}
        required
        defaultValue={connectionWindowHours}
        hint={t("connectionWindowHint")}
        error={state.fieldErrors?.connectionWindowHours}
        className="max-w-xs"
      />
      <Combobox
        id="field-homeAirport"
        label={t("homeAirport")}
        name="homeAirport"
        noun="airport"
        search={searchAirports}
        initial={homeAirport}
        allowFreeText
        placeholder={t("homeAirportPlaceholder")}
        hint={t("homeAirportHint")}
        error={state.fieldErrors?.homeAirport}
      />
      <FormMessage state={state} success={t("saved")} />
      <SubmitButton>{t("save")}</SubmitButton>
    </form>
  );
}
