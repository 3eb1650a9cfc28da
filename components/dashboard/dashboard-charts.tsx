import { useTranslations } from "next-intl";
import { enumLabel, FLIGHT_REASON_KEYS, SEAT_CLASS_KEYS, SEAT_POSITION_KEYS, type EnumKey } from "@/components/format/enum-keys";
import { pickHrefs, type DrillDownHrefs, type DrillFigure } from "@/lib/stats/dashboard/drill-down";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { DashboardChartsClient, type Breakdown, type ChartsToDraw, type NamedCharts } from "./dashboard-charts-client";

/** The figures the charts open (every other figure's links stay out of the charts' props). */
const CHART_FIGURES: readonly DrillFigure[] = [
  "perYear",
  "distancePerYear",
  "perMonth",
  "topAirlines",
  "topAirports",
  "topAircraft",
  "topRoutes",
  "seatClasses",
  "seatPositions",
  "flightReasons",
];

/** Each breakdown its own list: "business" is a seat class and a flight's reason, worded apart in some languages. */
const BREAKDOWN_KEYS: Record<Breakdown, Readonly<Record<string, EnumKey>>> = { seatClasses: SEAT_CLASS_KEYS, seatPositions: SEAT_POSITION_KEYS, flightReasons: FLIGHT_REASON_KEYS };

/**
 * The dashboard's charts. A client component's props travel with the page as its data, so the charts are given their
 * own figures and links only, not the whole breakdown and every drill-down of the page (the map's thousand routes).
 * A chart whose figures are absent is not drawn (a share page's, lib/share/share-view.ts). The breakdowns' values are
 * named here, so a page carries the words of the charts it draws, not every enumeration's.
 */
export function DashboardChartsView({ charts, preferences, hrefs }: { charts: ChartsToDraw; preferences: DisplayPreferences; hrefs?: DrillDownHrefs }) {
  const root = useTranslations();
  const t = useTranslations("Dashboard.charts");
  const named = (breakdown: Breakdown) =>
    charts[breakdown]?.map((entry) => ({ ...entry, name: entry.key === "unknown" ? t("notRecorded") : enumLabel(root, BREAKDOWN_KEYS[breakdown], entry.key) }));
  const { perYear, perMonth, topAirlines, topAirports, topAircraft, topRoutes } = charts;
  const own: NamedCharts = { perYear, perMonth, topAirlines, topAirports, topAircraft, topRoutes, seatClasses: named("seatClasses"), seatPositions: named("seatPositions"), flightReasons: named("flightReasons") };
  return <DashboardChartsClient charts={own} preferences={{ unit: preferences.unit, dateFormat: preferences.dateFormat, clock: preferences.clock }} hrefs={hrefs && pickHrefs(hrefs, CHART_FIGURES)} />;
}
