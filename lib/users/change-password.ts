import { verifyPassword } from "@/lib/auth/password";
import { SIGN_IN_AGAIN_REQUIRED } from "@/lib/auth/recent-sign-in";
import type { Db } from "@/lib/db/client";
import { InputError, NotFoundError } from "@/lib/errors";
import { setPassword } from "./set-password";

export const CURRENT_PASSWORD_WRONG_MESSAGE = "Current password is not correct";

/**
 * Changes the signed-in user's password after checking the current one, and ends all of the user's sessions (the
 * caller re-issues its own); returns the new session version. Accounts that only sign in through OIDC have no
 * password yet and may set one without a current password, but only soon after signing in (`recentSignIn`), so a
 * stolen old session cannot give itself a password.
 */
export async function changePassword(
  db: Db,
  userId: string,
  currentPassword: string,
  newPassword: string,
  recentSignIn: boolean,
): Promise<number> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new NotFoundError("User not found");
  if (user.passwordHash === null) {
    if (!recentSignIn) throw new InputError(SIGN_IN_AGAIN_REQUIRED);
  } else if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new InputError(CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  return setPassword(db, userId, newPassword);
}
