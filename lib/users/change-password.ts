import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { InputError, NotFoundError } from "@/lib/errors";
import { parseField, passwordSchema } from "./user-fields";

/** Changes the signed-in user's password after checking the current one. */
export async function changePassword(db: Db, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new NotFoundError("User not found");
  // Accounts that only sign in through OIDC have no password yet and may set one without a current password.
  if (user.passwordHash !== null && !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new InputError("Current password is not correct");
  }
  const password = parseField(passwordSchema, newPassword);
  const passwordHash = await hashPassword(password);
  await db.user.update({ where: { id: userId }, data: { passwordHash } });
}
