import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";

/**
 * How many deliveries one webhook may have waiting. Past it the oldest are dropped and the webhook records the gap,
 * which the next delivered payload carries ("gap"): the receiver reads the change feed for it rather than the outbox
 * growing without bound behind a receiver that is down.
 */
export const PENDING_PER_WEBHOOK = 1000;

/** The payload's "gap": deliveries dropped before this one, by their events' instants (createdAt). */
export interface DeliveryGap {
  dropped: number;
  from: string;
  to: string;
}

/** Drops the oldest pending deliveries of each webhook beyond PENDING_PER_WEBHOOK; runs in the write's transaction. */
export async function dropBeyondBound(tx: Prisma.TransactionClient, webhookIds: readonly string[]): Promise<void> {
  for (const webhookId of webhookIds) {
    const pending = await tx.webhookDelivery.count({ where: { webhookId, state: "pending" } });
    if (pending <= PENDING_PER_WEBHOOK) continue;
    const oldest = await tx.webhookDelivery.findMany({
      where: { webhookId, state: "pending" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: pending - PENDING_PER_WEBHOOK,
      select: { id: true, createdAt: true },
    });
    // a concurrent write may have dropped some of them already: count only what this one deletes
    const { count } = await tx.webhookDelivery.deleteMany({ where: { id: { in: oldest.map((row) => row.id) } } });
    if (count === 0) continue;
    const hook = await tx.webhook.findUniqueOrThrow({ where: { id: webhookId }, select: { gapFrom: true } });
    await tx.webhook.update({
      where: { id: webhookId },
      data: { gapCount: { increment: count }, gapFrom: hook.gapFrom ?? oldest[0]!.createdAt, gapTo: oldest.at(-1)!.createdAt },
    });
  }
}

/** A webhook's unreported gap as the payload carries it, else null. */
export function gapOf(hook: { gapCount: number; gapFrom: Date | null; gapTo: Date | null }): DeliveryGap | null {
  if (hook.gapCount === 0 || !hook.gapFrom || !hook.gapTo) return null;
  return { dropped: hook.gapCount, from: hook.gapFrom.toISOString(), to: hook.gapTo.toISOString() };
}

/**
 * Forgets a gap once a payload carrying it was delivered, unless more was dropped meanwhile: then the gap stays, wider,
 * for the next payload (a receiver told twice about the same dropped events reads the change feed once more).
 */
export async function clearReportedGap(db: Db, webhookId: string, reported: DeliveryGap): Promise<void> {
  await db.webhook.updateMany({ where: { id: webhookId, gapCount: reported.dropped }, data: { gapCount: 0, gapFrom: null, gapTo: null } });
}
