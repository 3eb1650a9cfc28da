import { parseRole, seesEveryone, type Principal, type Role } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { containsInsensitive } from "@/lib/db/contains-insensitive";
import { ForbiddenError } from "@/lib/errors";
import { isStorableText } from "@/lib/storable-text";

export interface UserSummary {
  id: string;
  username: string;
  displayName: string;
  role: Role;
  createdAt: Date;
}

const SELECT = { id: true, username: true, displayName: true, role: true, createdAt: true } as const;

/** Every user, for the Settings → Users page (owners and admins only). */
export async function listUsers(db: Db, actor: Principal): Promise<UserSummary[]> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  const rows = await db.user.findMany({ select: SELECT, orderBy: { usernameKey: "asc" } });
  return rows.map((row) => ({ ...row, role: parseRole(row.role) }));
}

/**
 * Users whose username or display name contains `query` (case-insensitive), for the scope picker.
 * Usernames are compared on the lower-cased key; display names with `containsInsensitive`.
 */
export async function searchUsers(db: Db, actor: Principal, query: string, limit = 10): Promise<UserSummary[]> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  const q = query.trim();
  // nothing stored holds a NUL or an unpaired surrogate (and PostgreSQL cannot compare with one)
  if (!isStorableText(q)) return [];
  const take = Math.max(1, Math.min(limit, 50));
  const where = q
    ? { OR: [{ usernameKey: { contains: q.toLowerCase() } }, { displayName: containsInsensitive(db, q) }] }
    : {};
  const rows = await db.user.findMany({ where, select: SELECT, orderBy: { usernameKey: "asc" }, take });
  return rows.map((row) => ({ ...row, role: parseRole(row.role) }));
}

/** One user's public summary, or null. For admins showing whose statistics are on screen. */
export async function findUserSummary(db: Db, userId: string): Promise<UserSummary | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: SELECT });
  return row ? { ...row, role: parseRole(row.role) } : null;
}
