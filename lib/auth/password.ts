import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { getConfig } from "@/lib/config";
import { ConcurrencyGate, GateBusyError } from "./concurrency-gate";
import { processSingleton } from "@/lib/process-singleton";

/**
 * Password hashing with scrypt (memory-hard, in Node's own crypto: no native add-on to build).
 * Stored form: `scrypt$N$r$p$<salt base64>$<hash base64>`, so the cost can rise later without breaking old hashes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Every hash (sign-in, unknown user, new password) passes one gate per process: a flood of sign-ins then waits
 * or is refused (GateBusyError) instead of filling Node's thread pool, which pages and the database share.
 * CONTRAIL_PASSWORD_HASH_CONCURRENCY hashes at once (default 2), 8 times that many waiting.
 */
function hashGate(): ConcurrencyGate {
  return processSingleton("passwordHashGate", () => {
    const concurrency = getConfig().passwordHashConcurrency;
    return new ConcurrencyGate(concurrency, 8 * concurrency);
  });
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
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

interface StoredHash {
  cost: ScryptOptions & { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

const COST_PART = /^[1-9]\d{0,9}$/;
const BASE64_PART = /^[A-Za-z0-9+/]+={0,2}$/;

/** `part` as the bytes it encodes when it is canonical base64 of exactly `length` bytes, else null. */
function base64Of(part: string, length: number): Buffer | null {
  const bytes = BASE64_PART.test(part) ? Buffer.from(part, "base64") : null;
  return bytes && bytes.length === length && bytes.toString("base64") === part ? bytes : null;
}

/**
 * A stored hash in the form hashPassword writes, or null: malformed, or with a cost above this version's (a parameter
 * over COST's), which would hold a hashing slot far longer at each sign-in. A restore refuses a file holding one.
 */
export function parseStoredHash(stored: string | null | undefined): StoredHash | null {
  const parts = stored?.split("$");
  if (!parts || parts.length !== 6 || parts[0] !== "scrypt" || !parts.slice(1, 4).every((part) => COST_PART.test(part))) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (N < 2 || (N & (N - 1)) !== 0 || N > COST.N || r > COST.r || p > COST.p) return null;
  const salt = base64Of(parts[4]!, SALT_LENGTH);
  const key = base64Of(parts[5]!, KEY_LENGTH);
  return salt && key ? { cost: { N, r, p }, salt, key } : null;
}

/** Throws GateBusyError when too many hashes are already waiting; the caller answers "throttled". */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) {
    // Spend the same time as a real check, so an unknown user is not told apart by timing.
    await derive(password, randomBytes(SALT_LENGTH), COST);
    return false;
  }
  return timingSafeEqual(await derive(password, parsed.salt, parsed.cost), parsed.key);
}
