import { parseRole } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { getFlight } from "@/lib/flights/get-flight";
import { logAttempt } from "./attempt-log";
import { allowListOf } from "./allow-list";
import { nextAttemptAfter } from "./backoff";
import type { WebhookEvent } from "./outbox";
import { postWebhook } from "./post-webhook";
import { signatureHeader } from "./signature";
import { checkWebhookTarget, guardedLookup, RefusedTarget, systemResolver, type Resolver } from "./url-guard";

export interface DeliverySettings {
  /** CONTRAIL_WEBHOOK_ALLOW */
  allow: readonly string[];
  /** CONTRAIL_WEBHOOK_RETRY_SECONDS */
  retrySeconds: readonly number[];
  resolve?: Resolver;
  timeoutMs?: number;
  log?: (message: string) => void;
}

/** Deliveries sent per run; the next run takes the rest. */
const BATCH = 25;
/** Webhooks sent to at once by a run. */
const WEBHOOKS_AT_ONCE = 4;
/** How long delivered and given-up deliveries stay in the outbox (the attempt log keeps their outcome). */
const FINISHED_KEPT_MS = 86_400_000;

/**
 * Sends the due deliveries of the outbox, oldest first; answers how many were attempted. Runs on one instance at a
 * time (lib/webhooks/delivery-work.ts), so a row is never sent twice at once. A 2xx answer delivers; anything else
 * (an error, a time-out, a 3xx, a 4xx or 5xx) is a failed attempt, tried again by the retry schedule, then given up.
 */
export async function deliverDue(db: Db, settings: DeliverySettings, now: Date = new Date()): Promise<number> {
  const due = await db.webhookDelivery.findMany({
    where: { state: "pending", nextAttemptAt: { lte: now }, webhook: { enabled: true } },
    orderBy: [{ nextAttemptAt: "asc" }, { createdAt: "asc" }],
    take: BATCH,
    include: { webhook: { select: { id: true, url: true, secret: true, userId: true, user: { select: { role: true } } } } },
  });
  // one receiver at a time per webhook, in order; a few webhooks at once, so one slow receiver does not hold up the rest
  const grouped = new Map<string, DueDelivery[]>();
  for (const delivery of due) grouped.set(delivery.webhook.id, [...(grouped.get(delivery.webhook.id) ?? []), delivery]);
  const byWebhook = [...grouped.values()];
  const lanes = Array.from({ length: Math.min(WEBHOOKS_AT_ONCE, byWebhook.length) }, async () => {
    for (let queue = byWebhook.shift(); queue; queue = byWebhook.shift()) {
      for (const delivery of queue) {
        // a webhook deleted meanwhile takes its deliveries along: nothing left to record
        await deliverOne(db, settings, delivery).catch((error: unknown) => settings.log?.(`webhook delivery ${delivery.id} not recorded: ${(error as Error).message}`));
      }
    }
  });
  await Promise.all(lanes);
  await db.webhookDelivery.deleteMany({ where: { state: { not: "pending" }, nextAttemptAt: { lt: new Date(now.getTime() - FINISHED_KEPT_MS) } } });
  return due.length;
}

interface DueDelivery {
  id: string;
  event: string;
  flightId: number | null;
  createdAt: Date;
  attempts: number;
  webhook: { id: string; url: string; secret: string; userId: string; user: { role: string } };
}

async function deliverOne(db: Db, settings: DeliverySettings, delivery: DueDelivery): Promise<void> {
  const data = await payloadData(db, delivery);
  if (data === null) {
    // the flight left the owner's view since: the delete event queued with that change says so
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { state: "skipped" } });
    return;
  }
  const sentAt = new Date();
  const unixSeconds = Math.floor(sentAt.getTime() / 1000);
  const body = JSON.stringify({ id: delivery.id, event: delivery.event, createdAt: delivery.createdAt.toISOString(), data });
  const headers = {
    "User-Agent": "Contrail",
    "Contrail-Event": delivery.event,
    "Contrail-Delivery": delivery.id,
    "Contrail-Signature": signatureHeader(delivery.webhook.secret, body, unixSeconds),
  };
  const allow = allowListOf(settings.allow);
  const resolve = settings.resolve ?? systemResolver;
  const outcome = await checkWebhookTarget(delivery.webhook.url, allow, resolve).then(
    (url) => postWebhook(url, headers, body, guardedLookup(allow, resolve), settings.timeoutMs),
    (error: unknown) => ({ kind: "failed" as const, error: error instanceof RefusedTarget ? `refused: the URL ${error.message}` : String(error), durationMs: 0 }),
  );
  const status = outcome.kind === "answered" ? outcome.status : null;
  const delivered = status !== null && status >= 200 && status < 300;
  const attempts = delivery.attempts + 1;
  const retryAt = delivered ? null : nextAttemptAfter(attempts, settings.retrySeconds, new Date());
  await logAttempt(db, {
    webhookId: delivery.webhook.id,
    deliveryId: delivery.id,
    event: delivery.event,
    at: sentAt,
    status,
    error: outcome.kind === "failed" ? outcome.error : status !== null && status >= 300 && status < 400 ? "a redirect, which is not followed" : null,
    durationMs: outcome.durationMs,
    responseBody: outcome.kind === "answered" ? outcome.body : null,
  });
  await db.webhookDelivery.update({
    where: { id: delivery.id },
    data: {
      attempts,
      lastStatus: status,
      state: delivered ? "delivered" : retryAt ? "pending" : "failed",
      nextAttemptAt: retryAt ?? new Date(),
    },
  });
}

/** What the event carries: the flight as its owner sees it now (get-flight's shape), or only its id for a delete. */
async function payloadData(db: Db, delivery: DueDelivery): Promise<object | null> {
  const event = delivery.event as WebhookEvent;
  if (event === "ping") return { webhookId: delivery.webhook.id };
  if (delivery.flightId === null) return null;
  if (event === "flight.deleted") return { id: delivery.flightId };
  const principal = { userId: delivery.webhook.userId, role: parseRole(delivery.webhook.user.role) };
  const flight = await getFlight(db, principal, delivery.flightId);
  return flight ? { flight } : null;
}
