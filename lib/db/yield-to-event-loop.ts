/**
 * Lets other requests run. better-sqlite3 answers synchronously, so a long read (an export, a whole flight list)
 * made of awaited queries never gives the event loop back on its own; calling this between pages does.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
