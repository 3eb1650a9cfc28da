import { parseRole, roleSchema, type Role } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { InputError, NotFoundError } from "@/lib/errors";
import { deleteUser, type DeletedUser } from "@/lib/users/delete-user";
import { insertUser, parseNewUserFields } from "@/lib/users/insert-user";
import { setRoleFromShell } from "@/lib/users/set-user-role";
import { usernameKeyOf } from "@/lib/auth/username-key";
import { requireOption, type ParsedArgs } from "./args";

// The shell is the machine's administrator: unlike Settings → Users, it may create owners and change any role.

function roleOption(args: ParsedArgs, fallback?: Role): Role {
  const value = args.options.get("role") ?? fallback;
  const parsed = roleSchema.safeParse(value);
  if (!parsed.success) throw new InputError("--role must be user, admin or owner");
  return parsed.data;
}

export async function findUserIdByUsername(db: Db, username: string): Promise<string> {
  const user = await db.user.findUnique({ where: { usernameKey: usernameKeyOf(username) }, select: { id: true } });
  if (!user) throw new NotFoundError(`User not found: ${username}`);
  return user.id;
}

export async function userCreate(db: Db, args: ParsedArgs): Promise<{ id: string }> {
  const fields = parseNewUserFields({
    username: requireOption(args, "username"),
    password: requireOption(args, "password"),
    displayName: args.options.get("display-name"),
  });
  return insertUser(db, fields, roleOption(args, "user"));
}

export async function userList(db: Db) {
  const users = await db.user.findMany({
    select: { id: true, username: true, displayName: true, role: true, createdAt: true },
    orderBy: { usernameKey: "asc" },
  });
  return users.map((user) => ({ ...user, role: parseRole(user.role), createdAt: user.createdAt.toISOString() }));
}

export async function userRole(db: Db, args: ParsedArgs): Promise<{ id: string; role: Role }> {
  const role = roleOption(args);
  const id = await findUserIdByUsername(db, requireOption(args, "username"));
  await setRoleFromShell(db, id, role);
  return { id, role };
}

/** Deletes a user of any role but the last owner, and what is theirs alone (lib/users/delete-user.ts). */
export async function userDelete(db: Db, args: ParsedArgs): Promise<DeletedUser> {
  return deleteUser(db, await findUserIdByUsername(db, requireOption(args, "username")));
}
