"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import type { ComboOption } from "@/components/ui/combobox";
import type { ImportActions, UnknownKind } from "./import-types";

/** A small form for a custom airport, airline or aircraft type, created at once and then used for the unknown name. */

type FieldLabel = "fields.name" | "fields.icao" | "fields.iata" | "fields.town" | "fields.latitude" | "fields.longitude" | "fields.timeZone" | "fields.country" | "fields.continent" | "fields.typeDesignator";
type FieldHint = "hints.airportIcao" | "hints.airportIata" | "hints.latitude" | "hints.longitude" | "hints.timeZone" | "hints.country" | "hints.continent" | "hints.airlineIcao" | "hints.airlineIata" | "hints.typeDesignator";

/** A field of the form: its name in the action's input, and its label and hint (keys of Import.customEntry). */
interface Field {
  name: string;
  label: FieldLabel;
  required?: boolean;
  hint?: FieldHint;
  inputMode?: "decimal" | "text";
}

const FIELDS: Record<UnknownKind, Field[]> = {
  airports: [
    { name: "name", label: "fields.name", required: true },
    { name: "icao", label: "fields.icao", hint: "hints.airportIcao" },
    { name: "iata", label: "fields.iata", hint: "hints.airportIata" },
    { name: "municipality", label: "fields.town" },
    { name: "lat", label: "fields.latitude", required: true, inputMode: "decimal", hint: "hints.latitude" },
    { name: "lon", label: "fields.longitude", required: true, inputMode: "decimal", hint: "hints.longitude" },
    { name: "tz", label: "fields.timeZone", required: true, hint: "hints.timeZone" },
    { name: "country", label: "fields.country", required: true, hint: "hints.country" },
    { name: "continent", label: "fields.continent", required: true, hint: "hints.continent" },
  ],
  airlines: [
    { name: "name", label: "fields.name", required: true },
    { name: "icao", label: "fields.icao", hint: "hints.airlineIcao" },
    { name: "iata", label: "fields.iata", hint: "hints.airlineIata" },
  ],
  aircraft: [
    { name: "icao", label: "fields.typeDesignator", required: true, hint: "hints.typeDesignator" },
    { name: "name", label: "fields.name", required: true },
  ],
};

/** The form's accessible name per kind. */
const FORM_NAMES = { airports: "newAirport", airlines: "newAirline", aircraft: "newAircraft" } as const satisfies Record<UnknownKind, string>;

export function CustomEntryForm({
  kind,
  suggestedName,
  onCreated,
  onCancel,
  create,
}: {
  kind: UnknownKind;
  suggestedName: string;
  onCreated: (option: ComboOption) => void;
  onCancel: () => void;
  create: ImportActions["create"][UnknownKind];
}) {
  const t = useTranslations("Import.customEntry");
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const field of FIELDS[kind]) values[field.name] = String(form.get(field.name) ?? "");
    setPending(true);
    setError(null);
    const answer = await create(values);
    setPending(false);
    if (answer.ok) onCreated(answer.value);
    else setError(answer.message);
  }

  const guess = (field: Field) => {
    if (field.name === "name" && kind !== "aircraft") return suggestedName;
    if (field.name === "icao" && kind === "aircraft" && /^[A-Z][A-Z0-9]{1,3}$/.test(suggestedName)) return suggestedName;
    if (field.name === "icao" && kind === "airports" && /^[A-Z]{4}$/.test(suggestedName)) return suggestedName;
    if (field.name === "iata" && kind === "airports" && /^[A-Z]{3}$/.test(suggestedName)) return suggestedName;
    return "";
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-3" aria-label={t(FORM_NAMES[kind])}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS[kind].map((field) => (
          <div key={field.name}>
            <label className="label" htmlFor={`${id}-${field.name}`}>
              {field.required ? t(field.label) : t("optional", { label: t(field.label) })}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              className="input"
              required={field.required}
              inputMode={field.inputMode}
              defaultValue={guess(field)}
              aria-describedby={field.hint ? `${id}-${field.name}-hint` : undefined}
            />
            {field.hint ? (
              <p id={`${id}-${field.name}-hint`} className="hint">
                {t(field.hint)}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {error ? (
        <p role="alert" className="alert-error">
          {error}
        </p>
      ) : null}
      <div className="flex gap-3">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t("creating") : t("create")}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
