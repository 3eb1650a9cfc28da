import { verifyPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { usernameKeyOf } from "./user-fields";

/** The user's id when the username and password match, else null. Same cost whether or not the user exists. */
export async function authenticatePassword(db: Db, username: string, password: string): Promise<string | null> {
  const key = usernameKeyOf(username);
  const user = key ? await db.user.findUnique({ where: { usernameKey: key }, select: { id: true, passwordHash: true } }) : null;
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  return ok && user ? user.id : null;
}
