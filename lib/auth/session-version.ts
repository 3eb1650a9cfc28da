import type { Db } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import type { Prisma } from "@/lib/db/prisma";

/**
 * Session tokens carry User.sessionVersion from sign-in and lib/auth/session.ts refuses a token whose version is
 * no longer the user's, so raising it ends every session issued before. Spread into a user update's data.
 */
export const END_SESSIONS = { sessionVersion: { increment: 1 } } as const;

/** Updates a user and ends all of their sessions in the same write; returns the new session version. */
export async function updateEndingSessions(db: Db, userId: string, data: Prisma.UserUpdateInput = {}): Promise<number> {
  try {
    const updated = await db.user.update({ where: { id: userId }, data: { ...data, ...END_SESSIONS }, select: { sessionVersion: true } });
    return updated.sessionVersion;
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2025") throw new NotFoundError("User not found");
    throw error;
  }
}

/** "Sign out everywhere": ends all of the user's sessions. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await updateEndingSessions(db, userId);
}

/** The user's current session version, for a token being issued (OIDC sign-in). */
export async function currentSessionVersion(db: Db, userId: string): Promise<number> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  if (!user) throw new NotFoundError("User not found");
  return user.sessionVersion;
}

/**
 * Whether a token of this session version still belongs to the user: false once a password change, "sign out
 * everywhere" or a demotion raised the version, or the user is gone.
 */
export async function isCurrentSessionVersion(db: Db, userId: string, sessionVersion: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return user !== null && user.sessionVersion === sessionVersion;
}
