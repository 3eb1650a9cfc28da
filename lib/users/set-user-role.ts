import { parseRole, roleSchema, seesEveryone, type Principal, type Role } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { checkStorableText } from "@/lib/storable-text";
import { mayChangeRole, ROLE_INVALID_MESSAGE, roleChangeData } from "./role-rules";

/** Two role changes of one user met; the second was not applied. */
export const USER_CHANGED_MESSAGE = "The user changed meanwhile; try again";

/** Changes a user's role; the rules are in role-rules.ts. Takes effect on the user's next request; a demotion signs them out. */
export async function setUserRole(db: Db, actor: Principal, userId: string, role: Role): Promise<void> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  checkStorableText("userId", userId);
  const parsed = roleSchema.safeParse(role);
  if (!parsed.success) throw new InputError(ROLE_INVALID_MESSAGE);
  await db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
    if (!target) throw new NotFoundError("User not found");
    if (!mayChangeRole(actor, target.id, parseRole(target.role), parsed.data)) throw new ForbiddenError();
    // The role in the WHERE guards against a concurrent change between the read and the write.
    const updated = await tx.user.updateMany({ where: { id: userId, role: target.role }, data: roleChangeData(parseRole(target.role), parsed.data) });
    if (updated.count !== 1) throw new InputError(USER_CHANGED_MESSAGE);
  });
}

export const LAST_OWNER_DEMOTION_MESSAGE = "The last owner cannot be demoted: make another user owner first";

/**
 * The admin CLI's role change: the shell may change any role, but never leave the instance without an owner (the one
 * who makes admins; the web never hands the owner role out).
 */
export async function setRoleFromShell(db: Db, userId: string, role: Role): Promise<void> {
  await db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: userId }, select: { role: true } });
    if (!target) throw new NotFoundError("User not found");
    const current = parseRole(target.role);
    if (current === "owner" && role !== "owner" && (await tx.user.count({ where: { role: "owner", id: { not: userId } } })) === 0) {
      throw new InputError(LAST_OWNER_DEMOTION_MESSAGE);
    }
    // The role in the WHERE guards against a concurrent change between the read and the write.
    const updated = await tx.user.updateMany({ where: { id: userId, role: target.role }, data: roleChangeData(current, role) });
    if (updated.count !== 1) throw new InputError(USER_CHANGED_MESSAGE);
  });
}
