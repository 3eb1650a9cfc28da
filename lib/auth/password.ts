import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { getConfig } from "@/lib/config";
import { ConcurrencyGate, GateBusyError } from "./concurrency-gate";

/**
 * Password hashing with scrypt (memory-hard, in Node's own crypto: no native add-on to build).
 * Stored form: `scrypt$N$r$p$<salt base64>$<hash base64>`, so the cost can rise later without breaking old hashes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Every hash (sign-in, unknown user, new password) passes one gate per process: a flood of sign-ins then waits
 * or is refused (GateBusyError) instead of filling Node's thread pool, which pages and the database share.
 * CONTRAIL_PASSWORD_HASH_CONCURRENCY hashes at once (default 2), 8 times that many waiting.
 */
function hashGate(): ConcurrencyGate {
  // on globalThis: Next's bundles and the server's own may each load this module
  const shared = globalThis as { __contrailPasswordHashGate?: ConcurrencyGate };
  if (!shared.__contrailPasswordHashGate) {
    const concurrency = getConfig().passwordHashConcurrency;
    shared.__contrailPasswordHashGate = new ConcurrencyGate(concurrency, 8 * concurrency);
  }
  return shared.__contrailPasswordHashGate;
}

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const derived = hashGate().tryRun(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
  if (!derived) throw new GateBusyError();
  return derived;
}

/** Throws GateBusyError (a 429 / "try again in a moment") when too many hashes are already waiting. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Throws GateBusyError when too many hashes are already waiting; the caller answers "throttled". */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split("$");
  if (!parts || parts.length !== 6 || parts[0] !== "scrypt") {
    // Spend the same time as a real check, so an unknown user is not told apart by timing.
    await derive(password, randomBytes(16), COST);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
