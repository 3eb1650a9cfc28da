import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The rule for every new password (set-up, new accounts, password changes, the admin CLI): at least
 * MIN_PASSWORD_LENGTH characters not counting spaces at either end (the password is stored as typed), not one
 * character repeated, and not one of the ~49,000 most common passwords (bundled with @zxcvbn-ts/language-common,
 * compared ignoring letter case).
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  return common;
}

/** Why `password` may not be used, or null when it may. Messages start with "Password" (the form field). */
export function passwordPolicyProblem(password: string): string | null {
  if (password.length > MAX_PASSWORD_LENGTH) return "Password is too long";
  const significant = password.trim();
  // code points, so a character outside the Basic Multilingual Plane counts once
  if ([...significant].length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (/^(.)\1*$/su.test(significant)) return "Password must not be one character repeated";
  if (commonPasswords().has(significant.toLowerCase())) return "Password is one of the most common passwords; choose another";
  return null;
}
