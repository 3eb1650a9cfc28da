/**
 * Server-side timing of each statement the dashboard (all time and over a period), GET /api/stats/breakdown and
 * /flights run, on a database `npm run bench:web -- --keep` left behind (no server, no HTTP): the median of --runs
 * calls of each reader, per scope.
 *   npx tsx --conditions=react-server bench/web/time-queries.ts <database url> [--runs 5] [--only <part of a reader's name>]
 */
import { createDb, type Db } from "@/lib/db/client";
import { authorizeScope, type AuthorizedScope } from "@/lib/scope/authorized-scope";
import { getStats } from "@/lib/stats/get-stats";
import { getCo2Totals } from "@/lib/stats/co2/co2-totals";
import { getDashboardCharts, dashboardFilter } from "@/lib/stats/dashboard/get-dashboard-charts";
import { flightReasonBreakdown, seatClassBreakdown, seatPositionBreakdown } from "@/lib/stats/dashboard/breakdowns";
import { flightsPerMonth, flightsPerYear } from "@/lib/stats/dashboard/flights-over-time";
import { upcomingFlightGroups, upcomingSeatGroups } from "@/lib/stats/dashboard/upcoming-flights";
import { topAircraft, topAirlines, topAirports, topRoutes } from "@/lib/stats/dashboard/top-lists";
import { getRouteMap, MAP_ROUTE_MAX } from "@/lib/stats/dashboard/route-map";
import { parseDashboardRange } from "@/lib/stats/dashboard/dashboard-range";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
import { flightRecords } from "@/lib/stats/breakdown/records";
import { flightsPerWeekday, topAirframes, upcomingKeyGroups } from "@/lib/stats/breakdown/weekday-airframes";
import { flightListChoices, flightYears, searchFlights } from "@/lib/flights/search-flights";
import { getYearReview } from "@/lib/review/get-year-review";
import { reviewYearRange } from "@/lib/review/review-year";
import { firstVisits } from "@/lib/review/first-visits";
import { longestJourneyOfYear } from "@/lib/review/longest-journey";
import { periodCo2Totals } from "@/lib/stats/co2/co2-period";
import { periodFlightRecords } from "@/lib/stats/breakdown/records";
import { getRangedDashboard, getRangedFigures, rangedFlightSource } from "@/lib/stats/dashboard/ranged-dashboard";
import { getProfile } from "@/lib/users/preferences";
import { findUserSummary } from "@/lib/users/list-users";
import { median } from "./timing";

const ADMIN = { userId: "bench-user-0001", role: "admin" as const };

async function timed(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function readers(db: Db, scope: AuthorizedScope, now: Date): Promise<[string, () => Promise<unknown>][]> {
  const filter = dashboardFilter(scope, now);
  const [upcomingFlights, upcomingSeats] = [await upcomingFlightGroups(db, filter), await upcomingSeatGroups(db, filter)];
  const upcomingKeys = await upcomingKeyGroups(db, filter);
  // the last whole year, as bench/web/run.ts times it
  const year = String(now.getUTCFullYear() - 1);
  const yearRange = parseDashboardRange((name) => (name === "year" ? year : null), now)!;
  const lastMonths = parseDashboardRange((name) => (name === "range" ? "12m" : null), now)!;
  const source = await rangedFlightSource(db, scope.subjectUserId);
  const yearAirports = (await getRangedDashboard(db, scope, now, yearRange, MAP_ROUTE_MAX)).map.airports;
  return [
    ["getStats", () => getStats(db, scope, now)],
    ["getDashboardCharts (all)", () => getDashboardCharts(db, scope, now)],
    ["  upcomingFlightGroups", () => upcomingFlightGroups(db, filter)],
    ["  upcomingSeatGroups", () => upcomingSeatGroups(db, filter)],
    ["  flightsPerYear", () => flightsPerYear(db, filter, upcomingFlights)],
    ["  flightsPerMonth", () => flightsPerMonth(db, filter, upcomingFlights)],
    ["  topAirlines", () => topAirlines(db, filter)],
    ["  topAirports", () => topAirports(db, filter)],
    ["  topAircraft", () => topAircraft(db, filter)],
    ["  topRoutes", () => topRoutes(db, filter)],
    ["  seatClassBreakdown", () => seatClassBreakdown(db, filter, upcomingSeats)],
    ["  seatPositionBreakdown", () => seatPositionBreakdown(db, filter, upcomingSeats)],
    ["  flightReasonBreakdown", () => flightReasonBreakdown(db, filter, upcomingFlights)],
    ["getCo2Totals", () => getCo2Totals(db, scope, now)],
    ["getRouteMap", () => getRouteMap(db, scope, now)],
    ["getStatsBreakdown (the API)", () => getStatsBreakdown(db, scope, now)],
    ["  flightRecords", () => flightRecords(db, filter)],
    ["  upcomingKeyGroups", () => upcomingKeyGroups(db, filter)],
    ["  flightsPerWeekday", () => flightsPerWeekday(db, filter, upcomingKeys)],
    ["  topAirframes", () => topAirframes(db, filter, upcomingKeys)],
    [`getRangedDashboard year ${year}`, () => getRangedDashboard(db, scope, now, yearRange, MAP_ROUTE_MAX)],
    ["getRangedDashboard last 12 months", () => getRangedDashboard(db, scope, now, lastMonths, MAP_ROUTE_MAX)],
    [`getYearReview ${year}`, () => getYearReview(db, scope, Number(year), now)],
    ["  getRangedFigures (year before)", () => getRangedFigures(db, scope, now, reviewYearRange(Number(year) - 1))],
    ["  periodFlightRecords", () => periodFlightRecords(db, source, scope.subjectUserId, reviewYearRange(Number(year)), now)],
    ["  periodCo2Totals", () => periodCo2Totals(db, source, scope.subjectUserId, reviewYearRange(Number(year)), now)],
    ["  firstVisits", () => firstVisits(db, scope.subjectUserId, Number(year), yearAirports, now)],
    ["  longestJourneyOfYear", () => (scope.subjectUserId === null ? Promise.resolve(null) : longestJourneyOfYear(db, scope.subjectUserId, Number(year), now))],
    ["searchFlights first page", () => searchFlights(db, { scope, now })],
    ["searchFlights last page", () => searchFlights(db, { scope, now, page: "last" })],
    ["searchFlights year 2015, 100", () => searchFlights(db, { scope, now, year: 2015, pageSize: 100 })],
    ["flightListChoices", () => flightListChoices(db, scope)],
    ["  flightYears", () => flightYears(db, scope)],
  ];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const url = args[0];
  if (!url) throw new Error("usage: time-queries.ts <database url> [--runs 5] [--only <part of a reader's name>]");
  const runsAt = args.indexOf("--runs");
  const runs = runsAt < 0 ? 5 : Number(args[runsAt + 1]);
  const onlyAt = args.indexOf("--only");
  const only = onlyAt < 0 ? "" : (args[onlyAt + 1] ?? "");
  const db = createDb(url);
  const now = new Date();
  try {
    const scopes: [string, AuthorizedScope][] = [
      ["all", await authorizeScope(db, ADMIN, { scope: "all" })],
      ["big user", await authorizeScope(db, ADMIN, { scope: "user", userId: "bench-user-0000" })],
      ["medium user", await authorizeScope(db, ADMIN, { scope: "user", userId: "bench-user-0002" })],
    ];
    console.log(`getProfile ${(await timed(runs, () => getProfile(db, ADMIN.userId))).toFixed(2)} ms; findUserSummary ${(await timed(runs, () => findUserSummary(db, "bench-user-0000"))).toFixed(2)} ms`);
    for (const [label, scope] of scopes) {
      console.log(`— scope ${label}`);
      for (const [name, work] of (await readers(db, scope, now)).filter(([name]) => name.includes(only))) console.log(`${name.padEnd(34)} ${(await timed(runs, work)).toFixed(2).padStart(9)} ms`);
    }
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
