import { verifyPassword } from "./password";
import type { Db } from "@/lib/db/client";
import { isStorableText } from "@/lib/storable-text";
import { usernameKeyOf } from "./username-key";

/**
 * The user's id and session version when the username and password match, else null. Same cost whether or not the
 * user exists. The version is read with the hash, so a password changed meanwhile cannot yield a current session.
 */
export async function authenticatePassword(db: Db, username: string, password: string): Promise<{ id: string; sessionVersion: number } | null> {
  // no username holds a NUL or an unpaired surrogate (and PostgreSQL could not look one up): no such user
  const key = isStorableText(username) ? usernameKeyOf(username) : "";
  const user = key
    ? await db.user.findUnique({ where: { usernameKey: key }, select: { id: true, passwordHash: true, sessionVersion: true } })
    : null;
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  return ok && user ? { id: user.id, sessionVersion: user.sessionVersion } : null;
}
