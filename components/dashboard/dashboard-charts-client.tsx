"use client";

import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Formats } from "@/components/format/formats";
import { distanceIn } from "@/components/format/units";
import { useFormats } from "@/components/format/use-formats";
import type { DashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import type { TopEntry } from "@/lib/stats/dashboard/top-lists";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { DrillLink } from "./drill-link";
import { RankList, type RankItem } from "./rank-list";

const BAR = "#0ea5e9";
const BAR_ALT = "#8b5cf6";
const AXIS = { fill: "currentColor", fontSize: 12 };

const UNIT_LABELS = { km: "units.km", mi: "units.mi", nmi: "units.nmi" } as const;

interface Datum {
  label: string;
  name: string;
  value: number;
  /** the flights behind the figure (lib/stats/dashboard/drill-down.ts) */
  href?: string;
}

function ChartCard({ id, title, wide, rows, valueLabel, f, children }: { id: string; title: string; wide?: boolean; rows: Datum[]; valueLabel: string; f: Formats; children: ReactNode }) {
  const t = useTranslations("Dashboard.charts");
  return (
    <figure className={`card min-w-0 ${wide ? "lg:col-span-2" : ""}`} aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      <div className="text-slate-700 dark:text-slate-300">{children}</div>
      <details className="mt-2 text-sm">
        <summary className="link cursor-pointer">{t("showTable")}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t("item")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {/* two entries may share a code (IATA reuses defunct airlines' codes): rows are keyed by place */}
            {rows.map((row, index) => (
              <tr key={index} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1">
                  <DrillLink href={row.href}>{row.name}</DrillLink>
                </td>
                <td className="py-1 text-right tabular-nums">{f.integer(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function tooltipName(payload: readonly { payload?: unknown }[] | undefined, fallback: unknown): string {
  const datum = payload?.[0]?.payload as Datum | undefined;
  return datum?.name ?? String(fallback);
}

/** A click on a bar opens its flights; the same links are in the table, for the keyboard. */
function useOpenBar(): (entry: unknown) => void {
  const router = useRouter();
  return (entry) => {
    const href = (entry as { payload?: Datum } | undefined)?.payload?.href;
    if (href) router.push(href);
  };
}

function ColumnChart({ data, valueLabel, axisLabel, f, color = BAR }: { data: Datum[]; valueLabel: string; axisLabel: string; f: Formats; color?: string }) {
  const open = useOpenBar();
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 16, left: 8 }}>
        <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
        <XAxis dataKey="label" tick={AXIS} stroke="currentColor" label={{ value: axisLabel, position: "insideBottom", offset: -10, fill: "currentColor", fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={AXIS} stroke="currentColor" width={56} tickFormatter={(v: number) => f.compact(v)} label={{ value: valueLabel, angle: -90, position: "insideLeft", fill: "currentColor", fontSize: 12, dy: 40 }} />
        <Tooltip
          cursor={{ fill: "currentColor", fillOpacity: 0.08 }}
          labelFormatter={(label, payload) => tooltipName(payload, label)}
          formatter={(value) => [f.integer(Number(value)), valueLabel]}
        />
        <Bar dataKey="value" name={valueLabel} fill={color} radius={[4, 4, 0, 0]} maxBarSize={56} isAnimationActive={false} onClick={open} cursor={data.some((d) => d.href) ? "pointer" : undefined} />
      </BarChart>
    </ResponsiveContainer>
  );
}

function RankChart({ data, valueLabel, f }: { data: Datum[]; valueLabel: string; f: Formats }) {
  const open = useOpenBar();
  const height = Math.max(120, data.length * 30 + 48);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 16, left: 4 }}>
        <CartesianGrid horizontal={false} stroke="currentColor" strokeOpacity={0.15} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} stroke="currentColor" tickFormatter={(v: number) => f.compact(v)} label={{ value: valueLabel, position: "insideBottom", offset: -10, fill: "currentColor", fontSize: 12 }} />
        <YAxis type="category" dataKey="label" tick={AXIS} stroke="currentColor" width={92} interval={0} />
        <Tooltip
          cursor={{ fill: "currentColor", fillOpacity: 0.08 }}
          labelFormatter={(label, payload) => tooltipName(payload, label)}
          formatter={(value) => [f.integer(Number(value)), valueLabel]}
        />
        <Bar dataKey="value" name={valueLabel} fill={BAR} radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false} onClick={open} cursor={data.some((d) => d.href) ? "pointer" : undefined} />
      </BarChart>
    </ResponsiveContainer>
  );
}

function NoData() {
  const t = useTranslations("Dashboard.charts");
  return <p className="muted py-8 text-center text-sm">{t("noData")}</p>;
}

/** The charts the dashboard always draws, and those a share page may leave out (absent: not drawn). */
type OptionalChart = "perMonth" | Breakdown;
export type ChartsToDraw = Omit<DashboardCharts, OptionalChart> & Partial<Pick<DashboardCharts, OptionalChart>>;

/** The breakdowns of an enumeration, each value with its word (named on the server: dashboard-charts.tsx). */
export type Breakdown = "seatClasses" | "seatPositions" | "flightReasons";
export type NamedCharts = Omit<ChartsToDraw, Breakdown> & Partial<Record<Breakdown, { key: string; count: number; name: string }[]>>;

/** The charts, drawn in the browser (dashboard-charts.tsx sends them only their own figures and links). */
export function DashboardChartsClient({ charts, preferences, hrefs }: { charts: NamedCharts; preferences: DisplayPreferences; hrefs?: DrillDownHrefs }) {
  const t = useTranslations("Dashboard.charts");
  const common = useTranslations("Common");
  const f = useFormats(preferences);
  const { unit } = preferences;
  const perYear = charts.perYear.map((b) => ({ label: b.year, name: b.year, value: b.flights, href: hrefs?.perYear?.[b.year] }));
  const distance = charts.perYear.map((b) => ({ label: b.year, name: b.year, value: Math.round(distanceIn(b.distanceKm, unit)), href: hrefs?.distancePerYear?.[b.year] }));
  const perMonth = charts.perMonth?.map((b) => ({ label: f.month(b.month), name: f.month(b.month, "long"), value: b.flights, href: hrefs?.perMonth?.[String(b.month)] }));
  const top = (entries: { label: string; name: string; count: number }[]) => entries.map((e) => ({ label: e.label, name: e.name, value: e.count }));
  // Names beside codes, readable without hovering: "British Airways (BA)"; routes by their codes, names below.
  const named = (entries: TopEntry[], links: Record<string, string> | undefined): RankItem[] =>
    entries.map((e) => ({ key: String(e.id), text: e.label === e.name ? e.name : `${e.name} (${e.label})`, value: e.count, href: links?.[String(e.id)] }));
  const routes: RankItem[] = charts.topRoutes.map((e) => ({ key: `${e.fromId}-${e.toId}`, text: e.label, detail: e.name, value: e.count, href: hrefs?.topRoutes?.[`${e.fromId}-${e.toId}`] }));
  const breakdown = (entries: { key: string; count: number; name: string }[], links: Record<string, string> | undefined) =>
    entries.map((e) => ({ label: e.name, name: e.name, value: e.count, href: links?.[e.key] }));
  const withHrefs = (data: Datum[], items: RankItem[]) => data.map((d, index) => ({ ...d, href: items[index]?.href }));
  const lists: { id: string; title: string; data: Datum[]; items: RankItem[]; valueLabel: string }[] = [
    { id: "top-airlines", title: t("topAirlines"), data: top(charts.topAirlines), items: named(charts.topAirlines, hrefs?.topAirlines), valueLabel: t("flights") },
    { id: "top-airports", title: t("topAirports"), data: top(charts.topAirports), items: named(charts.topAirports, hrefs?.topAirports), valueLabel: t("visits") },
    { id: "top-aircraft", title: t("topAircraft"), data: top(charts.topAircraft), items: named(charts.topAircraft, hrefs?.topAircraft), valueLabel: t("flights") },
    { id: "top-routes", title: t("topRoutes"), data: charts.topRoutes.map((e) => ({ label: e.label, name: `${e.label} (${e.name})`, value: e.count })), items: routes, valueLabel: t("flights") },
  ].map((list) => ({ ...list, data: withHrefs(list.data, list.items) }));
  const ranks = [
    { id: "seat-class", title: t("seatClass"), entries: charts.seatClasses, links: hrefs?.seatClasses, valueLabel: t("seats") },
    { id: "seat-position", title: t("seatPosition"), entries: charts.seatPositions, links: hrefs?.seatPositions, valueLabel: t("seats") },
    { id: "flight-reason", title: t("flightReason"), entries: charts.flightReasons, links: hrefs?.flightReasons, valueLabel: t("flights") },
  ].flatMap(({ entries, links, ...rank }) => (entries ? [{ ...rank, data: breakdown(entries, links) }] : []));
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2" data-testid="dashboard-charts">
      <ChartCard id="per-year" title={t("perYear")} wide rows={perYear} valueLabel={t("flights")} f={f}>
        <ColumnChart data={perYear} valueLabel={t("flights")} axisLabel={t("year")} f={f} />
      </ChartCard>
      {perMonth ? (
        <ChartCard id="per-month" title={t("perMonth")} rows={perMonth} valueLabel={t("flights")} f={f}>
          <ColumnChart data={perMonth} valueLabel={t("flights")} axisLabel={t("month")} f={f} color={BAR_ALT} />
        </ChartCard>
      ) : null}
      <ChartCard id="distance-per-year" title={t("distancePerYear", { unit })} rows={distance} valueLabel={common(UNIT_LABELS[unit])} f={f}>
        <ColumnChart data={distance} valueLabel={unit} axisLabel={t("year")} f={f} color={BAR_ALT} />
      </ChartCard>
      {lists.map((list) => (
        <ChartCard key={list.id} id={list.id} title={list.title} rows={list.data} valueLabel={list.valueLabel} f={f}>
          {list.items.length === 0 ? <NoData /> : <RankList items={list.items} />}
        </ChartCard>
      ))}
      {ranks.map((rank) => (
        <ChartCard key={rank.id} id={rank.id} title={rank.title} rows={rank.data} valueLabel={rank.valueLabel} f={f}>
          {rank.data.length === 0 ? <NoData /> : <RankChart data={rank.data} valueLabel={rank.valueLabel} f={f} />}
        </ChartCard>
      ))}
    </div>
  );
}
