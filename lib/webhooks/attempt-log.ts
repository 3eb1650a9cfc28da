import type { Db } from "@/lib/db/client";

/** How many attempts the delivery log keeps per webhook. */
export const ATTEMPT_LOG_SIZE = 50;

export interface AttemptRecord {
  webhookId: string;
  deliveryId: string;
  event: string;
  at: Date;
  status: number | null;
  error: string | null;
  durationMs: number;
  responseBody: string | null;
}

/** Adds one attempt to its webhook's log and drops what falls beyond the last ATTEMPT_LOG_SIZE. */
export async function logAttempt(db: Db, attempt: AttemptRecord): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.webhookAttempt.create({ data: attempt });
    const oldestKept = await tx.webhookAttempt.findFirst({
      where: { webhookId: attempt.webhookId },
      orderBy: { id: "desc" },
      skip: ATTEMPT_LOG_SIZE - 1,
      select: { id: true },
    });
    if (oldestKept) await tx.webhookAttempt.deleteMany({ where: { webhookId: attempt.webhookId, id: { lt: oldestKept.id } } });
  });
}
