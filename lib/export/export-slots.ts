import { RateLimitedError } from "@/lib/errors";
import { processSingleton } from "@/lib/process-singleton";

/**
 * At most EXPORTS_PER_USER exports run at once per user: each one reads the whole log, and a user starting many
 * would take the server's time from everybody else. One more is refused (429) until one of them ends.
 */

export const EXPORTS_PER_USER = 2;
/** what a refused caller is told to wait; a large export takes seconds */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/** The limit is per process. */
function running(): Map<string, number> {
  return processSingleton("runningExports", () => new Map<string, number>());
}

/** Takes one of the user's export slots, or throws RateLimitedError; returns its release (safe to call twice). */
export function claimExportSlot(userId: string): () => void {
  const count = running().get(userId) ?? 0;
  if (count >= EXPORTS_PER_USER) throw new RateLimitedError(EXPORT_RETRY_AFTER_SECONDS);
  running().set(userId, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (running().get(userId) ?? 1) - 1;
    if (left > 0) running().set(userId, left);
    else running().delete(userId);
  };
}
