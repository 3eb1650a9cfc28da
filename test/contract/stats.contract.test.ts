import { describe, expect, it } from "vitest";
import { expectError, expectStatsShape, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { expectedStats, flightsOf } from "./expected-stats";
import { call } from "./http";
import type { UserName } from "./seed";

const { baseUrl, seed } = contractContext();
const stats = (key: string, query = "") => call(baseUrl, `/api/stats${query}`, key);
const PRIVILEGED = ["admin", "owner"] as const;
const EVERYONE: UserName[] = ["alice", "bob", "admin", "owner", "demoted", "carol"];

describe("GET /api/stats, scope mine (rule 1)", () => {
  it.each(EVERYONE)("%s: omitted scope and scope=mine give the caller's own statistics", async (user) => {
    const expected = expectedStats(seed, flightsOf(seed, user));
    for (const query of ["", "?scope=mine", `?scope=mine&userId=${seed.users.bob.id}`, "?scope=mine&userId=nobody"]) {
      const body = expectSuccess(await stats(seed.keys[user], query));
      expect(Object.keys(body).sort()).toEqual(["stats", "success"]);
      expectStatsShape(body.stats);
      expect(body.stats, `${user} ${query}`).toEqual(expected);
    }
  });

  it("the two travellers' statistics never mix: a shared flight counts for both, solo flights for one", async () => {
    const alice = expectSuccess(await stats(seed.keys.alice)).stats as { flights: number };
    const bob = expectSuccess(await stats(seed.keys.bob)).stats as { flights: number };
    expect(alice).not.toEqual(bob);
    expect(alice.flights).toBe(seed.flights.filter((f) => f.completed && f.holders.includes("alice")).length);
    expect(bob.flights).toBe(seed.flights.filter((f) => f.completed && f.holders.includes("bob")).length);
  });

  it("alice's statistics: the tie on aircraft goes to the smallest id, future and today's flights are not counted", async () => {
    const body = expectSuccess(await stats(seed.keys.alice));
    const s = body.stats as Record<string, { icao?: string; count?: number; from?: { iata: string }; to?: { iata: string } } | number>;
    // A20N, A320 and B77W once each: A320 was inserted first (smallest id)
    expect(s.topAircraft).toMatchObject({ icao: "A320", count: 1 });
    expect(s.topAirline).toMatchObject({ icao: "SWR", iata: "LX", count: 2 });
    expect(s.topRoute).toMatchObject({ from: { iata: "ZRH" }, to: { iata: "LHR" }, count: 2 });
    expect(s.durationSeconds).toBe(6600 + 6000 + 30600);
    expect(s.flights).toBe(5);
  });

  it("a user without flights gets zeros and null top entries, every key present", async () => {
    const body = expectSuccess(await stats(seed.keys.carol));
    expect(body.stats).toEqual({
      flights: 0, distanceKm: 0, durationSeconds: 0, airports: 0,
      topAirline: null, topAirport: null, topAircraft: null, topRoute: null,
    });
  });
});

describe("GET /api/stats, scopes user and all (rules 2, 3)", () => {
  it.each(["alice", "bob", "carol"] as const)("regular user %s is refused user and all scopes with 403", async (user) => {
    for (const query of ["?scope=all", `?scope=user&userId=${seed.users.alice.id}`, `?scope=user&userId=${seed.users[user].id}`, "?scope=user", "?scope=user&userId=", "?scope=user&userId=nobody", "?scope=all&userId=x"]) {
      expectError(await stats(seed.keys[user], query), 403, "Forbidden");
    }
  });

  it.each(PRIVILEGED)("%s: scope=all covers every flight, a shared flight once", async (user) => {
    const body = expectSuccess(await stats(seed.keys[user], "?scope=all"));
    expect(body.stats).toEqual(expectedStats(seed, flightsOf(seed, "all")));
    const sum = EVERYONE.reduce((n, u) => n + seed.flights.filter((f) => f.completed && f.holders.includes(u)).length, 0);
    expect((body.stats as { flights: number }).flights).toBe(sum - 1);
  });

  it.each(PRIVILEGED)("%s: scope=user gives the named user's statistics", async (user) => {
    for (const whose of EVERYONE) {
      const body = expectSuccess(await stats(seed.keys[user], `?scope=user&userId=${encodeURIComponent(seed.users[whose].id)}`));
      expect(body.stats, whose).toEqual(expectedStats(seed, flightsOf(seed, whose)));
    }
  });

  it.each(PRIVILEGED)("%s: scope=user without userId is 400, an unknown userId is 404 User not found", async (user) => {
    expectError(await stats(seed.keys[user], "?scope=user"), 400, "userId is required when scope is user");
    expectError(await stats(seed.keys[user], "?scope=user&userId="), 400, "userId is required when scope is user");
    expectError(await stats(seed.keys[user], "?scope=user&userId=nobody"), 404, "User not found");
    expectError(await stats(seed.keys[user], `?scope=user&userId=${seed.users.alice.id}x`), 404, "User not found");
  });

  it.each(PRIVILEGED)("%s: a userId with scope=all is ignored", async (user) => {
    const body = expectSuccess(await stats(seed.keys[user], `?scope=all&userId=${seed.users.alice.id}`));
    expect(body.stats).toEqual(expectedStats(seed, flightsOf(seed, "all")));
  });
});

describe("GET /api/stats, invalid input (rule 4, decisions.md repeated parameters)", () => {
  const invalid = ["?scope=", "?scope=MINE", "?scope=All", "?scope=everyone", "?scope=%20mine", "?scope=mine%20", "?scope=mine,all", "?scope=users", "?scope=%00"];

  it.each(EVERYONE)("%s: a scope other than mine, user or all is 400 Invalid scope (before the role check)", async (user) => {
    for (const query of invalid) expectError(await stats(seed.keys[user], query), 400, "Invalid scope");
  });

  it.each(EVERYONE)("%s: a repeated scope is 400 Invalid scope, even when both are valid", async (user) => {
    for (const query of ["?scope=mine&scope=mine", "?scope=all&scope=all", "?scope=mine&scope=all", "?scope=&scope="]) {
      expectError(await stats(seed.keys[user], query), 400, "Invalid scope");
    }
  });

  it.each(EVERYONE)("%s: a repeated userId is 400", async (user) => {
    const { alice, bob } = seed.users;
    for (const query of [`?scope=user&userId=${alice.id}&userId=${bob.id}`, `?scope=user&userId=${alice.id}&userId=${alice.id}`, "?userId=a&userId=b"]) {
      expectError(await stats(seed.keys[user], query), 400);
    }
  });
});
