import { automaticBackupTask } from "@/lib/backup/automatic-backups";
import type { Config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { refreshPlannerStatistics } from "@/lib/db/planner-statistics";
import { errorMessage } from "@/lib/errors";
import { sweepTombstones } from "@/lib/flights/change-feed";
import { sweepIdempotencyKeys } from "@/lib/flights/idempotent-save";
import { pollImportJobs, stopImportJobs } from "@/lib/import/web/import-jobs";
import { sweepImportData } from "@/lib/import/web/import-sweep";
import { PeriodicScheduler } from "@/lib/periodic/scheduler";
import { processSingleton } from "@/lib/process-singleton";
import { HOUR_MS, MINUTE_MS } from "@/lib/time/durations";
import { webhookDeliveryTask } from "@/lib/webhooks/delivery-work";

/**
 * Everything the server does on its own, in one table. Work under a lease runs on one of the instances sharing the
 * database at a time (lib/periodic/: the lease row 'lease.<name>', renewed every `leaseTickMs`, whose first tick
 * comes one tick after the start); work without one runs on every instance, at once and then every `everyMs`.
 */
export interface BackgroundWork {
  name: string;
  everyMs: number;
  /** how often the lease is renewed and the work's turn looked for; null: no lease, every instance runs it */
  leaseTickMs: number | null;
  run(now: Date): Promise<unknown>;
  /** the server's shutdown, for work that outlasts its run (imports give their jobs back) */
  stop?(): Promise<unknown>;
}

/** The minute's tick of the slow work: its first minute after the start is for requests, not backups. */
const SLOW_TICK_MS = MINUTE_MS;

/** The table: what runs, how often, under a lease or not. */
export function backgroundWork(config: Config, db: Db, log: (message: string) => void): BackgroundWork[] {
  const backup = automaticBackupTask(config);
  return [
    // uploads older than a day and imports ended an hour ago
    { name: "import-sweep", everyMs: 10 * MINUTE_MS, leaseTickMs: SLOW_TICK_MS, run: (now) => sweepImportData(db, now) },
    // the change feed's tombstones past their retention
    { name: "tombstone-sweep", everyMs: HOUR_MS, leaseTickMs: SLOW_TICK_MS, run: (now) => sweepTombstones(db, now) },
    // the saves' idempotency keys past their 24 hours
    { name: "idempotency-key-sweep", everyMs: HOUR_MS, leaseTickMs: SLOW_TICK_MS, run: (now) => sweepIdempotencyKeys(db, now) },
    // SQLite's planner statistics of the tables that changed much
    { name: "planner-statistics", everyMs: HOUR_MS, leaseTickMs: SLOW_TICK_MS, run: () => refreshPlannerStatistics(db) },
    ...(backup ? [{ ...backup, leaseTickMs: SLOW_TICK_MS }] : []),
    // the webhook outbox, polled every few seconds on the one instance holding its lease
    { ...webhookDeliveryTask(config, db, log), leaseTickMs: config.webhooks.pollSeconds * 1000 },
    // web imports given back by a stopped instance or left by a dead one (each job has a lease of its own)
    { name: "import-jobs", everyMs: (config.jobLeaseSeconds * 1000) / 3, leaseTickMs: null, run: () => pollImportJobs(db), stop: stopImportJobs },
  ];
}

interface Started {
  stop(): Promise<void>;
}

const state = () => processSingleton<{ started: Started | null }>("backgroundWork", () => ({ started: null }));

const log = (message: string) => console.error(`[contrail] ${message}`);

/**
 * Starts the process's background work, once: server.ts and instrumentation.ts both call it (lib/background/start-up.ts),
 * and in production both run. `work` is the table unless a test gives its own.
 */
export function startBackgroundWork(config: Config, db: Db, work = backgroundWork(config, db, log)): void {
  const current = state();
  if (current.started) return;
  const names = work.map(({ name }) => name);
  if (new Set(names).size !== names.length) throw new Error(`background work named twice: ${names.join(", ")}`);
  const stops = work.map((entry) => (entry.leaseTickMs === null ? startEveryInstance(entry) : startLeased(db, entry, entry.leaseTickMs)));
  current.started = {
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

/**
 * The server's shutdown: no more runs, imports given back, and the leases of idle work handed back for another
 * instance to take at its next tick rather than after expiry.
 */
export async function stopBackgroundWork(): Promise<void> {
  const current = state();
  const started = current.started;
  current.started = null;
  await started?.stop();
}

function startLeased(db: Db, work: BackgroundWork, tickMs: number): () => Promise<void> {
  const scheduler = new PeriodicScheduler({ db, tasks: [work], tickMs, log });
  scheduler.start(tickMs);
  return async () => {
    await Promise.all([scheduler.stop(), work.stop?.()]);
  };
}

/** At once, then every everyMs; a run still going when the next is due makes that one skip. */
function startEveryInstance(work: BackgroundWork): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = work
      .run(new Date())
      .then(() => undefined, (error: unknown) => log(`background work: ${work.name} failed: ${errorMessage(error)}`))
      .finally(() => void (running = null));
  };
  const timer = setInterval(tick, work.everyMs).unref();
  const first = setTimeout(tick, 0).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(first);
    await work.stop?.();
  };
}
