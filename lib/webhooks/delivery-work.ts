import type { Config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { instanceId } from "@/lib/instance-id";
import { PeriodicScheduler } from "@/lib/periodic/scheduler";
import { deliverDue } from "./deliver";

/**
 * The outbox's sender: a periodic task of its own (lib/periodic/scheduler.ts), polling every
 * CONTRAIL_WEBHOOK_POLL_SECONDS rather than at the minute of the other periodic work, on the one instance that holds
 * its lease. A run in progress keeps the lease and is never started twice; an instance that dies hands it on.
 */
export const WEBHOOK_TASK = "webhook-delivery";

export function webhookScheduler(config: Config, db: Db, log?: (message: string) => void): PeriodicScheduler {
  const tickMs = config.webhooks.pollSeconds * 1000;
  return new PeriodicScheduler({
    db,
    holder: instanceId(),
    tasks: [{ name: WEBHOOK_TASK, everyMs: tickMs, run: (now) => deliverDue(db, { ...config.webhooks, log }, now) }],
    tickMs,
    // a run (up to 25 deliveries of at most 10 s each) renews it at every tick; a dead holder is replaced within a minute
    leaseMs: Math.max(3 * tickMs, 60_000),
    log,
  });
}

// On globalThis: instrumentation.ts (Next's bundle) and the production server (server.ts) may both start it.
const holder = globalThis as { __contrailWebhookWork?: PeriodicScheduler };

export function startWebhookDelivery(config: Config, db: Db): void {
  if (holder.__contrailWebhookWork) return;
  const scheduler = webhookScheduler(config, db, (message) => console.error(`[contrail] ${message}`));
  holder.__contrailWebhookWork = scheduler;
  scheduler.start(config.webhooks.pollSeconds * 1000);
}

export async function stopWebhookDelivery(): Promise<void> {
  await holder.__contrailWebhookWork?.stop();
}
