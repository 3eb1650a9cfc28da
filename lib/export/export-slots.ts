import { RateLimitedError } from "@/lib/errors";

/**
 * At most EXPORTS_PER_USER exports run at once per user: each one reads the whole log, and a user starting many
 * would take the server's time from everybody else. One more is refused (429) until one of them ends.
 */

export const EXPORTS_PER_USER = 2;
/** what a refused caller is told to wait; a large export takes seconds */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

// Kept on globalThis: the API's fast path (dist/server.mjs) and Next's bundle of the download page each have their
// own copy of this module, and the limit is per process.
function running(): Map<string, number> {
  const holder = globalThis as { __contrailRunningExports?: Map<string, number> };
  return (holder.__contrailRunningExports ??= new Map());
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
