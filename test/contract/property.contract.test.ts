import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isInteger } from "./assertions";
import { contractContext } from "./context";
import { rawRequest, type RawResponse } from "./http";
import type { UserName } from "./seed";

/**
 * Random ids, scopes, userIds and Authorization headers thrown at both GET operations: the server never answers
 * 5xx, always with a contract body, and with the status a small model of docs/contract/decisions.md predicts.
 */
const { baseUrl, seed } = contractContext();
const USERS: UserName[] = ["alice", "bob", "admin", "owner", "carol"];

type Auth = { kind: "valid"; user: UserName; header: string } | { kind: "invalid"; header: string | undefined };

const printable = fc.string({ unit: fc.constantFrom(..." !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\t") });

const auth: fc.Arbitrary<Auth> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...USERS), fc.constantFrom("Bearer", "bearer", "BEARER", "BeArEr"), fc.constantFrom(" ", "  ", "\t"), fc.constantFrom("", " ", "  "))
    .map(([user, scheme, gap, pad]): Auth => ({ kind: "valid", user, header: `${pad}${scheme}${gap}${seed.keys[user]}${pad}` })),
  fc.constantFrom<Auth>(
    { kind: "invalid", header: undefined },
    { kind: "invalid", header: `Bearer ${seed.keys.revoked}` },
    { kind: "invalid", header: `Bearer ${seed.keys.expired}` },
    { kind: "invalid", header: `Basic ${seed.keys.alice}` },
    { kind: "invalid", header: `Bearer ${seed.keys.alice}x` },
    { kind: "invalid", header: `Bearer ${seed.keys.alice.toUpperCase()}` },
  ),
  printable.map((header): Auth => ({ kind: "invalid", header })),
  printable.map((token): Auth => ({ kind: "invalid", header: `Bearer ${token}` })),
);

const ids = fc.oneof(
  fc.nat().map(String),
  fc.constantFrom(...Object.values(seed.flightIds).map(String)),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.tuple(fc.stringMatching(/^0{1,5}$/), fc.nat(100)).map(([zeros, n]) => `${zeros}${n}`),
  fc.integer({ min: -1000, max: -1 }).map(String),
  fc.double().map(String),
  printable.filter((s) => s !== "" && s !== "." && s !== ".."),
  fc.string({ unit: "grapheme", minLength: 1 }).filter((s) => s !== "." && s !== ".."),
);

const scopeValue = fc.oneof(fc.constantFrom("mine", "user", "all", "", "MINE", "All", "everyone"), printable);
const userIdValue = fc.oneof(fc.constantFrom(...USERS.map((u) => seed.users[u].id), "", "nobody"), printable);
const query = fc.record({
  scopes: fc.array(scopeValue, { maxLength: 2 }),
  userIds: fc.array(userIdValue, { maxLength: 2 }),
});

function headersOf(a: Auth): Record<string, string> {
  return a.header === undefined ? {} : { authorization: a.header };
}

function checkContractBody(res: RawResponse, expectedKey: "stats" | "flight"): void {
  expect(res.status).toBeLessThan(500);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json as Record<string, unknown>;
  if (res.status === 200) {
    expect(body.success).toBe(true);
    expect(body[expectedKey]).toBeTypeOf("object");
    if (expectedKey === "stats") expect(isInteger((body.stats as { flights: unknown }).flights)).toBe(true);
    else expect(isInteger((body.flight as { id: unknown }).id)).toBe(true);
  } else {
    expect(Object.keys(body).sort()).toEqual(["message", "success"]);
    expect(body.success).toBe(res.status === 400 ? false : "false");
    expect(body.message).toBeTypeOf("string");
  }
}

/** docs/contract/decisions.md's order of checks as a little model. */
function expectedStatsStatus(a: Auth, scopes: string[], userIds: string[]): number[] {
  if (a.kind === "invalid") return [401];
  if (scopes.length > 1) return [400];
  const scope = scopes[0] ?? "mine";
  if (!["mine", "user", "all"].includes(scope)) return [400];
  if (userIds.length > 1) return [400];
  if (scope === "mine") return [200];
  if (seed.users[a.user].role === "user") return [403];
  if (scope === "all") return [200];
  const userId = userIds[0] ?? "";
  if (userId === "") return [400];
  return Object.values(seed.users).some((u) => u.id === userId) ? [200] : [404];
}

function expectedFlightStatus(a: Auth, id: string): number[] {
  if (a.kind === "invalid") return [401];
  if (!/^[0-9]+$/.test(id)) return [400];
  return [200, 404];
}

describe("random requests never break the contract", () => {
  it("GET /api/stats", async () => {
    await fc.assert(
      fc.asyncProperty(auth, query, async (a, { scopes, userIds }) => {
        const params = new URLSearchParams();
        for (const s of scopes) params.append("scope", s);
        for (const u of userIds) params.append("userId", u);
        const qs = params.toString();
        const res = await rawRequest(baseUrl, `/api/stats${qs ? `?${qs}` : ""}`, { headers: headersOf(a) });
        checkContractBody(res, "stats");
        expect(expectedStatsStatus(a, scopes, userIds)).toContain(res.status);
      }),
      { numRuns: 300 },
    );
  });

  it("GET /api/flight/get/{id}", async () => {
    await fc.assert(
      fc.asyncProperty(auth, ids, async (a, id) => {
        const res = await rawRequest(baseUrl, `/api/flight/get/${encodeURIComponent(id)}`, { headers: headersOf(a) });
        checkContractBody(res, "flight");
        expect(expectedFlightStatus(a, id)).toContain(res.status);
      }),
      { numRuns: 300 },
    );
  });
});
