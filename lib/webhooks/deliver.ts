import { parseRole } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { getFlight } from "@/lib/flights/get-flight";
import { logAttempt } from "./attempt-log";
import { allowListOf } from "@/lib/config/webhook-allow-list";
import { nextAttemptAfter } from "./backoff";
import type { WebhookEvent } from "@/lib/outbox/outbox";
import { clearReportedGap, gapOf } from "@/lib/outbox/outbox-bound";
import { DELIVERY_TIMEOUT_MS, postWebhook, type PostOutcome } from "./post-webhook";
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

export type DeliveryOutcome = "delivered" | "failed" | "skipped";

/**
 * How long a claimed delivery is out of every other run's sight: far beyond one attempt (a time-out of 10 s), so only
 * an instance that died mid-attempt leaves it, and it is tried again then.
 */
const CLAIM_MS = 12 * DELIVERY_TIMEOUT_MS;

/**
 * Attempts one delivery; answers what came of it, null when it was not attempted. The row is claimed first, in one
 * statement that also requires it still pending and due and its webhook still there and enabled, so two runs (two
 * instances) never send it both, and an edit saved meanwhile queues an event of its own rather than joining one
 * already being read (outbox.ts coalesces only into rows never attempted). The webhook is checked once more just
 * before the POST: deleting it, or its user, or disabling it stops what was already under way. A 2xx answer
 * delivers; anything else (an error, a time-out, a 3xx, a 4xx or 5xx) is a failed attempt, tried again by the retry
 * schedule, then given up.
 */
export async function deliverOne(db: Db, settings: DeliverySettings, id: string, now: Date): Promise<DeliveryOutcome | null> {
  const claimed = await db.webhookDelivery.updateMany({
    where: { id, state: "pending", nextAttemptAt: { lte: now }, webhook: { enabled: true } },
    data: { attempts: { increment: 1 }, nextAttemptAt: new Date(Date.now() + CLAIM_MS) },
  });
  if (claimed.count === 0) return null;
  const delivery = await db.webhookDelivery.findUnique({ where: { id }, include: { webhook: { include: { user: { select: { role: true } } } } } });
  if (!delivery) return null; // its webhook was deleted since the claim
  const data = await payloadData(db, delivery);
  if (data === null) {
    // the flight left the owner's view since: the delete event queued with that change says so
    await db.webhookDelivery.updateMany({ where: { id }, data: { state: "skipped" } });
    return "skipped";
  }
  const gap = gapOf(delivery.webhook);
  const body = JSON.stringify({ id, event: delivery.event, createdAt: delivery.createdAt.toISOString(), ...(gap ? { gap } : {}), data });
  const sentAt = new Date();
  const outcome = await send(db, settings, delivery, body);
  if (outcome === null) {
    // disabled (kept pending for when it is enabled again) or deleted (the row went with it): not an attempt
    await db.webhookDelivery.updateMany({ where: { id }, data: { attempts: delivery.attempts - 1, nextAttemptAt: now } });
    return null;
  }
  const delivered = await record(db, settings, delivery, outcome, sentAt);
  if (delivered && gap) await clearReportedGap(db, delivery.webhook.id, gap);
  return delivered ? "delivered" : "failed";
}

interface ClaimedDelivery {
  id: string;
  event: string;
  flightId: number | null;
  attempts: number;
  webhook: { id: string; url: string; secret: string; userId: string; user: { role: string } };
}

/** Checks the URL, then that the webhook is still there and enabled (else null), then signs and POSTs `body`. */
async function send(db: Db, settings: DeliverySettings, delivery: ClaimedDelivery, body: string): Promise<PostOutcome | null> {
  const allow = allowListOf(settings.allow);
  const resolve = settings.resolve ?? systemResolver;
  let url: URL;
  try {
    url = await checkWebhookTarget(delivery.webhook.url, allow, resolve);
  } catch (error) {
    return { kind: "failed", error: error instanceof RefusedTarget ? `refused: the URL ${error.message}` : String(error), durationMs: 0 };
  }
  if (!(await stillEnabled(db, delivery.webhook.id))) return null;
  const headers = {
    "User-Agent": "Contrail",
    "Contrail-Event": delivery.event,
    "Contrail-Delivery": delivery.id,
    "Contrail-Signature": signatureHeader(delivery.webhook.secret, body, Math.floor(Date.now() / 1000)),
  };
  return postWebhook(url, headers, body, guardedLookup(allow, resolve), settings.timeoutMs);
}

/** Logs the attempt and moves the delivery on (delivered, retried later, or given up); answers whether it delivered. */
async function record(db: Db, settings: DeliverySettings, delivery: ClaimedDelivery, outcome: PostOutcome, at: Date): Promise<boolean> {
  const status = outcome.kind === "answered" ? outcome.status : null;
  const delivered = status !== null && status >= 200 && status < 300;
  const retryAt = delivered ? null : nextAttemptAfter(delivery.attempts, settings.retrySeconds, new Date());
  await logAttempt(db, {
    webhookId: delivery.webhook.id,
    deliveryId: delivery.id,
    event: delivery.event,
    at,
    status,
    error: outcome.kind === "failed" ? outcome.error : status !== null && status >= 300 && status < 400 ? "a redirect, which is not followed" : null,
    durationMs: outcome.durationMs,
    responseBody: outcome.kind === "answered" ? outcome.body : null,
  });
  await db.webhookDelivery.updateMany({
    where: { id: delivery.id },
    data: { lastStatus: status, state: delivered ? "delivered" : retryAt ? "pending" : "failed", nextAttemptAt: retryAt ?? new Date() },
  });
  return delivered;
}

async function stillEnabled(db: Db, webhookId: string): Promise<boolean> {
  return (await db.webhook.count({ where: { id: webhookId, enabled: true } })) > 0;
}

/** What the event carries: the flight as its owner sees it now (get-flight's shape), or only its id for a delete. */
async function payloadData(db: Db, delivery: ClaimedDelivery): Promise<object | null> {
  const event = delivery.event as WebhookEvent;
  if (event === "ping") return { webhookId: delivery.webhook.id };
  if (delivery.flightId === null) return null;
  if (event === "flight.deleted") return { id: delivery.flightId };
  const principal = { userId: delivery.webhook.userId, role: parseRole(delivery.webhook.user.role) };
  const flight = await getFlight(db, principal, delivery.flightId);
  return flight ? { flight } : null;
}
