import type { Db } from "@/lib/db/client";
import { InputError, NotFoundError } from "@/lib/errors";
import { verifyPassword } from "./password";
import { nowSeconds, type SessionClaims } from "./session-claims";
import { SignInThrottle, signInThrottle } from "./sign-in-throttle";

/**
 * "Sudo mode": sensitive actions from a session (creating an API key, setting a first password) need a proof of
 * identity from the last REAUTH_WINDOW_SECONDS: the sign-in itself, or the password entered again, which renews the
 * session's authTime. Accounts without a password (OIDC only) must sign in again.
 */
export const REAUTH_WINDOW_SECONDS = 10 * 60;

export const PASSWORD_AGAIN_REQUIRED = "Your password is needed again: your sign-in is more than 10 minutes old";
export const PASSWORD_AGAIN_WRONG = "Your password is not correct";
export const PASSWORD_AGAIN_THROTTLED = "Your password was wrong too often; wait a moment and try again";
export const SIGN_IN_AGAIN_REQUIRED = "Sign out and sign in again first: your sign-in is more than 10 minutes old";

export function isRecentSignIn(claims: SessionClaims, now: number = Date.now()): boolean {
  const age = nowSeconds(now) - claims.authTime;
  return age >= -60 && age <= REAUTH_WINDOW_SECONDS;
}

/** What a session still needs before a sensitive action: nothing, the password again, or a new sign-in (no password). */
export type ReauthNeed = "none" | "password" | "sign-in";

export function reauthNeed(claims: SessionClaims, hasPassword: boolean, now: number = Date.now()): ReauthNeed {
  if (isRecentSignIn(claims, now)) return "none";
  return hasPassword ? "password" : "sign-in";
}

/**
 * Lets a sensitive action go ahead: at once after a recent sign-in, else only with the user's password (failures
 * throttled per user). Returns the claims to re-issue the session with when the password was entered again, else
 * null. InputError (messages start with "Your password" or "Sign out") otherwise.
 */
export async function confirmRecentSignIn(
  db: Db,
  claims: SessionClaims,
  password: string,
  throttle: SignInThrottle = signInThrottle,
  now: number = Date.now(),
): Promise<SessionClaims | null> {
  if (isRecentSignIn(claims, now)) return null;
  const user = await db.user.findUnique({ where: { id: claims.userId }, select: { passwordHash: true } });
  if (!user) throw new NotFoundError("User not found");
  if (user.passwordHash === null) throw new InputError(SIGN_IN_AGAIN_REQUIRED);
  if (!password) throw new InputError(PASSWORD_AGAIN_REQUIRED);
  const key = SignInThrottle.keyOf(`reauth:${claims.userId}`, "session");
  if (!(await throttle.check(db, key, now)).allowed) throw new InputError(PASSWORD_AGAIN_THROTTLED);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await throttle.recordFailure(db, key, now);
    throw new InputError(PASSWORD_AGAIN_WRONG);
  }
  await throttle.recordSuccess(db, key);
  return { ...claims, authTime: nowSeconds(now) };
}
