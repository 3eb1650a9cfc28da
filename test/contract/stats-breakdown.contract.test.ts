import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
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
