"use client";

import { useId, useState, type FormEvent } from "react";
import type { ComboOption } from "@/components/ui/combobox";
import type { ImportActions, UnknownKind } from "./import-types";

/** A small form for a custom airport, airline or aircraft type, created at once and then used for the unknown name. */

interface Field {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  inputMode?: "decimal" | "text";
}

const FIELDS: Record<UnknownKind, Field[]> = {
  airports: [
    { name: "name", label: "Name", required: true },
    { name: "icao", label: "ICAO code", hint: "Four letters, if it has one" },
    { name: "iata", label: "IATA code", hint: "Three letters, if it has one" },
    { name: "municipality", label: "Town" },
    { name: "lat", label: "Latitude", required: true, inputMode: "decimal", hint: "Decimal degrees, e.g. 46.2381" },
    { name: "lon", label: "Longitude", required: true, inputMode: "decimal", hint: "Decimal degrees, e.g. 6.1089" },
    { name: "tz", label: "Time zone", required: true, hint: "IANA name, e.g. Europe/Zurich" },
    { name: "country", label: "Country", required: true, hint: "Two-letter code, e.g. CH" },
    { name: "continent", label: "Continent", required: true, hint: "AF, AN, AS, EU, NA, OC or SA" },
  ],
  airlines: [
    { name: "name", label: "Name", required: true },
    { name: "icao", label: "ICAO code", hint: "Three letters, if it has one" },
    { name: "iata", label: "IATA code", hint: "Two characters, if it has one" },
  ],
  aircraft: [
    { name: "icao", label: "Type designator", required: true, hint: "2–4 letters and digits, e.g. C172" },
    { name: "name", label: "Name", required: true },
  ],
};

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
    <form onSubmit={submit} className="mt-3 space-y-3" aria-label={`New custom ${kind === "airports" ? "airport" : kind === "airlines" ? "airline" : "aircraft type"}`}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS[kind].map((field) => (
          <div key={field.name}>
            <label className="label" htmlFor={`${id}-${field.name}`}>
              {field.label}
              {field.required ? "" : " (optional)"}
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
                {field.hint}
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
          {pending ? "Creating…" : "Create and use"}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
