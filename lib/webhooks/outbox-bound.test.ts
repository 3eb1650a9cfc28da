import { beforeEach, describe, expect, it } from "vitest";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import type { TestUser } from "@/test/support/fixtures";
import type { TestDb } from "@/test/support/test-db";
import type { Receiver } from "@/test/support/webhook-receiver";
import { webhookWorld } from "@/test/support/webhook-world";
import { deliverDue } from "./delivery-lanes";
import { PENDING_PER_WEBHOOK } from "@/lib/outbox/outbox-bound";
import { listWebhooks, queuePing } from "./webhooks";

let t: TestDb;
let alice: TestUser;
let receiver: Receiver;
let hookId: string;
const settings = { allow: ["127.0.0.1"], retrySeconds: [60] };
const aDayAgo = Date.now() - 86_400_000;
/** The instant of the i-th of the deliveries already waiting (a minute apart, from a day ago). */
const waitingSince = (i: number) => new Date(aDayAgo + i * 60_000);

const world = webhookWorld(settings.allow);
beforeEach(async () => {
  ({ t, alice, receiver, hookId } = world);
  // a receiver that was down: the webhook's outbox is full, its oldest deliveries a day old
  await t.db.webhookDelivery.createMany({
    data: Array.from({ length: PENDING_PER_WEBHOOK }, (_, i) => ({ webhookId: hookId, event: "ping", createdAt: waitingSince(i), nextAttemptAt: waitingSince(i) })),
  });
});

const pending = () => t.db.webhookDelivery.count({ where: { webhookId: hookId, state: "pending" } });

describe("the outbox's bound", () => {
  it("past the bound, a new event drops the oldest waiting delivery and the webhook records the gap", async () => {
    const { id: flightId } = await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2024-01-01", seats: [{ userId: alice.id }] }));
    await queuePing(t.db, alice.id, hookId);
    expect(await pending()).toBe(PENDING_PER_WEBHOOK);
    expect(await t.db.webhookDelivery.count({ where: { webhookId: hookId, createdAt: { lte: waitingSince(1) } } })).toBe(0);
    expect(await t.db.webhookDelivery.count({ where: { webhookId: hookId, flightId } })).toBe(1);
    const [hook] = await listWebhooks(t.db, alice.id);
    expect(hook!.gap).toEqual({ dropped: 2, from: waitingSince(0).toISOString(), to: waitingSince(1).toISOString() });
  });

  it("the next delivered payload carries the gap, signed; once delivered it is forgotten", async () => {
    await queuePing(t.db, alice.id, hookId);
    receiver.answers.push(500);
    await deliverDue(t.db, settings);
    await deliverDue(t.db, settings); // the next poll
    const gap = { dropped: 1, from: waitingSince(0).toISOString(), to: waitingSince(0).toISOString() };
    // the 500 leaves it for the next payload, which the 2xx then delivers
    expect(receiver.received.slice(0, 2).map((r) => [r.body.gap, r.signatureValid])).toEqual([[gap, true], [gap, true]]);
    expect(receiver.received.slice(2).every((r) => r.body.gap === undefined)).toBe(true);
    expect((await listWebhooks(t.db, alice.id))[0]!.gap).toBeNull();
  });

  it("a gap that grew while its payload was under way is kept, wider, for the next one", async () => {
    await queuePing(t.db, alice.id, hookId);
    receiver.delayMs = 300;
    try {
      const run = deliverDue(t.db, settings);
      await receiver.waitFor(1);
      await queuePing(t.db, alice.id, hookId);
      await run;
    } finally {
      receiver.delayMs = 0;
    }
    const [first, second, third] = receiver.received;
    expect(first!.body.gap).toMatchObject({ dropped: 1 });
    expect(second!.body.gap).toEqual({ dropped: 2, from: waitingSince(0).toISOString(), to: waitingSince(1).toISOString() });
    expect(third!.body.gap).toBeUndefined();
    expect((await listWebhooks(t.db, alice.id))[0]!.gap).toBeNull();
  });
});
