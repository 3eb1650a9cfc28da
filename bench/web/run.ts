import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { hashPassword } from "@/lib/auth/password";
import { dialectOf } from "@/lib/db/client";
import { createDb } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ensureBuild, startServer, type RunningServer } from "@/test/support/production-server";
import { API_DEFAULTS, parseArgs, type BenchOptions } from "../api/args";
import { seedBenchData, type BenchData } from "../api/seed-bench-data";
import { cookieHeader, javascriptGzipKb, launchChromium, signedInContext, timeDashboardDrawn } from "./browser";
import { timePageMedian, type Credentials, type MedianTiming } from "./timing";

/**
 * `npm run bench:web`: seeds the API bench's data set (1,000,000 flights / 1,000 users by default, one user with
 * 100,000 flights and one with 2,000) into a fresh database, starts the production server with the statistics cache
 * off (every request does its work), signs in as an admin and prints the time to first byte of the dashboard and of
 * /flights (pages, a year, and the drill-downs of the busiest airline and airport, of that airport's country and
 * continent and of a seat class), of the dashboard over a year and over the last 12 months, of GET
 * /api/stats/breakdown (an admin's API key) and of the year in review (when built), the time until the dashboard's
 * charts and maps are drawn in Chromium, and the JavaScript each page ships (gzip). Medians of --runs runs. Writes
 * bench-results/bench-web-<dialect>-<time>.json.
 */

const WEB_DEFAULTS: BenchOptions = { ...API_DEFAULTS, flights: 1_000_000, users: 1_000, bigUserFlights: 100_000, mediumUserFlights: 2_000, runs: 5 };
const USAGE =
  "npm run bench:web -- [--flights 1000000] [--users 1000] [--big-user-flights 100000] [--medium-user-flights 2000] [--runs 5] [--seed 42] [--keep]\n" +
  "  [--reuse <database url printed by --keep>]: measure a database seeded before (same --flights/--users/... options) instead of seeding\n" +
  "SQLite (a temp file) by default; PostgreSQL (a fresh database on that server) when DATABASE_URL is postgres://.";
const TARGETS = { dashboardTtfbMs: 150, breakdownApiTtfbMs: 150, reviewTtfbMs: 300, flightsTtfbMs: 100, drawnMs: 1000, dashboardJsKb: 300, otherJsKb: 150 };
const ADMIN_PASSWORD = "bench-admin-password-1";

function fmt(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

/** `--reuse <url>` (or `--reuse=<url>`), taken out of argv: the database a run with --keep left behind. */
function takeReuse(argv: string[]): string | undefined {
  const at = argv.findIndex((arg) => arg === "--reuse" || arg.startsWith("--reuse="));
  if (at < 0) return undefined;
  const [arg] = argv.splice(at, 1);
  const url = arg!.includes("=") ? arg!.slice(arg!.indexOf("=") + 1) : argv.splice(at, 1)[0];
  if (!url) throw new Error("--reuse needs a database url");
  return url;
}

/** The seeder's fixed users (bench/api/seed-bench-data.ts), read back from a database it seeded before. */
async function reusedBenchData(db: TestDb["db"], options: BenchOptions): Promise<BenchData> {
  const bigUserId = "bench-user-0000";
  const mediumUserId = options.mediumUserFlights > 0 ? "bench-user-0002" : null;
  const [flights, seats, firstBig] = await Promise.all([
    db.flight.count(),
    db.seat.count(),
    db.seat.findFirst({ where: { userId: bigUserId }, select: { flightId: true }, orderBy: { flightId: "asc" } }),
  ]);
  if (flights === 0 || !firstBig) throw new Error("--reuse: that database holds no bench data");
  return {
    referenceSource: "reference data",
    airports: 0,
    bigUserId,
    mediumUserId,
    adminUserId: "bench-user-0001",
    bigUserFlightIds: [firstBig.flightId],
    flights,
    seats,
    timings: { referenceMs: 0, generateMs: 0, flightsMs: 0 },
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const reuse = takeReuse(argv);
  // a smaller --flights alone scales the two fixed users down with it (a tenth each at most)
  const given = (name: string) => argv.some((arg) => arg === name || arg.startsWith(`${name}=`));
  const flightsGiven = parseArgs(argv, { ...WEB_DEFAULTS, bigUserFlights: 0, mediumUserFlights: 0 }, USAGE).flights;
  const defaults = {
    ...WEB_DEFAULTS,
    bigUserFlights: given("--big-user-flights") ? 0 : Math.min(WEB_DEFAULTS.bigUserFlights, Math.floor(flightsGiven / 10)),
    mediumUserFlights: given("--medium-user-flights") ? 0 : Math.min(WEB_DEFAULTS.mediumUserFlights, Math.floor(flightsGiven / 10)),
  };
  const options = parseArgs(argv, defaults, USAGE);
  const serverUrl = process.env.DATABASE_URL ?? "";
  // createTestDb makes the fresh database: on the PostgreSQL server of DATABASE_URL, else a SQLite temp file
  if (/^postgres(ql)?:\/\//i.test(serverUrl)) process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;

  ensureBuild();
  const testDb: TestDb = reuse ? { db: createDb(reuse), url: reuse, cleanup: async () => undefined } : await createTestDb();
  const dialect = dialectOf(testDb.db);
  let server: RunningServer | undefined;
  const browser = await launchChromium();
  try {
    if (!reuse) console.log(`seeding ${options.flights} flights for ${options.users} users on ${dialect} …`);
    const data = reuse ? await reusedBenchData(testDb.db, options) : await seedBenchData(testDb.db, testDb.url, dialect, options);
    if (reuse) console.log(`reusing ${data.flights} flights / ${data.seats} seats in ${reuse}`);
    else console.log(`seeded ${data.flights} flights / ${data.seats} seats in ${fmt(data.timings.flightsMs / 1000)} s`);
    // the seeder's admin (bench1) has no password: give it one to sign in through the form
    const admin = await testDb.db.user.update({ where: { id: data.adminUserId }, data: { passwordHash: await hashPassword(ADMIN_PASSWORD) }, select: { username: true } });
    server = await startServer({ databaseUrl: testDb.url, env: { CONTRAIL_STATS_CACHE: "off", NODE_OPTIONS: options.serverNodeOptions } });
    const base = server.baseUrl;
    const context = await signedInContext(browser, base, admin.username, ADMIN_PASSWORD);
    const session: Credentials = { cookie: await cookieHeader(context) };
    // the API takes keys only (lib/api/transport/authenticate.ts); a fresh name each run, since names are unique per user
    const apiKey: Credentials = { authorization: `Bearer ${(await createApiKey(testDb.db, data.adminUserId, { name: `bench-web-${Date.now()}` })).key}` };
    // the last whole year: the seeded flights run from 2005 to a few months ahead
    const year = new Date().getUTCFullYear() - 1;

    // scope travels as search parameters on every page (lib/users/page-scope.ts) and on the API
    const userScope = (id: string) => `scope=user&userId=${encodeURIComponent(id)}`;
    const big = `user with ${options.bigUserFlights} flights`;
    const bigScope = userScope(data.bigUserId);
    // the drill-downs of the scope's busiest airline, airport and airframe, and of the continent and country of its busiest airport
    const [topAirline, topAirport, topAirframe] = await Promise.all([
      testDb.db.statAirline.findFirst({ where: { scope: "*" }, orderBy: [{ flights: "desc" }, { airlineId: "asc" }], select: { airlineId: true } }),
      testDb.db.statAirport.findFirst({ where: { scope: "*" }, orderBy: [{ flights: "desc" }, { airportId: "asc" }], select: { airportId: true } }),
      testDb.db.statBreakdown.findFirst({ where: { scope: "*", kind: "airframe", key: { not: "" } }, orderBy: [{ count: "desc" }, { key: "asc" }], select: { key: true } }),
    ]);
    const busiest = topAirport ? await testDb.db.airport.findUnique({ where: { id: topAirport.airportId }, select: { country: true, continent: true } }) : null;
    const drillDowns: [string, string][] = [
      ...(topAirline ? ([["the busiest airline", `airline=${topAirline.airlineId}`]] as [string, string][]) : []),
      ...(topAirport ? ([["the busiest airport", `airport=${topAirport.airportId}`]] as [string, string][]) : []),
      ...(busiest ? ([[`country ${busiest.country}`, `country=${busiest.country}`], [`continent ${busiest.continent}`, `continent=${busiest.continent}`]] as [string, string][]) : []),
      ...(topAirframe ? ([["the busiest airframe", `airframe=${encodeURIComponent(topAirframe.key)}`]] as [string, string][]) : []),
      ["business class", "class=business"],
    ];
    /** [name, path, credentials, a 404 means "not built" rather than a failure] */
    type Timed = [string, string, Credentials, boolean];
    const pages: Timed[] = [
      ["/ scope all", "/?scope=all", session, false],
      [`/ ${big}`, `/?${bigScope}`, session, false],
      ...(data.mediumUserId ? ([[`/ user with ${options.mediumUserFlights} flights`, `/?${userScope(data.mediumUserId)}`, session, false]] as Timed[]) : []),
      [`/ scope all, ${year}`, `/?scope=all&year=${year}`, session, false],
      ["/ scope all, last 12 months", "/?scope=all&range=12m", session, false],
      [`/ ${big}, ${year}`, `/?${bigScope}&year=${year}`, session, false],
      [`/ ${big}, last 12 months`, `/?${bigScope}&range=12m`, session, false],
      ["GET /api/stats/breakdown scope all", "/api/stats/breakdown?scope=all", apiKey, false],
      [`GET /api/stats/breakdown ${big}`, `/api/stats/breakdown?${bigScope}`, apiKey, false],
      [`GET /api/stats/breakdown scope all, ${year}`, `/api/stats/breakdown?scope=all&year=${year}`, apiKey, false],
      ["GET /api/stats/breakdown scope all, last 12 months", "/api/stats/breakdown?scope=all&range=12m", apiKey, false],
      [`/review/${year} scope all`, `/review/${year}?scope=all`, session, true],
      [`/review/${year} ${big}`, `/review/${year}?${bigScope}`, session, true],
      ["/flights scope all, first page", "/flights?scope=all", session, false],
      ["/flights scope all, last page", "/flights?scope=all&page=last", session, false],
      [`/flights ${big}, first page`, `/flights?${bigScope}`, session, false],
      [`/flights ${big}, last page`, `/flights?${bigScope}&page=last`, session, false],
      ...(data.mediumUserId
        ? ([[`/flights user with ${options.mediumUserFlights} flights, first page`, `/flights?${userScope(data.mediumUserId)}`, session, false]] as Timed[])
        : []),
      ["/flights scope all, 100 per page, one year", "/flights?scope=all&size=100&year=2015", session, false],
      ...drillDowns.map(([name, filter]): Timed => [`/flights scope all, drill-down: ${name}`, `/flights?scope=all&completed=1&${filter}`, session, false]),
    ];
    const ttfb: Record<string, { path: string; notBuilt?: true } & Partial<MedianTiming>> = {};
    for (const [name, pagePath, credentials, absentOk] of pages) {
      const timing = await timePageMedian(`${base}${pagePath}`, credentials, options.runs, absentOk);
      ttfb[name] = timing ? { path: pagePath, ...timing } : { path: pagePath, notBuilt: true };
      if (timing) console.log(`${name.padEnd(52)} TTFB ${fmt(timing.ttfbMs).padStart(8)} ms   full page ${fmt(timing.totalMs).padStart(8)} ms`);
      else console.log(`${name.padEnd(52)} not built (404)`);
    }

    const drawn: Record<string, Awaited<ReturnType<typeof timeDashboardDrawn>>> = {};
    // the all-time dashboards only: the ranged ones draw the same charts
    for (const [name, pagePath] of pages.filter(([, p]) => p.startsWith("/?") && !/[?&](year|range)=/.test(p))) {
      drawn[name] = await timeDashboardDrawn(context, pagePath, options.runs);
      console.log(`drawn: ${name.padEnd(44)} ${fmt(drawn[name].medianMs, 0).padStart(6)} ms (${drawn[name].charts} charts, ${drawn[name].maps} maps; runs ${drawn[name].runsMs.join(", ")})`);
    }

    const flightId = data.bigUserFlightIds[0] ?? 1;
    const weights: Record<string, { path: string; kb: number; scripts: number }> = {};
    const weighed: [string, string, Parameters<typeof javascriptGzipKb>[2]][] = [
      ["dashboard", "/?scope=all", (page) => page.waitForFunction("document.querySelector('[data-testid=dashboard-charts] .recharts-surface')", undefined, { timeout: 120_000 })],
      ["flights", "/flights?scope=all", (page) => page.getByRole("heading", { name: "Flights" }).waitFor()],
      ["flight detail", `/flights/${flightId}`, (page) => page.getByTestId("route-map").waitFor()],
      ["settings", "/settings", (page) => page.getByRole("heading", { level: 1 }).waitFor()],
    ];
    for (const [name, pagePath, ready] of weighed) {
      weights[name] = { path: pagePath, ...(await javascriptGzipKb(context, pagePath, ready)) };
      console.log(`JS ${name.padEnd(14)} ${fmt(weights[name].kb).padStart(7)} KB gzip in ${weights[name].scripts} scripts`);
    }
    await context.close();

    const result = {
      dialect,
      options: { flights: options.flights, users: options.users, bigUserFlights: options.bigUserFlights, mediumUserFlights: options.mediumUserFlights, runs: options.runs },
      seeded: { flights: data.flights, seats: data.seats, seconds: data.timings.flightsMs / 1000 },
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
      statisticsCache: "off",
      targets: TARGETS,
      ttfb,
      drawn,
      javascriptGzip: weights,
    };
    const dir = path.join(process.cwd(), "bench-results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `bench-web-${dialect}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await browser.close().catch(() => undefined);
    await server?.stop();
    if (reuse) await testDb.db.$disconnect();
    else if (options.keep) console.log(`kept the database: ${testDb.url}`);
    else await testDb.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
