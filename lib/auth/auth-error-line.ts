import { errorForLog } from "./error-for-log";

/**
 * next-auth's error as one log line: its code and, when it carries one, the reason (a wrong client secret is
 * "invalid_client (client authentication failed)", an unreachable provider "connect ECONNREFUSED …"). Only the
 * error's name, code and message are read, through errorForLog: never the request, the tokens or the profile.
 */
export function authErrorLine(code: string, metadata: unknown): string {
  const reasons = [errorOf(metadata), errorOf((metadata as { error?: unknown } | null)?.error)]
    .filter((error): error is Error => error !== null)
    .slice(0, 1)
    .map(errorForLog);
  const description = (metadata as { error_description?: unknown } | null)?.error_description;
  if (typeof description === "string" && description.trim() !== "") reasons.push(errorForLog(new Error(description)).replace(/^Error /, ""));
  return reasons.length > 0 ? `[auth] ${code}: ${reasons.join("; ")}` : `[auth] ${code}`;
}

function errorOf(value: unknown): Error | null {
  return value instanceof Error ? value : null;
}
