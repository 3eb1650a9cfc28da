import { hashPassword } from "@/lib/auth/password";
import { seesEveryone, type Principal, type Role } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { ForbiddenError, InputError } from "@/lib/errors";
import { assignableRoles } from "./role-rules";
import { displayNameSchema, isUniqueViolation, parseField, passwordSchema, usernameKeyOf, usernameSchema } from "./user-fields";

export interface NewUserInput {
  username: string;
  displayName?: string;
  password: string;
  role: Role;
}

/** Owners and admins create accounts; only the owner may create an admin; nobody creates a second owner here. */
export async function createUser(db: Db, actor: Principal, input: NewUserInput): Promise<{ id: string }> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  const username = parseField(usernameSchema, input.username);
  const displayName = parseField(displayNameSchema, input.displayName ?? "") || username;
  const password = parseField(passwordSchema, input.password);
  if (!assignableRoles(actor).includes(input.role)) {
    if (input.role === "admin" || input.role === "owner") throw new ForbiddenError();
    throw new InputError("Role is not valid");
  }
  const passwordHash = await hashPassword(password);
  try {
    return await db.user.create({
      data: { username, usernameKey: usernameKeyOf(username), displayName, passwordHash, role: input.role },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InputError(`Username is already taken: ${username}`);
    throw error;
  }
}
