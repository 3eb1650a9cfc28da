/**
 * Lets other requests run. better-sqlite3 answers synchronously, so a long read (an export, a whole flight list)
 * made of awaited queries never gives the event loop back on its own; calling this between pages does.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** How long a loop of short steps may run before it lets other requests in: a few milliseconds, barely noticed. */
const SLICE_MS = 5;

/**
 * For a long loop of short steps (an import's rows): `turn()` yields once a slice of time has passed since the last
 * yield, so the loop gives the event loop back every few milliseconds without paying for a yield per step.
 */
export class TimeSlices {
  private last = performance.now();

  async turn(): Promise<void> {
    if (performance.now() - this.last < SLICE_MS) return;
    await yieldToEventLoop();
    this.last = performance.now();
  }
}
