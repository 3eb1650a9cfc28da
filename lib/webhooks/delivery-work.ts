import type { Config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { instanceId } from "@/lib/instance-id";
import { PeriodicScheduler } from "@/lib/periodic/scheduler";
import { DeliveryLanes } from "./delivery-lanes";

/**
 * The outbox's sender: a periodic task of its own (lib/periodic/scheduler.ts), polling every
 * CONTRAIL_WEBHOOK_POLL_SECONDS rather than at the minute of the other periodic work, on the one instance that holds
 * its lease. Each poll starts lanes for the webhooks with due deliveries and returns without waiting for them
 * (lib/webhooks/delivery-lanes.ts), so a receiver that hangs delays no other webhook's next poll. Lanes still running
 * when the lease moves on (a shutdown, a holder that stalled) cannot send a row twice: each row is claimed before it
 * is sent.
 */
export const WEBHOOK_TASK = "webhook-delivery";

export function webhookScheduler(
  config: Config,
  db: Db,
  log?: (message: string) => void,
  lanes = new DeliveryLanes(db, { ...config.webhooks, log }),
): PeriodicScheduler {
  const tickMs = config.webhooks.pollSeconds * 1000;
  return new PeriodicScheduler({
    db,
    holder: instanceId(),
    tasks: [{ name: WEBHOOK_TASK, everyMs: tickMs, run: (now) => lanes.dispatch(now) }],
    tickMs,
    // renewed at every tick; a dead holder is replaced within a minute
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
