import type { JWT } from "next-auth/jwt";

/**
 * What a session token says: who, which of the user's session versions it belongs to (lib/auth/session-version.ts),
 * and when the user last proved who they are (password or OIDC sign-in, or a password re-entered for a sensitive
 * action; seconds since the epoch). Never the role: that is read from the database on every request.
 */
export interface SessionClaims {
  userId: string;
  sessionVersion: number;
  authTime: number;
}

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function nowSeconds(now: number = Date.now()): number {
  return Math.floor(now / 1000);
}

export function tokenOf(claims: SessionClaims): JWT {
  return { sub: claims.userId, sv: claims.sessionVersion, authTime: claims.authTime };
}

/** The claims of a decoded token. A token from before session versions counts as version 0, proved never. */
export function claimsOf(token: Partial<JWT> | null | undefined): SessionClaims | null {
  const userId = token?.sub;
  if (typeof userId !== "string" || userId === "") return null;
  const sessionVersion = typeof token?.sv === "number" ? token.sv : 0;
  const authTime = typeof token?.authTime === "number" ? token.authTime : 0;
  return { userId, sessionVersion, authTime };
}
