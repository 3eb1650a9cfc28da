import { formatFlightDate, localClock, utcOffsetOf } from "@/components/format/flight-dates";
import type { PreviewRow } from "@/lib/import/import-options";
import type { Clock, DateFormat } from "@/lib/users/display-preferences";
import type { WebReport } from "./import-types";

/** The numbers of a dry run or a finished import, the rows that will be (or were) imported, and those that cannot be. */

export function ReportSummary({ report, done }: { report: WebReport; done: boolean }) {
  const items = [
    { label: done ? "Imported" : "Will be imported", value: report.imported },
    { label: "Already in your log", value: report.duplicates },
    { label: "Cannot be imported", value: report.skippedTotal },
    { label: "Flights in the file", value: report.rows },
  ];
  const created = report.created.airports + report.created.airlines + report.created.aircraft;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt className="muted text-sm">{item.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{item.value.toLocaleString("en")}</dd>
          </div>
        ))}
      </dl>
      {created > 0 ? (
        <p className="muted text-sm">
          {done ? "Created" : "Will create"} from the file: {report.created.airports} custom airports, {report.created.airlines} airlines, {report.created.aircraft} aircraft types.
        </p>
      ) : null}
    </div>
  );
}

export function PreviewTable({ rows, total, display }: { rows: PreviewRow[]; total: number; display: { dateFormat: DateFormat; clock: Clock } }) {
  if (rows.length === 0) return null;
  // "2024-03-31T08:05:00.000+02:00" → "08:05 (UTC+02:00)", or "8:05 AM (UTC+02:00)" on a 12-hour clock
  const time = (value: string | null) => (value ? `${localClock(value, display.clock)} (${utcOffsetOf(value)})` : "—");
  return (
    // a keyboard stop with a name: on a phone the table scrolls sideways, and arrow keys must reach its far columns
    <div role="region" aria-label="Import preview" tabIndex={0} className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-sky-600 dark:focus-visible:outline-sky-400">
      <table className="w-full text-left text-sm">
        <caption className="muted mb-2 text-left text-sm">
          {rows.length < total ? `The first ${rows.length} of ${total.toLocaleString("en")} rows` : "Every row"} that can be imported; times are local at each airport.
        </caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {["Row", "Date", "From", "To", "Departure", "Arrival", "Flight", "Airline", "Aircraft", "Status"].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-1 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="border-b border-slate-100 dark:border-slate-800">
              <td className="px-2 py-1 tabular-nums">{row.row}</td>
              <td className="px-2 py-1 whitespace-nowrap">{formatFlightDate(row.date, row.datePrecision, display.dateFormat)}</td>
              <td className="px-2 py-1">{row.from}</td>
              <td className="px-2 py-1">{row.to}</td>
              <td className="px-2 py-1 whitespace-nowrap">{time(row.departure)}</td>
              <td className="px-2 py-1 whitespace-nowrap">
                {time(row.arrival)}
                {row.arrival && row.departure && row.arrival.slice(0, 10) !== row.departure.slice(0, 10) ? ` ${formatFlightDate(row.arrival.slice(0, 10), "day", display.dateFormat)}` : ""}
              </td>
              <td className="px-2 py-1">{row.flightNumber ?? "—"}</td>
              <td className="px-2 py-1">{row.airline ?? "—"}</td>
              <td className="px-2 py-1">{row.aircraft ?? "—"}</td>
              <td className="px-2 py-1">{row.status === "duplicate" ? "Already in your log" : "New"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SkippedList({ report }: { report: WebReport }) {
  if (report.skippedTotal === 0) return null;
  return (
    <details className="card" open={report.skippedTotal <= 20}>
      <summary className="cursor-pointer text-base font-semibold">
        {report.skippedTotal.toLocaleString("en")} {report.skippedTotal === 1 ? "row" : "rows"} cannot be imported
      </summary>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Rows that cannot be imported, with the reason</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="w-20 px-2 py-1 font-medium">
              Row
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              Reason
            </th>
          </tr>
        </thead>
        <tbody>
          {report.skipped.map((skip) => (
            <tr key={`${skip.row}-${skip.reason}`} className="border-b border-slate-100 dark:border-slate-800">
              <td className="px-2 py-1 tabular-nums">{skip.row}</td>
              <td className="px-2 py-1">{skip.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.skipped.length < report.skippedTotal ? <p className="muted mt-2 text-sm">Only the first {report.skipped.length} are listed.</p> : null}
    </details>
  );
}

/** Values of the importable rows that cannot be kept (times without a day, unknown codes, text cut to length…). */
export function DroppedList({ report, done }: { report: WebReport; done: boolean }) {
  if (report.dropped.length === 0) return null;
  const rows = report.dropped.reduce((sum, drop) => sum + drop.count, 0);
  return (
    <details className="card" open={report.dropped.length <= 10}>
      <summary className="cursor-pointer text-base font-semibold">
        Values {done ? "that were not kept" : "that will not be kept"} ({rows.toLocaleString("en")})
      </summary>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Values of the file that cannot be kept, per field and reason</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {["Field", "Reason", "Rows", "First rows"].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-1 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.dropped.map((drop) => (
            <tr key={`${drop.field}-${drop.reason}`} data-testid="dropped-value" className="border-b border-slate-100 dark:border-slate-800">
              <td className="px-2 py-1">{drop.field}</td>
              <td className="px-2 py-1">{drop.reason}</td>
              <td className="px-2 py-1 tabular-nums">{drop.count.toLocaleString("en")}</td>
              <td className="px-2 py-1 tabular-nums">{drop.rows.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
