import { z } from "zod";
import { passwordPolicyProblem } from "@/lib/auth/password-policy";
import { InputError } from "@/lib/errors";
import { storableText } from "@/lib/storable-text";

/** Usernames are short and URL/shell friendly; uniqueness ignores case (User.usernameKey). */
export const usernameSchema = storableText("Username")
  .trim()
  .min(1, "Username is required")
  .max(64, "Username must be at most 64 characters")
  .regex(/^[A-Za-z0-9._@-]+$/, "Username may contain only letters, digits, dot, dash, underscore and @");

export const displayNameSchema = storableText("Display name").trim().max(100, "Display name must be at most 100 characters");

/** A new password: the rule is lib/auth/password-policy.ts. */
export const passwordSchema = storableText("Password").superRefine((password, context) => {
  const problem = passwordPolicyProblem(password);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** Parses with a zod schema and turns the first issue into an InputError (its message names the field). */
export function parseField<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new InputError(result.error.issues[0]?.message ?? "Invalid input");
  return result.data;
}
