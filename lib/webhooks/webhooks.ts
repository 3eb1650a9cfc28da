import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { userTransaction } from "@/lib/db/sql";
import { InputError, NotFoundError } from "@/lib/errors";
import { allowListOf } from "@/lib/config/webhook-allow-list";
import { ATTEMPT_LOG_SIZE } from "./attempt-log";
import { dropBeyondBound, gapOf, type DeliveryGap } from "@/lib/outbox/outbox-bound";
import { checkWebhookUrlInput, type Resolver } from "./url-guard";

/** How many webhooks one user may have (docs/security.md, limits). */
export const WEBHOOKS_PER_USER = 5;
export const WEBHOOKS_LIMIT_MESSAGE = `A user may have at most ${WEBHOOKS_PER_USER} webhooks: delete one first`;

export interface WebhookSummary {
  id: string;
  url: string;
  secret: string;
  enabled: boolean;
  createdAt: Date;
  /** deliveries dropped past the outbox's bound and not yet reported to the receiver */
  gap: DeliveryGap | null;
  attempts: { id: number; deliveryId: string; event: string; at: Date; status: number | null; error: string | null; durationMs: number; responseBody: string | null }[];
}

/** A signing secret: 32 random bytes, prefixed so it is recognisable where it is pasted. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/**
 * Adds a webhook for `userId` after the SSRF check (lib/webhooks/url-guard.ts; a refusal is an InputError on `url`)
 * and within the per-user limit. The user's transactions run one at a time (userTransaction), so two adds at once
 * cannot both pass the count.
 */
export async function createWebhook(db: Db, userId: string, rawUrl: string, allow: readonly string[], resolve?: Resolver): Promise<{ id: string }> {
  const url = await checkWebhookUrlInput(rawUrl.trim(), allowListOf(allow), resolve);
  return userTransaction(db, userId, async (tx) => {
    if ((await tx.webhook.count({ where: { userId } })) >= WEBHOOKS_PER_USER) {
      throw new InputError(WEBHOOKS_LIMIT_MESSAGE);
    }
    return tx.webhook.create({ data: { userId, url: url.href, secret: newSecret() }, select: { id: true } });
  });
}

/** The user's webhooks, newest first, each with its delivery log (the last attempts, newest first) and gap. */
export async function listWebhooks(db: Db, userId: string): Promise<WebhookSummary[]> {
  const hooks = await db.webhook.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      url: true,
      secret: true,
      enabled: true,
      createdAt: true,
      gapCount: true,
      gapFrom: true,
      gapTo: true,
      attempts: {
        orderBy: { id: "desc" },
        take: ATTEMPT_LOG_SIZE,
        select: { id: true, deliveryId: true, event: true, at: true, status: true, error: true, durationMs: true, responseBody: true },
      },
    },
  });
  return hooks.map(({ gapCount, gapFrom, gapTo, ...hook }) => ({ ...hook, gap: gapOf({ gapCount, gapFrom, gapTo }) }));
}

/** Deletes one of the user's webhooks, its queued deliveries and its log; another user's id is not found. */
export async function deleteWebhook(db: Db, userId: string, id: string): Promise<void> {
  const { count } = await db.webhook.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError("Webhook not found");
}

/** Queues a ping to one of the user's webhooks (the "send test event" button). */
export async function queuePing(db: Db, userId: string, id: string): Promise<void> {
  const hook = await db.webhook.findFirst({ where: { id, userId }, select: { id: true } });
  if (!hook) throw new NotFoundError("Webhook not found");
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.webhookDelivery.create({ data: { webhookId: hook.id, event: "ping", createdAt: now, nextAttemptAt: now } });
    await dropBeyondBound(tx, [hook.id]);
  });
}
