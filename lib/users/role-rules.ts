import type { Principal, Role } from "@/lib/auth/principal";

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
