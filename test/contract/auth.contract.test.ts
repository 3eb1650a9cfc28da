import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/auth/api-keys/revoke-api-key";
import { createDb, type Db } from "@/lib/db/client";
import { expectError, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, rawRequest } from "./http";
import { cookiesOf, signInCookie } from "./sign-in";
import { bcbpText } from "@/test/support/bcbp-pass";
import { createUser } from "@/test/support/fixtures";
import { setPassword } from "@/lib/users/set-password";
import { endAllSessions } from "@/lib/auth/session-version";

const { baseUrl, databaseUrl, seed } = contractContext();
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
afterAll(() => db.$disconnect());

const firstFlight = () => seed.flightIds.aliceZrhLhr;
const ONE_LEG_PASS = bcbpText("TRAVELLER/ALICE", [{ from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120 }]);
/** One request per operation, each valid apart from its key. */
const operations = () => [
  { name: "GET /api/stats", path: "/api/stats", method: "GET" },
  { name: "GET /api/stats/breakdown", path: "/api/stats/breakdown", method: "GET" },
  { name: "GET /api/flight/get/{id}", path: `/api/flight/get/${firstFlight()}`, method: "GET" },
  { name: "GET /api/flight/list", path: "/api/flight/list", method: "GET" },
  { name: "POST /api/flight/save", path: "/api/flight/save", method: "POST", body: '{"from":"ZRH","to":"LHR","date":"2024-01-01"}' },
  { name: "POST /api/flight/delete", path: "/api/flight/delete", method: "POST", body: `{"id":${firstFlight()}}` },
  { name: "POST /api/flight/from-boarding-pass", path: "/api/flight/from-boarding-pass", method: "POST", body: `{"barcode":${JSON.stringify(ONE_LEG_PASS)}}` },
];

const send = (path: string, authorization: string | undefined, method = "GET", body?: string) =>
  rawRequest(baseUrl, path, {
    method,
    headers: { ...(authorization === undefined ? {} : { authorization }), ...(body ? { "content-type": "application/json" } : {}) },
    body,
  });

describe("authentication (decisions.md: every bad key is 401 Unauthorized)", () => {
  it.each(operations())("$name without a key is 401", async ({ path, method, body }) => {
    expectError(await send(path, undefined, method, body), 401, "Unauthorized");
  });

  it.each([
    ["an empty header", ""],
    ["the scheme alone", "Bearer"],
    ["the scheme and a space", "Bearer "],
    ["Basic credentials", "Basic YWxpY2U6c2VjcmV0"],
    ["a bare key", "KEY"],
    ["another scheme", "Token KEY"],
    ["the scheme glued to the key", "BearerKEY"],
    ["two tokens", "Bearer KEY KEY"],
    ["an unknown key", "Bearer ctr_0000000000000000000000000000000000000000000"],
    ["garbage", "Bearer not-a-key"],
    ["a key with a character missing", "Bearer KEY-1"],
  ])("refuses %s", async (_label, template) => {
    const header = template.replaceAll("KEY-1", seed.keys.alice.slice(0, -1)).replaceAll("KEY", seed.keys.alice);
    for (const { path, method, body } of operations()) expectError(await send(path, header, method, body), 401, "Unauthorized");
  });

  it.each([
    ["Bearer", "Bearer KEY"],
    ["lower case", "bearer KEY"],
    ["upper case", "BEARER KEY"],
    ["mixed case", "bEaReR KEY"],
    ["surrounding white space", "   Bearer KEY   "],
    ["several spaces between", "Bearer    KEY"],
    ["a tab between", "Bearer\tKEY"],
  ])("accepts the scheme written %s", async (_label, template) => {
    expectSuccess(await send("/api/stats", template.replace("KEY", seed.keys.alice)));
  });

  it("refuses a revoked key and an expired key, accepts one that expires later", async () => {
    for (const key of [seed.keys.revoked, seed.keys.expired]) {
      for (const { path, method, body } of operations()) expectError(await send(path, `Bearer ${key}`, method, body), 401, "Unauthorized");
    }
    expectSuccess(await call(baseUrl, "/api/stats", seed.keys.expiring));
  });

  it("a key revoked now is refused at once", async () => {
    const { key, apiKey } = await createApiKey(db, seed.users.bob.id, { name: "revoked-now" });
    expectSuccess(await call(baseUrl, "/api/stats", key));
    await revokeApiKey(db, seed.users.bob.id, apiKey.id);
    expectError(await call(baseUrl, "/api/stats", key), 401, "Unauthorized");
  });

  it("a key whose user is deleted is refused at once", async () => {
    const user = await db.user.create({ data: { username: "leaver", usernameKey: "leaver", displayName: "Leaver" } });
    const { key } = await createApiKey(db, user.id, { name: "k" });
    expectSuccess(await call(baseUrl, "/api/stats", key));
    await db.user.delete({ where: { id: user.id } });
    expectError(await call(baseUrl, "/api/stats", key), 401, "Unauthorized");
  });

  it("a key expiring now is refused from then on", async () => {
    const { key, apiKey } = await createApiKey(db, seed.users.bob.id, { name: "expires-now", expiresAt: new Date(Date.now() + 60_000) });
    expectSuccess(await call(baseUrl, "/api/stats", key));
    await db.apiKey.update({ where: { id: apiKey.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expectError(await call(baseUrl, "/api/stats", key), 401, "Unauthorized");
  });

  it("records when a key was last used", async () => {
    const { key, apiKey } = await createApiKey(db, seed.users.bob.id, { name: "last-used" });
    const before = Date.now();
    expectSuccess(await call(baseUrl, "/api/stats", key));
    let lastUsed: Date | null = null;
    for (let i = 0; i < 50 && !lastUsed; i++) {
      lastUsed = (await db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } })).lastUsedAt;
      if (!lastUsed) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(lastUsed?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("roles are read on every request", () => {
  it("a demoted admin loses scope=all at once, and regains it when promoted", async () => {
    const { demoted } = seed.users;
    try {
      expectSuccess(await call(baseUrl, "/api/stats?scope=all", seed.keys.demoted));
      expectSuccess(await call(baseUrl, `/api/flight/get/${seed.flightIds.aliceZrhLhr}`, seed.keys.demoted));
      await db.user.update({ where: { id: demoted.id }, data: { role: "user" } });
      expectError(await call(baseUrl, "/api/stats?scope=all", seed.keys.demoted), 403, "Forbidden");
      expectError(await call(baseUrl, `/api/stats?scope=user&userId=${seed.users.alice.id}`, seed.keys.demoted), 403, "Forbidden");
      expectError(await call(baseUrl, "/api/flight/list?scope=all", seed.keys.demoted), 403, "Forbidden");
      expectError(await call(baseUrl, `/api/flight/get/${seed.flightIds.aliceZrhLhr}`, seed.keys.demoted), 404, "Flight not found");
      expectSuccess(await call(baseUrl, `/api/flight/get/${seed.flightIds.demotedEdkb}`, seed.keys.demoted));
      expectSuccess(await call(baseUrl, "/api/stats", seed.keys.demoted));
      await db.user.update({ where: { id: demoted.id }, data: { role: "admin" } });
      expectSuccess(await call(baseUrl, "/api/stats?scope=all", seed.keys.demoted));
    } finally {
      await db.user.update({ where: { id: demoted.id }, data: { role: "admin" } });
    }
  });

  it("a promoted user gains scope=all at once", async () => {
    const { carol } = seed.users;
    try {
      expectError(await call(baseUrl, "/api/stats?scope=all", seed.keys.carol), 403, "Forbidden");
      await db.user.update({ where: { id: carol.id }, data: { role: "owner" } });
      expectSuccess(await call(baseUrl, "/api/stats?scope=all", seed.keys.carol));
    } finally {
      await db.user.update({ where: { id: carol.id }, data: { role: "user" } });
    }
    expectError(await call(baseUrl, "/api/stats?scope=all", seed.keys.carol), 403, "Forbidden");
  });
});

describe("authentication comes first (decisions.md Order of checks)", () => {
  it.each([
    ["/api/stats?scope=bogus", "GET", undefined],
    ["/api/stats?scope=all&scope=all", "GET", undefined],
    ["/api/stats?scope=user", "GET", undefined],
    ["/api/flight/get/abc", "GET", undefined],
    ["/api/flight/get/99999999999", "GET", undefined],
    ["/api/flight/list?scope=", "GET", undefined],
    ["/api/flight/save", "POST", "{not json"],
    ["/api/flight/delete", "POST", '{"id":"abc"}'],
  ])("%s %s with bad input and no valid key is 401", async (path, method, body) => {
    expectError(await send(path, undefined, method, body), 401, "Unauthorized");
    expectError(await send(path, `Bearer ${seed.keys.revoked}`, method, body), 401, "Unauthorized");
  });
});

describe("next-auth without NEXTAUTH_URL", () => {
  it("builds its URLs from the request's host (AUTH_TRUST_HOST, set once at start-up), not http://localhost:3000", async () => {
    const answer = await rawRequest(baseUrl, "/api/auth/providers", { headers: { host: "flights.example:8443" } });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ credentials: { signinUrl: "http://flights.example:8443/api/auth/signin/credentials" } });
  });
});

describe("next-auth's own session endpoint ends with the session", () => {
  const sessionOf = async (cookie: string) => {
    const res = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
    return { body: (await res.json()) as { user?: { id?: string } }, setCookie: cookiesOf(res), expires: res.headers.getSetCookie().join("\n") };
  };

  it.each([
    ["a password change", (userId: string) => setPassword(db, userId, "another long passphrase 2")],
    ["sign out everywhere", (userId: string) => endAllSessions(db, userId)],
  ])("after %s, /api/auth/session names nobody for the old cookie and stops renewing it", async (_event, end) => {
    const user = await createUser(db);
    await setPassword(db, user.id, "a long passphrase 1");
    const cookie = await signInCookie(baseUrl, user.username, "a long passphrase 1");
    const before = await sessionOf(cookie);
    expect(before.body.user?.id).toBe(user.id);
    expect(before.setCookie).toContain("session-token=");

    await end(user.id);
    const after = await sessionOf(cookie);
    expect(after.body).toEqual({});
    // the cookie is expired, not renewed
    expect(after.expires).toMatch(/session-token=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });
});
