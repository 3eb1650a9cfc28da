import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { setPassword } from "@/lib/users/set-password";
import {
  confirmRecentSignIn,
  isRecentSignIn,
  PASSWORD_AGAIN_REQUIRED,
  PASSWORD_AGAIN_THROTTLED,
  PASSWORD_AGAIN_WRONG,
  reauthNeed,
  REAUTH_WINDOW_SECONDS,
  SIGN_IN_AGAIN_REQUIRED,
} from "./recent-sign-in";
import { SignInThrottle } from "./sign-in-throttle";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

const NOW = Date.parse("2026-11-24T12:00:00Z");
const at = (secondsAgo: number) => Math.floor(NOW / 1000) - secondsAgo;

describe("reauthNeed", () => {
  it("asks nothing after a recent sign-in, else the password, or a new sign-in of an account without one", () => {
    const claims = (secondsAgo: number) => ({ userId: "u", sessionVersion: 0, authTime: at(secondsAgo) });
    expect(reauthNeed(claims(60), true, NOW)).toBe("none");
    expect(reauthNeed(claims(60), false, NOW)).toBe("none");
    expect(reauthNeed(claims(REAUTH_WINDOW_SECONDS + 1), true, NOW)).toBe("password");
    expect(reauthNeed(claims(REAUTH_WINDOW_SECONDS + 1), false, NOW)).toBe("sign-in");
  });
});

describe("isRecentSignIn", () => {
  it("is true for 10 minutes after signing in, and never for a token without a sign-in time", () => {
    expect(REAUTH_WINDOW_SECONDS).toBe(600);
    expect(isRecentSignIn({ userId: "u", sessionVersion: 0, authTime: at(0) }, NOW)).toBe(true);
    expect(isRecentSignIn({ userId: "u", sessionVersion: 0, authTime: at(600) }, NOW)).toBe(true);
    expect(isRecentSignIn({ userId: "u", sessionVersion: 0, authTime: at(601) }, NOW)).toBe(false);
    expect(isRecentSignIn({ userId: "u", sessionVersion: 0, authTime: 0 }, NOW)).toBe(false);
    expect(isRecentSignIn({ userId: "u", sessionVersion: 0, authTime: at(-3600) }, NOW)).toBe(false);
  });
});

describe("confirmRecentSignIn", () => {
  it("lets a recent sign-in through without a password, and asks an older one for the password", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    await setPassword(db, user.id, "a long password");
    const fresh = { userId: user.id, sessionVersion: 1, authTime: at(60) };
    expect(await confirmRecentSignIn(db, fresh, "", new SignInThrottle(), NOW)).toBeNull();

    const old = { ...fresh, authTime: at(3600) };
    await expect(confirmRecentSignIn(db, old, "", new SignInThrottle(), NOW)).rejects.toThrow(PASSWORD_AGAIN_REQUIRED);
    await expect(confirmRecentSignIn(db, old, "not it", new SignInThrottle(), NOW)).rejects.toThrow(PASSWORD_AGAIN_WRONG);
    expect(await confirmRecentSignIn(db, old, "a long password", new SignInThrottle(), NOW)).toEqual({ ...old, authTime: at(0) });
  });

  it("slows down guessing the password from a session", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    await setPassword(db, user.id, "a long password");
    const old = { userId: user.id, sessionVersion: 1, authTime: at(3600) };
    const throttle = new SignInThrottle({ freeFailures: 2, baseDelayMs: 60_000, maxDelayMs: 60_000, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) await expect(confirmRecentSignIn(db, old, `guess ${i}`, throttle, NOW)).rejects.toThrow(PASSWORD_AGAIN_WRONG);
    await expect(confirmRecentSignIn(db, old, "a long password", throttle, NOW)).rejects.toThrow(PASSWORD_AGAIN_THROTTLED);
  });

  it("sends an account without a password (OIDC only) to sign in again once its sign-in is old", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    expect(await confirmRecentSignIn(db, { userId: user.id, sessionVersion: 0, authTime: at(30) }, "", new SignInThrottle(), NOW)).toBeNull();
    await expect(confirmRecentSignIn(db, { userId: user.id, sessionVersion: 0, authTime: at(3600) }, "anything", new SignInThrottle(), NOW)).rejects.toThrow(
      SIGN_IN_AGAIN_REQUIRED,
    );
  });
});
