import { getConfig } from "@/lib/config";
import { BusyError } from "@/lib/errors";
import { processSingleton } from "@/lib/process-singleton";

/**
 * Imports and dry runs started from the web page, at most one per user and IMPORT_CONCURRENCY per process: each reads
 * a whole file of up to IMPORT_MAX_BYTES, so one user checking one upload many times at once (or many users at once)
 * would hold the server's memory and time. One more is refused until one of them ends.
 */

interface Running {
  users: Set<string>;
}

/** The limit is per process. */
function running(): Running {
  return processSingleton<Running>("importSlots", () => ({ users: new Set() }));
}

export const BUSY_USER_MESSAGE = "Another import or check of yours is still running. Please wait until it has finished, then try again.";
export const BUSY_SERVER_MESSAGE = "The server is busy with other imports. Please try again in a minute.";

/** Takes the user's import slot, or throws BusyError; returns its release (safe to call twice). */
export function claimImportSlot(userId: string): () => void {
  const { users } = running();
  if (users.has(userId)) throw new BusyError(BUSY_USER_MESSAGE);
  if (users.size >= getConfig().importConcurrency) throw new BusyError(BUSY_SERVER_MESSAGE);
  users.add(userId);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users.delete(userId);
  };
}

/** Whether this process could take one more import now (a user's own slot aside). */
export function hasFreeImportSlot(): boolean {
  return running().users.size < getConfig().importConcurrency;
}
