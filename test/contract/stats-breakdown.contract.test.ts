import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { rangeParamsOf } from "@/lib/api/schemas/query-params";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
import { getRangedBreakdown } from "@/lib/stats/breakdown/ranged-breakdown";
import { authorized, type ScopeRequest } from "@/test/support/authorized-scope";
import { expectError, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call } from "./http";
import type { UserName } from "./seed";

const { baseUrl, databaseUrl, seed } = contractContext();
const breakdown = (key: string | null, query = "") => call(baseUrl, `/api/stats/breakdown${query}`, key);
const stats = (key: string | null, query = "") => call(baseUrl, `/api/stats${query}`, key);
const EVERYONE: UserName[] = ["alice", "bob", "admin", "owner", "demoted", "carol"];
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
afterAll(() => db.$disconnect());

/** What getStatsBreakdown, the function the dashboard page renders, answers for the same caller and scope. */
async function pageFigures(user: UserName, request: ScopeRequest) {
  const scope = await authorized(db, { userId: seed.users[user].id, role: seed.users[user].role }, request);
  return (await getStatsBreakdown(db, scope, new Date())).breakdown;
}

describe("GET /api/stats/breakdown: the dashboard's figures", () => {
  it.each(EVERYONE)("%s: scope mine (omitted or named) equals getStatsBreakdown, the dashboard's function", async (user) => {
    for (const query of ["", "?scope=mine", `?scope=mine&userId=${seed.users.bob.id}`]) {
      const body = expectSuccess(await breakdown(seed.keys[user], query));
      expect(Object.keys(body).sort()).toEqual(["breakdown", "success"]);
      expect(body.breakdown, `${user} ${query}`).toEqual(await pageFigures(user, { kind: "mine" }));
    }
  });

  it("counts what /api/stats counts: the flights per weekday add up to its completed flights, those per hour to no more, for alice and everyone", async () => {
    for (const [key, query] of [[seed.keys.alice, ""], [seed.keys.owner, "?scope=all"]] as const) {
      const figures = expectSuccess(await breakdown(key, query)).breakdown as {
        perWeekday: { count: number }[];
        perHour: { hour: number; count: number }[];
        records: { longestByDistance: unknown };
      };
      const totals = expectSuccess(await stats(key, query)).stats as { flights: number };
      expect(figures.perWeekday.reduce((n, e) => n + e.count, 0)).toBe(totals.flights);
      // 24 hours, the flights without a departure time left out
      expect(figures.perHour.map((e) => e.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
      expect(figures.perHour.reduce((n, e) => n + e.count, 0)).toBeLessThanOrEqual(totals.flights);
      expect(figures.records.longestByDistance).not.toBeNull();
    }
  });

  it.each(["admin", "owner"] as const)("%s: scope=user and scope=all give that scope's figures", async (user) => {
    for (const whose of ["alice", "bob", "carol"] as const) {
      const body = expectSuccess(await breakdown(seed.keys[user], `?scope=user&userId=${encodeURIComponent(seed.users[whose].id)}`));
      expect(body.breakdown, whose).toEqual(await pageFigures(user, { kind: "user", userId: seed.users[whose].id }));
    }
    const all = expectSuccess(await breakdown(seed.keys[user], "?scope=all"));
    expect(all.breakdown).toEqual(await pageFigures(user, { kind: "all" }));
  });
});

/** What getRangedBreakdown, the function the dashboard page renders for a period, answers for the same caller, scope and period. */
async function periodFigures(user: UserName, request: ScopeRequest, query: string) {
  const scope = await authorized(db, { userId: seed.users[user].id, role: seed.users[user].role }, request);
  const now = new Date();
  const range = rangeParamsOf(new URLSearchParams(query), now)!;
  const { totals, breakdown } = await getRangedBreakdown(db, scope, now, range);
  return { period: { since: range.since, until: range.until }, totals, breakdown };
}

describe("GET /api/stats/breakdown with a period: the dashboard's figures for it", () => {
  const periods = ["year=2024", "year=2023", "year=1999", "range=12m", "since=2023-06-15&until=2024-03-31", "since=2024-01-01", "until=2022-12-31"];

  it.each(periods)("alice, %s: equals getRangedBreakdown, the dashboard's function for a period", async (period) => {
    const body = expectSuccess(await breakdown(seed.keys.alice, `?${period}`));
    expect(Object.keys(body).sort()).toEqual(["breakdown", "period", "success", "totals"]);
    const { success: _, ...answer } = body;
    expect(answer).toEqual(await periodFigures("alice", { kind: "mine" }, period));
  });

  it("an admin's scope=user and scope=all with a period give that scope's figures for it", async () => {
    for (const period of ["year=2024", "year=2022", "since=2021-01-01&until=2022-12-31"]) {
      const { success: _user, ...bob } = expectSuccess(await breakdown(seed.keys.admin, `?scope=user&userId=${encodeURIComponent(seed.users.bob.id)}&${period}`));
      expect(bob, period).toEqual(await periodFigures("admin", { kind: "user", userId: seed.users.bob.id }, period));
      const { success: _all, ...all } = expectSuccess(await breakdown(seed.keys.owner, `?scope=all&${period}`));
      expect(all, period).toEqual(await periodFigures("owner", { kind: "all" }, period));
    }
  });

  it("counts the period's completed flights: a year, a flight known only to its month, and all time equal to /api/stats", async () => {
    const totalsOf = async (query: string) => (expectSuccess(await breakdown(seed.keys.alice, query)).totals as { flights: number }).flights;
    // 2024: ZRH→LHR and back; 2023: a date-only flight and the shared one; 2022: the one known only to July
    expect([await totalsOf("?year=2024"), await totalsOf("?year=2023"), await totalsOf("?year=2022"), await totalsOf("?year=2021")]).toEqual([2, 2, 1, 0]);
    expect(await totalsOf("?since=2022-07-01&until=2022-07-01")).toBe(1);
    expect(await totalsOf("?since=2022-07-02&until=2022-07-31")).toBe(0);
    for (const [key, query] of [[seed.keys.alice, ""], [seed.keys.owner, "?scope=all"]] as const) {
      const ranged = expectSuccess(await breakdown(key, `${query}${query ? "&" : "?"}since=0001-01-01`));
      const { flights, distanceKm, durationSeconds, airports } = expectSuccess(await stats(key, query)).stats as Record<string, number>;
      expect(ranged.totals).toEqual({ flights, distanceKm, durationSeconds, airports });
      const whole = expectSuccess(await breakdown(key, query)).breakdown as Record<string, unknown>;
      const period = ranged.breakdown as Record<string, unknown>;
      for (const field of ["perYear", "perMonth", "topAirlines", "topAirports", "topAircraft", "topRoutes", "seatClasses", "seatPositions", "flightReasons", "countries", "continents"]) {
        expect(period[field], `${query} ${field}`).toEqual(whole[field]);
      }
      const [co2, wholeCo2] = [period.co2, whole.co2] as { kg: number; seats: number }[];
      expect(co2!.seats).toBe(wholeCo2!.seats);
      expect(co2!.kg).toBeCloseTo(wholeCo2!.kg, 0);
    }
  });

  it.each([
    ["?year=24", "year: must be a year of four digits, 0001 to 9999"],
    ["?year=0000", "year: must be a year of four digits, 0001 to 9999"],
    ["?range=6m", "range: must be 12m (the last 12 months)"],
    ["?since=2025-13-01", "since: must be a date, YYYY-MM-DD"],
    ["?since=", "since: must be a date, YYYY-MM-DD"],
    ["?until=2023-02-29", "until: must be a date, YYYY-MM-DD"],
    ["?since=2024-05-01&until=2024-04-30", "since: must not be after until"],
    ["?year=2024&range=12m", "give one period: year, range, or since and until"],
    ["?year=2024&until=2024-06-30", "give one period: year, range, or since and until"],
    ["?year=2024&year=2023", "year must be given at most once"],
    ["?scope=all&since=2024-01-01&since=2024-02-01", "since must be given at most once"],
  ])("%s: 400 naming the parameter", async (query, message) => {
    expectError(await breakdown(seed.keys.owner, query), 400, message);
  });

  it("a period does not widen a scope: a regular user's scope=all or another user's figures stay 403", async () => {
    expectError(await breakdown(seed.keys.bob, "?scope=all&year=2024"), 403, "Forbidden");
    expectError(await breakdown(seed.keys.alice, `?scope=user&userId=${seed.users.bob.id}&range=12m`), 403, "Forbidden");
    expectError(await breakdown(null, "?year=2024"), 401, "Unauthorized");
  });
});

describe("GET /api/stats/breakdown: the same refusals as /api/stats", () => {
  it("without a key or with a bad one: 401 Unauthorized", async () => {
    expectError(await breakdown(null), 401, "Unauthorized");
    expectError(await breakdown("ct_not-a-key"), 401, "Unauthorized");
    expectError(await breakdown(seed.keys.revoked), 401, "Unauthorized");
  });

  it.each(EVERYONE)("%s: every refused or invalid scope gets exactly /api/stats' answer", async (user) => {
    const { alice, bob } = seed.users;
    const queries = [
      "?scope=all",
      `?scope=user&userId=${alice.id}`,
      "?scope=user",
      "?scope=user&userId=",
      "?scope=user&userId=nobody",
      "?scope=",
      "?scope=MINE",
      "?scope=mine&scope=all",
      `?scope=user&userId=${alice.id}&userId=${bob.id}`,
    ];
    for (const query of queries) {
      const [ours, theirs] = [await breakdown(seed.keys[user], query), await stats(seed.keys[user], query)];
      // an admin's allowed scopes answer 200 on both, each with its own figures
      if (theirs.status === 200) expect(ours.status, `${user} ${query}`).toBe(200);
      else expect([ours.status, ours.json], `${user} ${query}`).toEqual([theirs.status, theirs.json]);
    }
  });

  it("a regular user asking for another user's or everyone's figures is 403 Forbidden; an unknown user is 404 for an admin", async () => {
    expectError(await breakdown(seed.keys.alice, `?scope=user&userId=${seed.users.bob.id}`), 403, "Forbidden");
    expectError(await breakdown(seed.keys.bob, "?scope=all"), 403, "Forbidden");
    expectError(await breakdown(seed.keys.admin, "?scope=user&userId=nobody"), 404, "User not found");
    expectError(await breakdown(seed.keys.admin, "?scope=everyone"), 400, "Invalid scope");
  });
});
