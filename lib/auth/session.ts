import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb, type Db } from "@/lib/db/client";
import { needsSetup } from "./needs-setup";
import { getAuthOptions } from "./auth-options";
import { parseRole, type Principal } from "./principal";
import { claimsOf, type SessionClaims } from "./session-claims";
import { REQUESTED_PAGE_HEADER, signInPathFor } from "./sign-in-redirect";

/**
 * The principal for a session token's claims, read in one query: the role comes from the database now, never from
 * the token, so a demotion takes effect on the next request; a deleted user, or a token whose session version is no
 * longer the user's (password changed, signed out everywhere, demoted), gets null (signed out).
 */
export async function principalForSession(db: Db, claims: SessionClaims | null): Promise<Principal | null> {
  if (!claims?.userId) return null;
  const user = await db.user.findUnique({ where: { id: claims.userId }, select: { id: true, role: true, sessionVersion: true } });
  return user && user.sessionVersion === claims.sessionVersion ? { userId: user.id, role: parseRole(user.role) } : null;
}

/** The session cookie's claims, unverified against the database. */
async function sessionClaims(): Promise<SessionClaims | null> {
  const session = await getServerSession(await getAuthOptions());
  return session ? claimsOf({ sub: session.user?.id, sv: session.sessionVersion, authTime: session.authTime }) : null;
}

export interface CurrentSession {
  principal: Principal;
  claims: SessionClaims;
}

/** The signed-in user with the current role and the session's claims; null when nobody is. Once per request. */
export const getCurrentSession = cache(async (): Promise<CurrentSession | null> => {
  const claims = await sessionClaims();
  const principal = await principalForSession(getDb(), claims);
  return principal && claims ? { principal, claims } : null;
});

/** Who is signed in, with the current role; null when nobody is (or the session was ended). */
export async function getPrincipal(): Promise<Principal | null> {
  return (await getCurrentSession())?.principal ?? null;
}

/**
 * For pages and server actions that need a user: sends visitors to set-up (empty instance) or to sign-in, which
 * brings them back to the page they asked for.
 */
export async function requireSession(): Promise<CurrentSession> {
  const session = await getCurrentSession();
  if (session) return session;
  if (await needsSetup(getDb())) redirect("/setup");
  redirect(signInPathFor((await headers()).get(REQUESTED_PAGE_HEADER)));
}

export async function requirePrincipal(): Promise<Principal> {
  return (await requireSession()).principal;
}
