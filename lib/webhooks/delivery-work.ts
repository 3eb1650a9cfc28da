import type { Config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { PeriodicScheduler, type PeriodicTask } from "@/lib/periodic/scheduler";
import { DeliveryLanes } from "./delivery-lanes";

/**
 * The outbox's sender: a periodic task (lib/periodic/scheduler.ts) polling every CONTRAIL_WEBHOOK_POLL_SECONDS rather
 * than at the minute of the slower work, on the one instance that holds its lease (the server starts it with the rest
 * of its background work, lib/background/background-work.ts). Each poll starts lanes for the webhooks with due
 * deliveries and returns without waiting for them (lib/webhooks/delivery-lanes.ts), so a receiver that hangs delays
 * no other webhook's next poll. Lanes still running when the lease moves on (a shutdown, a holder that stalled)
 * cannot send a row twice: each row is claimed before it is sent.
 */
export const WEBHOOK_TASK = "webhook-delivery";

export function webhookDeliveryTask(
  config: Config,
  db: Db,
  log?: (message: string) => void,
  lanes = new DeliveryLanes(db, { ...config.webhooks, log }),
): PeriodicTask {
  return { name: WEBHOOK_TASK, everyMs: config.webhooks.pollSeconds * 1000, run: (now) => lanes.dispatch(now) };
}

/** The sender on a scheduler of its own, ticking at its poll: for tests and the bench, which drive it by hand. */
export function webhookScheduler(config: Config, db: Db, log?: (message: string) => void, lanes?: DeliveryLanes): PeriodicScheduler {
  const task = webhookDeliveryTask(config, db, log, lanes);
  return new PeriodicScheduler({ db, tasks: [task], tickMs: task.everyMs, log });
}
