"use client";

import { useState } from "react";
import { formatInteger } from "@/components/format/units";
import type { MapRow, MapRows } from "@/components/map/map-viewport";
import { DrillLink } from "./drill-link";

/** The drill-down href of each row (lib/stats/dashboard/drill-down.ts), in the rows' order. */
export interface MapLinks {
  routes: (string | undefined)[];
  airports: (string | undefined)[];
}

/**
 * The flight map's table alternative: every route and airport with its count. The rows are written when the table is
 * opened, so a map of a thousand routes does not carry them twice (HTML and the page's data) on every load.
 */
export function MapTables({ rows, links }: { rows: MapRows; links?: MapLinks }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-2 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="link cursor-pointer">Show as table</summary>
      {open ? (
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          <MarkTable caption="Routes" column="Route" valueLabel="Flights" rows={rows.routes} links={links?.routes} testId="flight-map-routes" />
          <MarkTable caption="Airports" column="Airport" valueLabel="Visits" rows={rows.airports} links={links?.airports} testId="flight-map-airports" />
        </div>
      ) : null}
    </details>
  );
}

function MarkTable({ caption, column, valueLabel, rows, links, testId }: { caption: string; column: string; valueLabel: string; rows: readonly MapRow[]; links?: readonly (string | undefined)[]; testId: string }) {
  return (
    <table className="w-full text-left" data-testid={testId}>
      <caption className="text-left font-medium">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 font-medium">
            {column}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {valueLabel}
          </th>
        </tr>
      </thead>
      <tbody className="[&_td]:py-1 [&_tr]:border-t [&_tr]:border-slate-200 dark:[&_tr]:border-slate-800">
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <td className="break-words">
              <DrillLink href={links?.[index]}>{label}</DrillLink>
            </td>
            <td className="text-right tabular-nums">{formatInteger(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
