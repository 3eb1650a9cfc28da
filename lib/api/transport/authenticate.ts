import type { Principal } from "@/lib/auth/principal";
import { verifyApiKey } from "@/lib/auth/api-keys/verify-api-key";
import type { Db } from "@/lib/db/client";
import { UnauthorizedError } from "@/lib/errors";
import { clientAddressOf } from "@/lib/auth/client-address";
import { spendAuthFailure, takeKeyRequest } from "./rate-limits";

/**
 * Step 1 of every API call: the principal behind the Authorization header, with both rate limits applied.
 * The key is checked first: a valid one is limited by its own budget only, never by failures from its address
 * (which another client behind the same address may have made). A failure spends the address's budget.
 * Throws UnauthorizedError (401) or RateLimitedError (429).
 */
export async function authenticate(db: Db, headers: Headers): Promise<Principal> {
  const token = bearerTokenOf(headers.get("authorization"));
  const verified = token === null ? null : await verifyApiKey(db, token);
  if (verified === null) {
    await spendAuthFailure(db, clientAddressOf(headers));
    throw new UnauthorizedError();
  }
  await takeKeyRequest(db, verified.keyId);
  return { userId: verified.userId, role: verified.role };
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null for anything else (no header, another scheme,
 * an empty token). The scheme is case-insensitive and white space around the value and between scheme and token
 * is ignored (docs/contract/decisions.md "Order of checks").
 */
export function bearerTokenOf(header: string | null): string | null {
  if (header === null) return null;
  const match = /^bearer[ \t]+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
