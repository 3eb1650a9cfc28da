import { pickHrefs, type DrillDownHrefs, type DrillFigure } from "@/lib/stats/dashboard/drill-down";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { DashboardChartsClient, type ChartsToDraw } from "./dashboard-charts-client";

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

/**
 * The dashboard's charts. A client component's props travel with the page as its data, so the charts are given their
 * own figures and links only, not the whole breakdown and every drill-down of the page (the map's thousand routes).
 * A chart whose figures are absent is not drawn (a share page's, lib/share/share-view.ts).
 */
export function DashboardChartsView({ charts, preferences, hrefs }: { charts: ChartsToDraw; preferences: DisplayPreferences; hrefs?: DrillDownHrefs }) {
  const { perYear, perMonth, topAirlines, topAirports, topAircraft, topRoutes, seatClasses, seatPositions, flightReasons } = charts;
  const own: ChartsToDraw = { perYear, perMonth, topAirlines, topAirports, topAircraft, topRoutes, seatClasses, seatPositions, flightReasons };
  return <DashboardChartsClient charts={own} preferences={{ unit: preferences.unit, dateFormat: preferences.dateFormat, clock: preferences.clock }} hrefs={hrefs && pickHrefs(hrefs, CHART_FIGURES)} />;
}
