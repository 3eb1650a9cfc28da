import { useTranslations } from "next-intl";
import { utcOffsetOf } from "@/components/format/flight-dates";
import { useFormats } from "@/components/format/use-formats";
import type { PreviewRow } from "@/lib/import/import-options";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import type { WebReport } from "./import-types";
import { useReportWords } from "./report-reasons";

/** The numbers of a dry run or a finished import, the rows that will be (or were) imported, and those that cannot be. */

/** The preview table's columns, in order. */
const PREVIEW_COLUMNS = ["columns.row", "columns.date", "columns.from", "columns.to", "columns.departure", "columns.arrival", "columns.flight", "columns.airline", "columns.aircraft", "columns.status"] as const;
const DROPPED_COLUMNS = ["columns.field", "columns.reason", "columns.rows", "columns.firstRows"] as const;

export function ReportSummary({ report, done }: { report: WebReport; done: boolean }) {
  const t = useTranslations("Import.report");
  const items = [
    { key: "imported", label: done ? t("imported") : t("willImport"), value: report.imported },
    { key: "duplicates", label: t("duplicates"), value: report.duplicates },
    { key: "skipped", label: t("skipped"), value: report.skippedTotal },
    { key: "rows", label: t("rowsInFile"), value: report.rows },
  ];
  const created = report.created.airports + report.created.airlines + report.created.aircraft;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt className="muted text-sm">{item.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{t("count", { value: item.value })}</dd>
          </div>
        ))}
      </dl>
      {created > 0 ? (
        <p className="muted text-sm">
          {t(done ? "created" : "willCreate", report.created)}
        </p>
      ) : null}
    </div>
  );
}

export function PreviewTable({ rows, total, display }: { rows: PreviewRow[]; total: number; display: DisplayPreferences }) {
  const t = useTranslations("Import.report");
  const f = useFormats(display);
  if (rows.length === 0) return null;
  // "2024-03-31T08:05:00.000+02:00" → "08:05 (UTC+02:00)", or "8:05 AM (UTC+02:00)" on a 12-hour clock
  const time = (value: string | null) => (value ? `${f.clock(value)} (${utcOffsetOf(value)})` : "—");
  return (
    // a keyboard stop with a name: on a phone the table scrolls sideways, and arrow keys must reach its far columns
    <div role="region" aria-label={t("preview")} tabIndex={0} className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-sky-600 dark:focus-visible:outline-sky-400">
      <table className="w-full text-left text-sm">
        <caption className="muted mb-2 text-left text-sm">
          {rows.length < total ? t("previewSome", { shown: rows.length, total }) : t("previewAll")}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {PREVIEW_COLUMNS.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-1 font-medium">
                {t(heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="border-b border-slate-100 dark:border-slate-800">
              <td className="px-2 py-1 tabular-nums">{row.row}</td>
              <td className="px-2 py-1 whitespace-nowrap">{f.date(row.date, row.datePrecision)}</td>
              <td className="px-2 py-1">{row.from}</td>
              <td className="px-2 py-1">{row.to}</td>
              <td className="px-2 py-1 whitespace-nowrap">{time(row.departure)}</td>
              <td className="px-2 py-1 whitespace-nowrap">
                {time(row.arrival)}
                {row.arrival && row.departure && row.arrival.slice(0, 10) !== row.departure.slice(0, 10) ? ` ${f.date(row.arrival.slice(0, 10))}` : ""}
              </td>
              <td className="px-2 py-1">{row.flightNumber ?? "—"}</td>
              <td className="px-2 py-1">{row.airline ?? "—"}</td>
              <td className="px-2 py-1">{row.aircraft ?? "—"}</td>
              <td className="px-2 py-1">{row.status === "duplicate" ? t("duplicates") : t("new")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SkippedList({ report }: { report: WebReport }) {
  const t = useTranslations("Import.report");
  const words = useReportWords();
  if (report.skippedTotal === 0) return null;
  return (
    <details className="card" open={report.skippedTotal <= 20}>
      <summary className="cursor-pointer text-base font-semibold">
        {t("skippedTitle", { count: report.skippedTotal })}
      </summary>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{t("skippedCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="w-20 px-2 py-1 font-medium">
              {t("columns.row")}
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              {t("columns.reason")}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.skipped.map((skip) => (
            <tr key={`${skip.row}-${skip.reason}`} data-testid="skipped-row" className="border-b border-slate-100 dark:border-slate-800">
              <td className="px-2 py-1 tabular-nums">{skip.row}</td>
              <td className="px-2 py-1">
                {words.skipReasons(skip).map((reason, index) => (
                  <span key={index} className="block">
                    {reason}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.skipped.length < report.skippedTotal ? <p className="muted mt-2 text-sm">{t("onlyFirst", { count: report.skipped.length })}</p> : null}
    </details>
  );
}

/** Values of the importable rows that cannot be kept (times without a day, unknown codes, text cut to length…). */
export function DroppedList({ report, done }: { report: WebReport; done: boolean }) {
  const t = useTranslations("Import.report");
  const words = useReportWords();
  if (report.dropped.length === 0) return null;
  const rows = report.dropped.reduce((sum, drop) => sum + drop.count, 0);
  return (
    <details className="card" open={report.dropped.length <= 10}>
      <summary className="cursor-pointer text-base font-semibold">
        {t(done ? "droppedTitleDone" : "droppedTitle", { count: rows })}
      </summary>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{t("droppedCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {DROPPED_COLUMNS.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-1 font-medium">
                {t(heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.dropped.map((drop) => (
            <tr key={`${drop.field}-${drop.reason}`} data-testid="dropped-value" className="border-b border-slate-100 dark:border-slate-800">
              <td className="px-2 py-1">{words.droppedField(drop)}</td>
              <td className="px-2 py-1">{words.droppedReason(drop)}</td>
              <td className="px-2 py-1 tabular-nums">{t("count", { value: drop.count })}</td>
              <td className="px-2 py-1 tabular-nums">{drop.rows.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
