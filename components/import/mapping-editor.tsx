"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import type { MappingTarget, UnknownName } from "@/lib/import/import-options";
import { CustomEntryForm } from "./custom-entry-form";
import type { ImportActions, UnknownKind } from "./import-types";

/**
 * The names in the file that the reference data does not know, each with a way out: pick an existing entry, create
 * a custom one, or (airlines and aircraft) leave the field empty. The choices become the import's mapping.
 */

const KINDS = ["airports", "airlines", "aircraft"] as const satisfies readonly UnknownKind[];
const TITLES = { airports: "unknownAirports", airlines: "unknownAirlines", aircraft: "unknownAircraft" } as const satisfies Record<UnknownKind, string>;
/** Each kind's words in a row: the picker's label, the create button and the "left empty" note. */
const ROW_WORDS = {
  airports: { use: "useAirport", create: "createAirport", without: "withoutAirport" },
  airlines: { use: "useAirline", create: "createAirline", without: "withoutAirline" },
  aircraft: { use: "useAircraft", create: "createAircraft", without: "withoutAircraft" },
} as const satisfies Record<UnknownKind, { use: string; create: string; without: string }>;

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
  const t = useTranslations("Import.mapping");
  const kinds = KINDS.filter((kind) => unknown[kind].length > 0);
  if (kinds.length === 0) return null;
  return (
    <section className="card space-y-4" aria-labelledby="unknown-title">
      <div>
        <h2 id="unknown-title" className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="muted text-sm">
          {t("intro")}
        </p>
      </div>
      {kinds.map((kind) => (
        <div key={kind} className="space-y-3">
          <h3 className="text-sm font-semibold">{t(TITLES[kind])}</h3>
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
  const t = useTranslations("Import.mapping");
  const [creating, setCreating] = useState(false);
  const words = ROW_WORDS[kind];
  const rows = t(name.count > name.rows.length ? "rowsAndMore" : "rows", { count: name.count, rows: name.rows.join(", ") });
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm">
        <span className="font-mono font-semibold">{name.key}</span> <span className="muted">{t("used", { count: name.count, rows })}</span>
      </p>
      {choice ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" role="status">
          <span>
            {choice.target === null ? t(words.without) : t.rich("mappedTo", { label: choice.label, strong: (chunks) => <strong>{chunks}</strong> })}
          </span>
          <button type="button" className="link" onClick={() => onChoose(null)}>
            {t("change")}
          </button>
        </p>
      ) : creating ? (
        <CustomEntryForm
          kind={kind}
          suggestedName={name.key}
          onCreated={(option) => {
            setCreating(false);
            onChoose({ target: Number(option.value), label: t("newEntry", { label: option.label }) });
          }}
          onCancel={() => setCreating(false)}
          create={create}
        />
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <Combobox
            className="min-w-64 flex-1"
            label={t(words.use, { name: name.key })}
            search={search}
            placeholder={t("searchPlaceholder")}
            onSelect={(option) => option && onChoose({ target: Number(option.value), label: option.label })}
          />
          <button type="button" className="btn" onClick={() => setCreating(true)}>
            {t(words.create)}
          </button>
          {kind !== "airports" ? (
            <button type="button" className="btn" onClick={() => onChoose({ target: null, label: "" })}>
              {t("leaveEmpty")}
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
