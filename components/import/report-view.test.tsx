import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import type { DroppedCount, ImportReport, SkippedRow } from "@/lib/import/import-options";
import { DroppedList, SkippedList } from "./report-view";

const CATALOGUES = { en, de, fr, es };

/** A report of one file: two rows skipped, two values dropped, each as runImport words it (English and codes). */
function report(skipped: SkippedRow[], dropped: DroppedCount[]): ImportReport {
  return {
    format: "fr24",
    dryRun: true,
    rows: 4,
    imported: 2,
    duplicates: 0,
    skipped,
    skippedTotal: skipped.length,
    unknown: { airports: [], airlines: [], aircraft: [] },
    created: { airports: 0, airlines: 0, aircraft: 0 },
    dropped,
    preview: [],
  };
}

const SKIPPED: SkippedRow[] = [
  {
    row: 3,
    reason: "Unknown airport: QQX; Unknown aircraft: B797",
    reasons: [
      { code: "unknownAirport", values: { key: "QQX" } },
      { code: "unknownAircraft", values: { key: "B797" } },
    ],
  },
  { row: 4, reason: "Invalid date: 2024-02-30", reasons: [{ code: "invalidDate", values: { cell: "2024-02-30" } }] },
];
const DROPPED: DroppedCount[] = [
  { field: "Seat type", reason: "not a value Contrail knows", cause: { field: "seat", column: "Seat type", reason: { code: "unknownValue" } }, count: 1, rows: [2] },
  { field: "notes", reason: "cut to 10000 characters", cause: { field: "notes", reason: { code: "cutToLength", values: { max: 10_000 } } }, count: 1, rows: [2] },
];

/** The cells of the report's two tables, as the page shows them in `locale`. */
function cells(locale: keyof typeof CATALOGUES, shown: ImportReport): string[][] {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={CATALOGUES[locale]} timeZone="UTC">
      <SkippedList report={shown} />
      <DroppedList report={shown} done={false} />
    </NextIntlClientProvider>,
  );
  const rows = [...html.matchAll(/<tr data-testid="[^"]+"[^>]*>(.*?)<\/tr>/g)].map((row) => row[1]!);
  return rows.map((row) => [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<\/span><span[^>]*>/g, " | ").replace(/<[^>]+>/g, "")));
}

describe("the import report's reasons", () => {
  it("speaks the page's language, with the file's values and columns", () => {
    expect(cells("de", report(SKIPPED, DROPPED))).toEqual([
      ["3", "Unbekannter Flughafen: QQX | Unbekannter Flugzeugtyp: B797"],
      ["4", "Ungültiges Datum: 2024-02-30"],
      ["Sitzposition (Spalte „Seat type“)", "ein Wert, den Contrail nicht kennt", "1", "2"],
      ["Notizen", "auf 10.000 Zeichen gekürzt", "1", "2"],
    ]);
    expect(cells("fr", report(SKIPPED.slice(1), DROPPED.slice(1)))).toEqual([
      ["4", "Date non valide : 2024-02-30"],
      ["Notes", "tronqué à 10\u202f000 caractères", "1", "2"],
    ]);
    expect(cells("es", report(SKIPPED.slice(0, 1), []))).toEqual([["3", "Aeropuerto desconocido: QQX | Tipo de avión desconocido: B797"]]);
  });

  it("shows a report stored before reasons had codes in its stored English", () => {
    const stored = report(
      SKIPPED.map(({ row, reason }) => ({ row, reason })),
      DROPPED.map(({ field, reason, count, rows }) => ({ field, reason, count, rows })),
    );
    expect(cells("de", stored)).toEqual([
      ["3", "Unknown airport: QQX; Unknown aircraft: B797"],
      ["4", "Invalid date: 2024-02-30"],
      ["Seat type", "not a value Contrail knows", "1", "2"],
      ["notes", "cut to 10000 characters", "1", "2"],
    ]);
  });
});
