import { describe, expect, it } from "vitest";
import { SignInThrottle } from "./sign-in-throttle";

const options = { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, windowMs: 60_000, maxKeys: 3 };

describe("SignInThrottle", () => {
  it("allows the free failures, then doubles the wait up to the cap", () => {
    const throttle = new SignInThrottle(options);
    const key = SignInThrottle.keyOf("Alice", "10.0.0.1");
    let now = 0;
    for (let i = 0; i < 3; i++) {
      expect(throttle.check(key, now).allowed).toBe(true);
      throttle.recordFailure(key, now);
    }
    expect(throttle.check(key, now).allowed).toBe(true);
    throttle.recordFailure(key, now); // 4th failure: 1 s
    expect(throttle.check(key, now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect(throttle.check(key, now).allowed).toBe(true);
    throttle.recordFailure(key, now); // 5th: 2 s
    expect(throttle.check(key, now + 1_999).allowed).toBe(false);
    expect(throttle.check(key, now + 2_000).allowed).toBe(true);
    for (let i = 0; i < 5; i++) throttle.recordFailure(key, now);
    expect(throttle.check(key, now)).toEqual({ allowed: false, retryAfterSeconds: 8 });
  });

  it("keys by username (ignoring case) and address separately", () => {
    const throttle = new SignInThrottle(options);
    for (let i = 0; i < 4; i++) throttle.recordFailure(SignInThrottle.keyOf("alice", "1.1.1.1"), 0);
    expect(throttle.check(SignInThrottle.keyOf("ALICE ", "1.1.1.1"), 0).allowed).toBe(false);
    expect(throttle.check(SignInThrottle.keyOf("alice", "2.2.2.2"), 0).allowed).toBe(true);
    expect(throttle.check(SignInThrottle.keyOf("bob", "1.1.1.1"), 0).allowed).toBe(true);
  });

  it("forgets on success and after the window", () => {
    const throttle = new SignInThrottle(options);
    const key = SignInThrottle.keyOf("carol", "x");
    for (let i = 0; i < 4; i++) throttle.recordFailure(key, 0);
    throttle.recordSuccess(key);
    expect(throttle.check(key, 0).allowed).toBe(true);
    for (let i = 0; i < 3; i++) throttle.recordFailure(key, 0);
    throttle.recordFailure(key, 61_000); // the first three are outside the window: this is failure 1 again
    expect(throttle.check(key, 61_000).allowed).toBe(true);
  });

  it("keeps at most maxKeys entries", () => {
    const throttle = new SignInThrottle(options);
    for (const name of ["a", "b", "c", "d"]) for (let i = 0; i < 4; i++) throttle.recordFailure(SignInThrottle.keyOf(name, "x"), 0);
    expect(throttle.check(SignInThrottle.keyOf("a", "x"), 0).allowed).toBe(true);
    expect(throttle.check(SignInThrottle.keyOf("d", "x"), 0).allowed).toBe(false);
  });
});
