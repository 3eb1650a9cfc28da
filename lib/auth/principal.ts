import { z } from "zod";

export const ROLES = ["user", "admin", "owner"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Who is asking: a signed-in user or an API key's owner, with the role as stored in the database now. */
export interface Principal {
  userId: string;
  role: Role;
}

/** Admins and owners see every user's flights and statistics. */
export function seesEveryone(principal: Principal): boolean {
  return principal.role === "admin" || principal.role === "owner";
}

/** Reads a stored role; anything unexpected is treated as the least privileged role. */
export function parseRole(value: string): Role {
  const parsed = roleSchema.safeParse(value);
  return parsed.success ? parsed.data : "user";
}
