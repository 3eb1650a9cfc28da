import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { updateEndingSessions } from "@/lib/auth/session-version";
import { parseField, passwordSchema } from "./user-fields";

/**
 * The one way an existing account's password is written: checks the password rule, stores the hash and ends every
 * session signed in before. Returns the new session version (for re-issuing the acting session, if it is the user's).
 * Callers check who may do it.
 */
export async function setPassword(db: Db, userId: string, newPassword: string): Promise<number> {
  const passwordHash = await hashPassword(parseField(passwordSchema, newPassword));
  return updateEndingSessions(db, userId, { passwordHash });
}
