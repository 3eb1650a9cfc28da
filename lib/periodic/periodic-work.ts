import { automaticBackupTask } from "@/lib/backup/automatic-backups";
import type { Config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { refreshPlannerStatistics } from "@/lib/db/planner-statistics";
import { sweepTombstones } from "@/lib/flights/change-feed";
import { sweepImportData } from "@/lib/import/web/import-sweep";
import { instanceId } from "@/lib/instance-id";
import { startWebhookDelivery, stopWebhookDelivery } from "@/lib/webhooks/delivery-work";
import { PeriodicScheduler, type PeriodicTask } from "./scheduler";
import { HOUR_MS } from "@/lib/time/durations";

/** Leases are renewed every tick; an instance that stops ticking (killed) loses its work to another after the lease. */
export const PERIODIC_TICK_MS = 60_000;
export const PERIODIC_LEASE_MS = 3 * PERIODIC_TICK_MS;
/** After the server starts: its first minute is for requests, not backups. */
const FIRST_TICK_MS = 60_000;

/** How often old uploads and ended import jobs are swept (they are kept a day and an hour). */
const IMPORT_SWEEP_MS = 10 * 60_000;
/** How often the change feed's tombstones past their retention (90 days) are swept. */
const TOMBSTONE_SWEEP_MS = HOUR_MS;
/** How often SQLite's planner statistics are refreshed for the tables that changed much (lib/db/planner-statistics.ts). */
const PLANNER_STATISTICS_MS = HOUR_MS;

/** Everything the server does on its own, now and then: each task runs on one instance at a time. */
export function periodicTasks(config: Config, db: Db): PeriodicTask[] {
  const importSweep: PeriodicTask = { name: "import-sweep", everyMs: IMPORT_SWEEP_MS, run: (now) => sweepImportData(db, now) };
  const tombstoneSweep: PeriodicTask = { name: "tombstone-sweep", everyMs: TOMBSTONE_SWEEP_MS, run: (now) => sweepTombstones(db, now) };
  const plannerStatistics: PeriodicTask = { name: "planner-statistics", everyMs: PLANNER_STATISTICS_MS, run: () => refreshPlannerStatistics(db) };
  return [importSweep, tombstoneSweep, plannerStatistics, automaticBackupTask(config)].filter((task): task is PeriodicTask => task !== null);
}

// On globalThis: instrumentation.ts (Next's bundle) and the production server (server.ts) may both start it.
const holder = globalThis as { __contrailPeriodicWork?: PeriodicScheduler };

/** Starts this process's scheduler (once per process). */
export function startPeriodicWork(config: Config, db: Db): void {
  if (holder.__contrailPeriodicWork) return;
  const tasks = periodicTasks(config, db);
  const scheduler = new PeriodicScheduler({
    db,
    holder: instanceId(),
    tasks,
    tickMs: PERIODIC_TICK_MS,
    leaseMs: PERIODIC_LEASE_MS,
    log: (message) => console.error(`[contrail] ${message}`),
  });
  holder.__contrailPeriodicWork = scheduler;
  scheduler.start(FIRST_TICK_MS);
  // webhooks poll every few seconds, so they have a scheduler (and lease) of their own
  startWebhookDelivery(config, db);
}

/** The server's shutdown: no more ticks, and the leases of idle work handed back for another instance to take. */
export async function stopPeriodicWork(): Promise<void> {
  await Promise.all([holder.__contrailPeriodicWork?.stop(), stopWebhookDelivery()]);
}
