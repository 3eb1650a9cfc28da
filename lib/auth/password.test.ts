import type * as Crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { GateBusyError } from "./concurrency-gate";
import { scryptSync } from "node:crypto";
import { hashPassword, parseStoredHash, verifyPassword } from "./password";

// Counts the scrypt derivations in flight (the real ones run on Node's thread pool).
const scryptCalls = vi.hoisted(() => ({ running: 0, peak: 0, total: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const scrypt = (...args: unknown[]) => {
    const callback = args.pop() as (error: Error | null, key: Buffer) => void;
    scryptCalls.running++;
    scryptCalls.total++;
    scryptCalls.peak = Math.max(scryptCalls.peak, scryptCalls.running);
    (actual.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      scryptCalls.running--;
      callback(error, key);
    });
  };
  return { ...actual, scrypt };
});

describe("password hashing", () => {
  it("verifies what it hashed", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("wrong horse", stored)).toBe(false);
  });

  it("never runs more than 2 hashes at once; a few more wait, the rest are refused at once", async () => {
    const stored = await hashPassword("correct horse");
    scryptCalls.peak = 0;
    scryptCalls.total = 0;
    // a flood of sign-ins: known users, and unknown ones (null), which must cost a hash too
    const attempts = Array.from({ length: 40 }, (_, i) => verifyPassword(i === 0 ? "correct horse" : "guess", i % 2 ? null : stored));
    const results = await Promise.allSettled(attempts);
    expect(scryptCalls.peak).toBe(2);
    const done = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(done.length).toBe(scryptCalls.total);
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) expect(result.reason).toBeInstanceOf(GateBusyError);
    expect(results[0]).toEqual({ status: "fulfilled", value: true });
    expect(results[1]).toEqual({ status: "fulfilled", value: false });
  });

  it("reads only hashes in its own form and within its own cost: a costlier one is never derived at that cost", async () => {
    const stored = await hashPassword("correct horse");
    expect(parseStoredHash(stored)?.cost).toEqual({ N: 32768, r: 8, p: 1 });
    const salt = Buffer.alloc(16, 7);
    const costlier = (N: number, r: number, p: number) =>
      ["scrypt", N, r, p, salt.toString("base64"), scryptSync("correct horse", salt, 32, { N, r, p, maxmem: 256 * 1024 * 1024 }).toString("base64")].join("$");
    // a cheaper one still signs in (the cost may only go up); one costlier in any parameter is as an unknown user
    expect(await verifyPassword("correct horse", costlier(1024, 8, 1))).toBe(true);
    for (const [N, r, p] of [[65536, 8, 1], [32768, 16, 1], [32768, 8, 2]] as const) {
      expect(parseStoredHash(costlier(N, r, p))).toBeNull();
      expect(await verifyPassword("correct horse", costlier(N, r, p))).toBe(false);
    }
    for (const malformed of ["", "scrypt", stored.replace("$8$", "$08$"), stored.replace(/=?$/, "$"), `${stored.slice(0, -4)}`]) {
      expect(parseStoredHash(malformed), malformed).toBeNull();
    }
  });
});
