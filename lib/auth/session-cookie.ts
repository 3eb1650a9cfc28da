import "server-only";
import { encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { getDb } from "@/lib/db/client";
import { getAuthSecret } from "./auth-secret";
import { SESSION_MAX_AGE_SECONDS, tokenOf, type SessionClaims } from "./session-claims";

// next-auth's own cookie names: with the __Secure- prefix when the site is served over https.
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/**
 * Replaces the current session's cookie with a token for `claims`, from a server action. Used to keep the acting
 * session alive after its user's session version was raised (own password change) and to record a re-entered
 * password. The cookie keeps the name next-auth chose for this browser; without one there is nothing to re-issue.
 */
export async function reissueSessionCookie(claims: SessionClaims): Promise<void> {
  const jar = await cookies();
  const name = SESSION_COOKIES.find((candidate) => jar.has(candidate));
  if (!name) return;
  const value = await encode({ token: tokenOf(claims), secret: await getAuthSecret(getDb()), maxAge: SESSION_MAX_AGE_SECONDS });
  jar.set(name, value, { httpOnly: true, sameSite: "lax", path: "/", secure: name.startsWith("__Secure-"), maxAge: SESSION_MAX_AGE_SECONDS });
}

/**
 * Signing out: sessions are stateless tokens in a cookie, so this expires the cookie (as next-auth's sign-out does).
 * A `__Secure-` cookie is only replaced by one set with `Secure`: a browser ignores the expiry otherwise.
 */
export async function clearSessionCookies(): Promise<void> {
  const jar = await cookies();
  for (const cookie of jar.getAll()) {
    if (!cookie.name.includes("next-auth.session-token")) continue;
    jar.set(cookie.name, "", { httpOnly: true, sameSite: "lax", path: "/", secure: cookie.name.startsWith("__Secure-"), maxAge: 0 });
  }
}
