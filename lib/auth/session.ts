import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb, type Db } from "@/lib/db/client";
import { needsSetup } from "@/lib/users/create-first-owner";
import { getAuthOptions } from "./auth-options";
import { parseRole, type Principal } from "./principal";

/**
 * The principal for a user id taken from a session token: the role is read from the database now, never from
 * the token, so a demotion takes effect on the next request; a deleted user gets null (signed out).
 */
export async function principalForUserId(db: Db, userId: string | null | undefined): Promise<Principal | null> {
  if (!userId) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
  return user ? { userId: user.id, role: parseRole(user.role) } : null;
}

/** The signed-in user's id from the session cookie, unverified against the database. */
async function sessionUserId(): Promise<string | null> {
  const session = await getServerSession(await getAuthOptions());
  const id: unknown = session?.user?.id;
  return typeof id === "string" && id ? id : null;
}

/** Who is signed in, with the current role; null when nobody is (or the user no longer exists). Once per request. */
export const getPrincipal = cache(async (): Promise<Principal | null> => {
  return principalForUserId(getDb(), await sessionUserId());
});

/** For pages and server actions that need a user: sends visitors to set-up (empty instance) or sign-in. */
export async function requirePrincipal(): Promise<Principal> {
  const principal = await getPrincipal();
  if (principal) return principal;
  if (await needsSetup(getDb())) redirect("/setup");
  redirect("/signin");
}
