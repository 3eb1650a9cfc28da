import type { Db } from "@/lib/db/client";
import { claimLease, releaseLease, renewLease } from "./lease";
import { errorMessage } from "@/lib/errors";
import { instanceId } from "@/lib/instance-id";

/** One piece of periodic work: run at most every `everyMs`, by one instance at a time (lib/periodic/lease.ts). */
export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

export interface SchedulerOptions {
  db: Db;
  /** this instance (lib/instance-id.ts, the default) or a test's stand-in for another */
  holder?: string;
  tasks: readonly PeriodicTask[];
  /** how often leases are renewed and due work started */
  tickMs: number;
  /** how long a lease outlives its holder's last tick: another instance takes the work over after this (default: leaseFor(tickMs)) */
  leaseMs?: number;
  log?: (message: string) => void;
}

/** A lease renewed every tick outlives three of them, and at least a minute: a dead holder is replaced after this. */
export function leaseFor(tickMs: number): number {
  return Math.max(3 * tickMs, 60_000);
}

/**
 * Runs periodic work on exactly one of the instances that share a database. Every tick, each task's lease is
 * taken or renewed and, when the task is due (its last run, by any instance, is `everyMs` old), the run is
 * claimed in the same transaction and started. A task still running here only has its lease renewed, so a long run
 * keeps it and is never started twice; when the holder dies, its leases expire and another instance's tick takes
 * them over.
 */
export class PeriodicScheduler {
  readonly #options: Required<Omit<SchedulerOptions, "log">> & Pick<SchedulerOptions, "log">;
  readonly #running = new Map<string, Promise<void>>();
  readonly #claiming = new Set<Promise<string[]>>();
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: SchedulerOptions) {
    const { holder = instanceId(), leaseMs = leaseFor(options.tickMs) } = options;
    if (leaseMs <= options.tickMs) throw new Error("a lease must outlast the tick that renews it");
    this.#options = { ...options, holder, leaseMs };
  }

  /** One tick at `now`: renews this instance's leases, takes free ones, starts due work; resolves when that work ends. */
  async tick(now = Date.now()): Promise<string[]> {
    const claiming = this.#claim(now);
    this.#claiming.add(claiming);
    const started = await claiming.finally(() => this.#claiming.delete(claiming));
    await Promise.all(started.map((name) => this.#running.get(name)));
    return started;
  }

  async #claim(now: number): Promise<string[]> {
    const { db, holder, tasks, leaseMs, log } = this.#options;
    const started: string[] = [];
    for (const task of tasks) {
      if (this.#stopped) break;
      let due;
      try {
        // a run still going here keeps its lease, and starts nothing
        if (this.#running.has(task.name)) await renewLease(db, task.name, { holder, now, leaseMs });
        else due = (await claimLease(db, task.name, { holder, now, leaseMs, everyMs: task.everyMs })).run;
      } catch (error) {
        log?.(`periodic work: the lease on ${task.name} could not be taken: ${errorMessage(error)}`);
        continue;
      }
      if (!due) continue;
      started.push(task.name);
      const run = task
        .run(new Date(now))
        .then(() => undefined, (error: unknown) => log?.(`periodic work: ${task.name} failed: ${errorMessage(error)}`))
        .finally(() => this.#running.delete(task.name));
      this.#running.set(task.name, run);
    }
    return started;
  }

  /** Ticks every tickMs after a first tick at firstTickMs; the timers never keep the process alive. */
  start(firstTickMs = 0): void {
    if (this.#timer || this.#stopped) return;
    this.#timer = setTimeout(() => {
      if (this.#stopped) return;
      this.#timer = setInterval(() => void this.tick(), this.#options.tickMs).unref();
      void this.tick();
    }, firstTickMs).unref();
  }

  /**
   * Stops ticking and gives up the leases of work not running here, so the other instances take it at their next
   * tick (a rolling restart) rather than after expiry. Work still running keeps its lease until it expires.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    // a claim under way may yet take a lease: it is given back below
    await Promise.allSettled([...this.#claiming]);
    const { db, holder, tasks } = this.#options;
    for (const task of tasks) {
      if (this.#running.has(task.name)) continue;
      await releaseLease(db, task.name, holder).catch(() => false);
    }
  }
}
