import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { createTestDb, type TestDb } from "@/lib/db/test-db";
import { buildAuthOptions, credentialsProvider, GENERIC_SIGN_IN_ERROR, oidcProvider, THROTTLED_SIGN_IN_ERROR } from "./auth-options";
import { SignInThrottle } from "./sign-in-throttle";

let testDb: TestDb;
let userId: string;

beforeAll(async () => {
  testDb = await createTestDb();
  const user = await testDb.db.user.create({
    data: { username: "Pilot", usernameKey: "pilot", displayName: "Pilot", passwordHash: await hashPassword("right-password") },
  });
  userId = user.id;
});

afterAll(async () => {
  await testDb?.cleanup();
});

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;

function authorizeOf(throttle: SignInThrottle): Authorize {
  const provider = credentialsProvider(testDb.db, throttle) as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize;
}

describe("credentials sign-in", () => {
  it("signs in with the right password (username in any case) and answers every failure with one message", async () => {
    const authorize = authorizeOf(new SignInThrottle());
    const req = { headers: { "x-forwarded-for": "10.1.1.1" } };
    expect(await authorize({ username: "PILOT", password: "right-password" }, req)).toEqual({ id: userId });
    await expect(authorize({ username: "pilot", password: "wrong-password" }, req)).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    await expect(authorize({ username: "nobody", password: "right-password" }, req)).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    await expect(authorize({ username: "", password: "" }, req)).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
  });

  it("slows down repeated failures per username and address, even for the right password", async () => {
    const throttle = new SignInThrottle({ freeFailures: 2, baseDelayMs: 60_000, maxDelayMs: 60_000, windowMs: 60_000, maxKeys: 100 });
    const authorize = authorizeOf(throttle);
    // the client may send any X-Forwarded-For; the proxy appends the address it saw, the one the throttle keys on
    const from = (ip: string) => ({ headers: { "x-forwarded-for": `10.0.0.1, ${ip}` } });
    for (let i = 0; i < 3; i++) await expect(authorize({ username: "pilot", password: "nope" }, from("1.2.3.4"))).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    await expect(authorize({ username: "pilot", password: "right-password" }, from("1.2.3.4"))).rejects.toThrow(THROTTLED_SIGN_IN_ERROR);
    expect(await authorize({ username: "pilot", password: "right-password" }, from("5.6.7.8"))).toEqual({ id: userId });
  });
});

describe("session token", () => {
  it("carries the user id only, never a role", async () => {
    const options = buildAuthOptions(testDb.db, "test-secret");
    const jwt = options.callbacks?.jwt as unknown as (params: Record<string, unknown>) => Promise<Record<string, unknown>>;
    const token = await jwt({ token: { sub: "x", name: "n", email: "e" }, user: { id: userId, role: "owner" } });
    expect(token).toEqual({ sub: userId });
  });
});

describe("OIDC provider", () => {
  it("is added only when issuer, client id and secret are all set", () => {
    expect(oidcProvider({})).toBeNull();
    expect(oidcProvider({ OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "contrail" })).toBeNull();
    const provider = oidcProvider({ OIDC_ISSUER: "https://id.example/", OIDC_CLIENT_ID: "contrail", OIDC_CLIENT_SECRET: "s" });
    expect(provider).toMatchObject({ id: "oidc", type: "oauth", wellKnown: "https://id.example/.well-known/openid-configuration" });
  });
});
