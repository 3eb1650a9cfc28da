import type { Prisma } from "@/lib/db/prisma";
import { dropBeyondBound } from "./outbox-bound";

export const FLIGHT_EVENTS = ["flight.created", "flight.updated", "flight.deleted"] as const;
export type FlightEvent = (typeof FLIGHT_EVENTS)[number];
export type WebhookEvent = FlightEvent | "ping";

/**
 * The events one write makes, from the users holding a seat on the flight before and after it: a user who gained a
 * seat sees the flight created, one who kept it sees it updated (whoever edited it), one who lost it sees it deleted.
 * A webhook sends the changes of the flights its owner holds a seat on.
 */
export function flightEventsOf(before: readonly (string | null)[], after: readonly (string | null)[]): Map<string, FlightEvent> {
  const had = new Set(before.filter((id): id is string => id !== null));
  const has = new Set(after.filter((id): id is string => id !== null));
  const events = new Map<string, FlightEvent>();
  for (const id of has) events.set(id, had.has(id) ? "flight.updated" : "flight.created");
  for (const id of had) if (!has.has(id)) events.set(id, "flight.deleted");
  return events;
}

/**
 * Queues the events of a write for every enabled webhook of the users they concern. Called inside the write's own
 * transaction, so the events exist exactly when the change does: a rollback takes them along, and a restart after the
 * commit finds them in the database. Each webhook's waiting deliveries stay within their bound (outbox-bound.ts).
 */
export async function queueFlightEvents(tx: Prisma.TransactionClient, flightId: number, events: ReadonlyMap<string, FlightEvent>): Promise<void> {
  if (events.size === 0) return;
  const webhooks = await tx.webhook.findMany({ where: { userId: { in: [...events.keys()] }, enabled: true }, select: { id: true, userId: true } });
  if (webhooks.length === 0) return;
  // An update is coalesced into an event of the flight's still waiting for its first attempt: the payload is read
  // when it is sent, so that one carries this change too (a burst of edits is one POST, not one per save).
  const waiting = new Set(
    (
      await tx.webhookDelivery.findMany({
        where: { webhookId: { in: webhooks.map((hook) => hook.id) }, flightId, state: "pending", attempts: 0, event: { in: ["flight.created", "flight.updated"] } },
        select: { webhookId: true },
      })
    ).map((row) => row.webhookId),
  );
  const now = new Date();
  const data = webhooks
    .map((hook) => ({ webhookId: hook.id, event: events.get(hook.userId) as FlightEvent, flightId, createdAt: now, nextAttemptAt: now }))
    .filter((row) => !(row.event === "flight.updated" && waiting.has(row.webhookId)));
  if (data.length === 0) return;
  await tx.webhookDelivery.createMany({ data });
  await dropBeyondBound(tx, data.map((row) => row.webhookId));
}
