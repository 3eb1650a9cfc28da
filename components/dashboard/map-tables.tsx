"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatInteger } from "@/components/format/units";
import type { MapRow, MapRows } from "@/components/map/map-viewport";
import { mapDrillDown, type DrillBase } from "@/lib/stats/dashboard/drill-down";
import { DrillLink } from "./drill-link";

/** What the rows open (lib/stats/dashboard/drill-down.ts): their scope and period, and each row's ids, in order. */
export interface MapLinks {
  base: DrillBase;
  routes: readonly (readonly [fromId: number, toId: number])[];
  airports: readonly number[];
}

/**
 * The flight map's table alternative: every route and airport with its count. The rows are written when the table is
 * opened, so a map of a thousand routes does not carry them twice (HTML and the page's data) on every load; their
 * links are made then too, from the ids, by the dashboard's own drill-down rule.
 */
export function MapTables({ rows, links }: { rows: MapRows; links?: MapLinks }) {
  const t = useTranslations("Dashboard.map");
  const [open, setOpen] = useState(false);
  const routeLinks = open && links ? links.routes.map(([fromId, toId]) => mapDrillDown.route(links.base, fromId, toId)) : undefined;
  const airportLinks = open && links ? links.airports.map((id) => mapDrillDown.airport(links.base, id)) : undefined;
  return (
    <details className="mt-2 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="link cursor-pointer">{t("showTable")}</summary>
      {open ? (
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          <MarkTable caption={t("routes")} column={t("route")} valueLabel={t("flights")} rows={rows.routes} links={routeLinks} testId="flight-map-routes" />
          <MarkTable caption={t("airports")} column={t("airport")} valueLabel={t("visits")} rows={rows.airports} links={airportLinks} testId="flight-map-airports" />
        </div>
      ) : null}
    </details>
  );
}

function MarkTable({ caption, column, valueLabel, rows, links, testId }: { caption: string; column: string; valueLabel: string; rows: readonly MapRow[]; links?: readonly (string | undefined)[]; testId: string }) {
  const locale = useLocale();
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
            <td className="text-right tabular-nums">{formatInteger(value, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
