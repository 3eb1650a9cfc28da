import { RateLimitedError } from "@/lib/errors";

/** The gate's queue is full: the caller should come back in a moment (429 for the API, a message for forms). */
export class GateBusyError extends RateLimitedError {
  constructor() {
    super(1);
    this.message = "The server is busy. Please try again in a moment.";
  }
}

/**
 * At most `maxRunning` tasks at once; up to `maxWaiting` more wait their turn in order, and any further one is
 * refused at once, so a flood costs a queue slot or nothing instead of unbounded work. Refusing answers null
 * rather than throwing: a gate shared by the process (lib/process-singleton.ts) may come from another bundle's copy of this module,
 * whose error classes the caller's `instanceof` would not recognise.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  /** The task's result, or null (at once, the task not run) when the queue is full. */
  tryRun<T>(task: () => Promise<T>): Promise<T> | null {
    if (this.running < this.maxRunning) {
      this.running++;
      return this.runAndHandOver(task);
    }
    if (this.waiting.length >= this.maxWaiting) return null;
    // the slot is handed over by the finishing task (running stays counted), so no newcomer can jump the queue
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(() => this.runAndHandOver(task));
  }

  private async runAndHandOver<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
