import { seesEveryone, type Principal, type Role } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { ForbiddenError, InputError } from "@/lib/errors";
import { insertUser, parseNewUserFields } from "./insert-user";
import { assignableRoles, ROLE_INVALID_MESSAGE } from "./role-rules";

export interface NewUserInput {
  username: string;
  displayName?: string;
  password: string;
  role: Role;
}

/** Owners and admins create accounts; only the owner may create an admin; nobody creates a second owner here. */
export async function createUser(db: Db, actor: Principal, input: NewUserInput): Promise<{ id: string }> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  const fields = parseNewUserFields(input);
  if (!assignableRoles(actor).includes(input.role)) {
    if (input.role === "admin" || input.role === "owner") throw new ForbiddenError();
    throw new InputError(ROLE_INVALID_MESSAGE);
  }
  return insertUser(db, fields, input.role);
}
