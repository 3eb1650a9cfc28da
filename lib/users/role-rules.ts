import type { Principal, Role } from "@/lib/auth/principal";
import { END_SESSIONS } from "@/lib/auth/session-version";

/** The one wording for a role the caller may not name (not one of ROLES, or not theirs to hand out). */
export const ROLE_INVALID_MESSAGE = "Role is not valid";

/**
 * Who may hand out which role. The owner makes and unmakes admins; admins manage regular users only;
 * the owner role is never handed out from the web (there is one owner, made at set-up or by the admin CLI).
 */
export function assignableRoles(actor: Principal): Role[] {
  if (actor.role === "owner") return ["user", "admin"];
  if (actor.role === "admin") return ["user"];
  return [];
}

/** May `actor` change a user whose current role is `current` to `next`? */
export function mayChangeRole(actor: Principal, targetUserId: string, current: Role, next: Role): boolean {
  if (targetUserId === actor.userId) return false;
  if (current === "owner") return false;
  const allowed = assignableRoles(actor);
  return allowed.includes(current) && allowed.includes(next);
}

const RANK: Record<Role, number> = { user: 0, admin: 1, owner: 2 };

/**
 * The data for changing a role from `current` to `next`: a demotion also ends the user's sessions (the role is
 * read on every request anyway; this also drops whatever a session of the higher role had open, e.g. a recent
 * sign-in that allows creating keys). Used by Settings → Users and the admin CLI.
 */
export function roleChangeData(current: Role, next: Role): { role: Role; sessionVersion?: { increment: 1 } } {
  return RANK[next] < RANK[current] ? { role: next, ...END_SESSIONS } : { role: next };
}

/**
 * May `actor` delete a user whose role is `target` from Settings → Users: the users whose role they manage (the
 * owner deletes admins and users, admins delete users). That is never themselves (an owner is not among them, nor an
 * admin for an admin): one's own account is deleted from one's own settings, with the password again.
 */
export function mayDeleteUser(actor: Principal, target: Role): boolean {
  return assignableRoles(actor).includes(target);
}
