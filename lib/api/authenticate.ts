import type { Principal } from "@/lib/auth/principal";
import { verifyApiKey } from "@/lib/auth/api-keys/verify-api-key";
import type { Db } from "@/lib/db/client";
import { UnauthorizedError } from "@/lib/errors";
import { clientAddressOf } from "@/lib/auth/client-address";
import { bearerTokenOf } from "./bearer-token";
import { assertAuthAttemptsLeft, recordAuthFailure, takeKeyRequest } from "./rate-limits";

/**
 * Step 1 of every API call: the principal behind the Authorization header, with both rate limits applied.
 * Throws UnauthorizedError (401) or RateLimitedError (429).
 */
export async function authenticate(db: Db, headers: Headers): Promise<Principal> {
  const address = clientAddressOf(headers);
  assertAuthAttemptsLeft(address);
  const token = bearerTokenOf(headers.get("authorization"));
  const verified = token === null ? null : await verifyApiKey(db, token);
  if (verified === null) {
    recordAuthFailure(address);
    throw new UnauthorizedError();
  }
  takeKeyRequest(verified.keyId);
  return { userId: verified.userId, role: verified.role };
}
