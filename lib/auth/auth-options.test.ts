import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { endAllSessions } from "@/lib/auth/session-version";
import { WindowLimit } from "@/lib/limits/window-limit";
import { parseConfig, type Environment } from "@/lib/config";
import {
  buildAuthOptions,
  credentialsProvider,
  GENERIC_SIGN_IN_ERROR,
  oidcProvider,
  SessionEndedError,
  THROTTLED_SIGN_IN_ERROR,
  UNAVAILABLE_SIGN_IN_ERROR,
} from "./auth-options";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { DEFAULT_THROTTLE, SignInThrottle, type ThrottleOptions } from "./sign-in-throttle";

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

let kinds = 0;
/** A throttle counting under a kind of its own, as on a fresh database (the counts live in the database). */
const freshThrottle = (options: ThrottleOptions = DEFAULT_THROTTLE) => new SignInThrottle(options, `test-${++kinds}`);

function authorizeOf(perUsername: SignInThrottle, perAddress = new WindowLimit("test.off", { capacity: 0, windowSeconds: 60 }), db: Db = testDb.db): Authorize {
  const provider = credentialsProvider(db, { perUsername, perAddress }) as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize;
}

/** The headers of a request the production server stamped with the client's address (server.ts). */
const from = (address: string, forwardedFor = "10.0.0.1") => ({ headers: { [CLIENT_ADDRESS_HEADER]: address, "x-forwarded-for": forwardedFor } });

describe("credentials sign-in", () => {
  it("signs in with the right password (username in any case) and answers every failure with one message", async () => {
    const authorize = authorizeOf(freshThrottle());
    const req = from("10.1.1.1");
    expect(await authorize({ username: "PILOT", password: "right-password" }, req)).toEqual({ id: userId, sessionVersion: 0 });
    await expect(authorize({ username: "pilot", password: "wrong-password" }, req)).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    await expect(authorize({ username: "nobody", password: "right-password" }, req)).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    await expect(authorize({ username: "", password: "" }, req)).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
  });

  it("slows down repeated failures per username and address, even for the right password", async () => {
    const throttle = freshThrottle({ freeFailures: 2, baseDelayMs: 60_000, maxDelayMs: 60_000, windowMs: 60_000 });
    const authorize = authorizeOf(throttle);
    for (let i = 0; i < 3; i++) await expect(authorize({ username: "pilot", password: "nope" }, from("1.2.3.4"))).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    await expect(authorize({ username: "pilot", password: "right-password" }, from("1.2.3.4"))).rejects.toThrow(THROTTLED_SIGN_IN_ERROR);
    expect(await authorize({ username: "pilot", password: "right-password" }, from("5.6.7.8"))).toEqual({ id: userId, sessionVersion: 0 });
  });

  it("answers a generic message when the database fails, logging the cause without credentials", async () => {
    const down = new Proxy(testDb.db, {
      get(target, property, receiver) {
        if (property !== "user") return Reflect.get(target, property, receiver) as unknown;
        return {
          findUnique: () =>
            Promise.reject(
              Object.assign(new Error("Can't reach database server at `postgres://contrail:s3cret@db.internal:5432/contrail`\nquery details"), {
                code: "P1001",
              }),
            ),
        };
      },
    });
    const throttle = freshThrottle({ freeFailures: 0, baseDelayMs: 60_000, maxDelayMs: 60_000, windowMs: 60_000 });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const authorize = authorizeOf(throttle, undefined, down);
      const req = from("10.9.9.9");
      const failure = await authorize({ username: "pilot", password: "right-password" }, req).catch((error: unknown) => error as Error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toBe(UNAVAILABLE_SIGN_IN_ERROR);
      const logged = log.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(logged).toContain("P1001");
      expect(logged).toContain("db.internal");
      expect(logged).not.toContain("s3cret");
      expect(logged).not.toContain("right-password");
      // an outage is not a failed attempt: the right password still works once the database is back
      expect(await authorizeOf(throttle)({ username: "pilot", password: "right-password" }, req)).toEqual({ id: userId, sessionVersion: 0 });
    } finally {
      log.mockRestore();
    }
  });

  it("keys on the address the server stamped, never on X-Forwarded-For (the client's own word)", async () => {
    const throttle = freshThrottle({ freeFailures: 2, baseDelayMs: 60_000, maxDelayMs: 60_000, windowMs: 60_000 });
    const authorize = authorizeOf(throttle);
    for (let i = 0; i < 3; i++) {
      await expect(authorize({ username: "pilot", password: "nope" }, from("1.2.3.4", `203.0.113.${i}`))).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    }
    await expect(authorize({ username: "pilot", password: "nope" }, from("1.2.3.4", "203.0.113.9"))).rejects.toThrow(THROTTLED_SIGN_IN_ERROR);
    // a request nobody stamped (next dev) shares one address with all such requests
    const unstamped = authorizeOf(throttle);
    for (let i = 0; i < 3; i++) {
      const req = { headers: { "x-forwarded-for": `198.51.100.${i}` } };
      await expect(unstamped({ username: "pilot", password: "nope" }, req)).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    }
    await expect(unstamped({ username: "pilot", password: "nope" }, { headers: { "x-forwarded-for": "198.51.100.9" } })).rejects.toThrow(
      THROTTLED_SIGN_IN_ERROR,
    );
  });

  it("limits failures per address whatever the username, and a success gives its attempt back", async () => {
    const authorize = authorizeOf(freshThrottle(), new WindowLimit(`test-${++kinds}`, { capacity: 3, windowSeconds: 600 }));
    expect(await authorize({ username: "pilot", password: "right-password" }, from("1.2.3.5"))).toEqual({ id: userId, sessionVersion: 0 });
    for (let i = 0; i < 3; i++) {
      await expect(authorize({ username: `nobody-${i}`, password: "nope" }, from("1.2.3.5"))).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
    }
    await expect(authorize({ username: "nobody-3", password: "nope" }, from("1.2.3.5"))).rejects.toThrow(THROTTLED_SIGN_IN_ERROR);
    await expect(authorize({ username: "pilot", password: "right-password" }, from("1.2.3.5"))).rejects.toThrow(THROTTLED_SIGN_IN_ERROR);
    // another address is not affected
    await expect(authorize({ username: "nobody-4", password: "nope" }, from("1.2.3.6"))).rejects.toThrow(GENERIC_SIGN_IN_ERROR);
  });
});

describe("redirects after signing in", () => {
  const redirect = buildAuthOptions({} as Db, "test-secret").callbacks!.redirect!;
  const baseUrl = "https://flights.example";

  it("stay on this site", async () => {
    for (const url of ["/\\evil.example/phish", "/\t/evil.example", "//evil.example", "https://evil.example/", "javascript:alert(1)"]) {
      expect(await redirect({ url, baseUrl })).toBe("https://flights.example/");
    }
    expect(await redirect({ url: "/flights?year=2024#x", baseUrl })).toBe("https://flights.example/flights?year=2024#x");
    expect(await redirect({ url: "https://flights.example/settings", baseUrl })).toBe("https://flights.example/settings");
  });
});

describe("a flood of sign-ins", () => {
  it("is answered throttled, at once, beyond what password hashing can queue", async () => {
    const authorize = authorizeOf(freshThrottle());
    const attempts = Array.from({ length: 40 }, (_, i) => authorize({ username: `fresh-${i}`, password: "guess" }, from(`192.0.2.${i}`)));
    const messages = (await Promise.allSettled(attempts)).map((result) => (result.status === "rejected" ? (result.reason as Error).message : "ok"));
    expect(messages.filter((message) => message === GENERIC_SIGN_IN_ERROR).length).toBeGreaterThanOrEqual(2);
    expect(messages.filter((message) => message === THROTTLED_SIGN_IN_ERROR).length).toBeGreaterThan(0);
    expect(messages.every((message) => message === GENERIC_SIGN_IN_ERROR || message === THROTTLED_SIGN_IN_ERROR)).toBe(true);
  });
});

describe("session token", () => {
  const options = () => buildAuthOptions(testDb.db, "test-secret");
  const jwtOf = () => options().callbacks?.jwt as unknown as (params: Record<string, unknown>) => Promise<Record<string, unknown>>;

  it("carries the user id, session version and sign-in time, never a role", async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await jwtOf()({ token: { sub: "x", name: "n", email: "e" }, user: { id: userId, sessionVersion: 3, role: "owner" } });
    expect(token).toEqual({ sub: userId, sv: 3, authTime: expect.any(Number) as number });
    expect(token.authTime).toBeGreaterThanOrEqual(before);
  });

  it("keeps the claims when the token is refreshed, and hands them to the session", async () => {
    await testDb.db.user.update({ where: { id: userId }, data: { sessionVersion: 2 } });
    const token = await jwtOf()({ token: { sub: userId, sv: 2, authTime: 1_700_000_000, name: "n", role: "owner" } });
    expect(token).toEqual({ sub: userId, sv: 2, authTime: 1_700_000_000 });
    const session = options().callbacks?.session as unknown as (params: Record<string, unknown>) => Promise<Record<string, unknown>>;
    expect(await session({ session: { expires: "x", user: {} }, token })).toEqual({
      expires: "x",
      user: { id: userId },
      sessionVersion: 2,
      authTime: 1_700_000_000,
    });
  });
});

describe("a token read back from its cookie", () => {
  const jwt = () => buildAuthOptions(testDb.db, "test-secret").callbacks?.jwt as unknown as (params: Record<string, unknown>) => Promise<unknown>;

  it("ends the session once the user's session version moved on (password change, sign out everywhere)", async () => {
    const user = await testDb.db.user.create({ data: { username: "Stale", usernameKey: "stale", displayName: "Stale", sessionVersion: 4 } });
    const token = { sub: user.id, sv: 4, authTime: 1_700_000_000 };
    expect(await jwt()({ token })).toEqual(token);
    await endAllSessions(testDb.db, user.id);
    await expect(jwt()({ token })).rejects.toBeInstanceOf(SessionEndedError);
    // a token issued after the change is current
    expect(await jwt()({ token: { ...token, sv: 5 } })).toEqual({ ...token, sv: 5 });
  });

  it("ends the session of a user who is gone, and of a token that names nobody", async () => {
    await expect(jwt()({ token: { sub: "no-such-user", sv: 0, authTime: 1 } })).rejects.toBeInstanceOf(SessionEndedError);
    await expect(jwt()({ token: { name: "n" } })).rejects.toBeInstanceOf(SessionEndedError);
  });

  it("is not logged as an error: a stale cookie is no fault", () => {
    const logger = buildAuthOptions(testDb.db, "test-secret").logger!;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      logger.error!("JWT_SESSION_ERROR", new SessionEndedError());
      expect(log).not.toHaveBeenCalled();
      logger.error!("JWT_SESSION_ERROR", new Error("bad token"));
      expect(log).toHaveBeenCalledWith("[auth] JWT_SESSION_ERROR: Error bad token");
    } finally {
      log.mockRestore();
    }
  });
});

describe("OIDC provider", () => {
  it("is added only when issuer, client id and secret are all set", () => {
    const oidcOf = (env: Environment) => oidcProvider(parseConfig(env).oidc);
    expect(oidcOf({})).toBeNull();
    expect(oidcOf({ OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "contrail" })).toBeNull();
    const provider = oidcOf({ OIDC_ISSUER: "https://id.example/", OIDC_CLIENT_ID: "contrail", OIDC_CLIENT_SECRET: "s" });
    expect(provider).toMatchObject({ id: "oidc", type: "oauth", wellKnown: "https://id.example/.well-known/openid-configuration" });
  });
});
