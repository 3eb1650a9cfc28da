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
 * refused at once with GateBusyError, so a flood costs a queue slot or nothing instead of unbounded work.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) throw new GateBusyError();
      // the slot is handed over by the finishing task (running stays counted), so no newcomer can jump the queue
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
