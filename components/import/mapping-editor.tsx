"use client";

import { useState } from "react";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import type { MappingTarget, UnknownName } from "@/lib/import/import-options";
import { CustomEntryForm } from "./custom-entry-form";
import type { ImportActions, UnknownKind } from "./import-types";

/**
 * The names in the file that the reference data does not know, each with a way out: pick an existing entry, create
 * a custom one, or (airlines and aircraft) leave the field empty. The choices become the import's mapping.
 */

const TITLES: Record<UnknownKind, string> = { airports: "Unknown airports", airlines: "Unknown airlines", aircraft: "Unknown aircraft" };
const SINGULAR: Record<UnknownKind, string> = { airports: "airport", airlines: "airline", aircraft: "aircraft type" };

export interface MappingChoice {
  target: MappingTarget;
  label: string;
}

interface Props {
  unknown: Record<UnknownKind, UnknownName[]>;
  choices: Record<UnknownKind, Record<string, MappingChoice>>;
  onChoose: (kind: UnknownKind, key: string, choice: MappingChoice | null) => void;
  actions: Pick<ImportActions, "search" | "create">;
}

export function MappingEditor({ unknown, choices, onChoose, actions }: Props) {
  const kinds = (Object.keys(TITLES) as UnknownKind[]).filter((kind) => unknown[kind].length > 0);
  if (kinds.length === 0) return null;
  return (
    <section className="card space-y-4" aria-labelledby="unknown-title">
      <div>
        <h2 id="unknown-title" className="text-base font-semibold">
          Names to sort out
        </h2>
        <p className="muted text-sm">
          Rows naming these are not imported yet. Choose an existing entry or create your own, then check again.
        </p>
      </div>
      {kinds.map((kind) => (
        <div key={kind} className="space-y-3">
          <h3 className="text-sm font-semibold">{TITLES[kind]}</h3>
          <ul className="space-y-3">
            {unknown[kind].map((name) => (
              <UnknownRow key={name.key} kind={kind} name={name} choice={choices[kind][name.key] ?? null} onChoose={(choice) => onChoose(kind, name.key, choice)} search={actions.search[kind]} create={actions.create[kind]} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function UnknownRow({
  kind,
  name,
  choice,
  onChoose,
  search,
  create,
}: {
  kind: UnknownKind;
  name: UnknownName;
  choice: MappingChoice | null;
  onChoose: (choice: MappingChoice | null) => void;
  search: (query: string) => Promise<ComboOption[]>;
  create: ImportActions["create"][UnknownKind];
}) {
  const [creating, setCreating] = useState(false);
  const rows = `row${name.count === 1 ? "" : "s"} ${name.rows.join(", ")}${name.count > name.rows.length ? ", …" : ""}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm">
        <span className="font-mono font-semibold">{name.key}</span> <span className="muted">— {name.count} {name.count === 1 ? "flight" : "flights"} ({rows})</span>
      </p>
      {choice ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" role="status">
          <span>
            {choice.target === null ? "Imported without " + SINGULAR[kind] : <>Mapped to <strong>{choice.label}</strong></>}
          </span>
          <button type="button" className="link" onClick={() => onChoose(null)}>
            Change
          </button>
        </p>
      ) : creating ? (
        <CustomEntryForm
          kind={kind}
          suggestedName={name.key}
          onCreated={(option) => {
            setCreating(false);
            onChoose({ target: Number(option.value), label: `${option.label} (new)` });
          }}
          onCancel={() => setCreating(false)}
          create={create}
        />
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <Combobox
            className="min-w-64 flex-1"
            label={`Use this ${SINGULAR[kind]} for ${name.key}`}
            search={search}
            placeholder="Search by code or name"
            onSelect={(option) => option && onChoose({ target: Number(option.value), label: option.label })}
          />
          <button type="button" className="btn" onClick={() => setCreating(true)}>
            Create custom {SINGULAR[kind]}
          </button>
          {kind !== "airports" ? (
            <button type="button" className="btn" onClick={() => onChoose({ target: null, label: "" })}>
              Leave empty
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
