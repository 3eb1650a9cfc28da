import { automaticBackupTask } from "@/lib/backup/automatic-backups";
import type { Config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { instanceId } from "@/lib/instance-id";
import { PeriodicScheduler, type PeriodicTask } from "./scheduler";

/** Leases are renewed every tick; an instance that stops ticking (killed) loses its work to another after the lease. */
export const PERIODIC_TICK_MS = 60_000;
export const PERIODIC_LEASE_MS = 3 * PERIODIC_TICK_MS;
/** After the server starts: its first minute is for requests, not backups. */
const FIRST_TICK_MS = 60_000;

/** Everything the server does on its own, now and then: each task runs on one instance at a time. */
export function periodicTasks(config: Config): PeriodicTask[] {
  return [automaticBackupTask(config)].filter((task): task is PeriodicTask => task !== null);
}

// On globalThis: instrumentation.ts (Next's bundle) and the production server (server.ts) may both start it.
const holder = globalThis as { __contrailPeriodicWork?: PeriodicScheduler };

/** Starts this process's scheduler (once per process); nothing when there is no periodic work configured. */
export function startPeriodicWork(config: Config, db: Db): void {
  if (holder.__contrailPeriodicWork) return;
  const tasks = periodicTasks(config);
  if (tasks.length === 0) return;
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
}

/** The server's shutdown: no more ticks, and the leases of idle work handed back for another instance to take. */
export async function stopPeriodicWork(): Promise<void> {
  await holder.__contrailPeriodicWork?.stop();
}
