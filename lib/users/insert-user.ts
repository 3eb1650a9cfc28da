import { hashPassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { InputError } from "@/lib/errors";
import { usernameKeyOf } from "@/lib/auth/username-key";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { displayNameSchema, parseField, passwordSchema, usernameSchema } from "./user-fields";

export function usernameTakenMessage(username: string): string {
  return `Username is already taken: ${username}`;
}

export interface NewUserFields {
  username: string;
  displayName: string;
  password: string;
}

/** Checks a new account's username, display name (defaults to the username) and password; InputError names the field. */
export function parseNewUserFields(input: { username: string; displayName?: string; password: string }): NewUserFields {
  const username = parseField(usernameSchema, input.username);
  const displayName = parseField(displayNameSchema, input.displayName ?? "") || username;
  const password = parseField(passwordSchema, input.password);
  return { username, displayName, password };
}

/**
 * Stores an account whose fields were checked by parseNewUserFields and whose role the caller may hand out.
 * A username taken in any letter case is an InputError.
 */
export async function insertUser(db: Db, fields: NewUserFields, role: Role): Promise<{ id: string }> {
  const passwordHash = await hashPassword(fields.password);
  try {
    return await db.user.create({
      data: { username: fields.username, usernameKey: usernameKeyOf(fields.username), displayName: fields.displayName, passwordHash, role },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InputError(usernameTakenMessage(fields.username));
    throw error;
  }
}
