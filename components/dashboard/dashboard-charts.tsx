import type { DistanceUnit } from "@/components/format/units";
import { pickHrefs, type DrillDownHrefs, type DrillFigure } from "@/lib/stats/dashboard/drill-down";
import type { DashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import { DashboardChartsClient } from "./dashboard-charts-client";

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
 * `seatCharts` false: without the seat class and position charts (a share page that hides seats).
 */
export function DashboardChartsView({ charts, unit, seatCharts = true, hrefs }: { charts: DashboardCharts; unit: DistanceUnit; seatCharts?: boolean; hrefs?: DrillDownHrefs }) {
  const { perYear, perMonth, topAirlines, topAirports, topAircraft, topRoutes, seatClasses, seatPositions, flightReasons } = charts;
  const own: DashboardCharts = { perYear, perMonth, topAirlines, topAirports, topAircraft, topRoutes, seatClasses, seatPositions, flightReasons };
  return <DashboardChartsClient charts={own} unit={unit} seatCharts={seatCharts} hrefs={hrefs && pickHrefs(hrefs, CHART_FIGURES)} />;
}
