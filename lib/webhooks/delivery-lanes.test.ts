import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import { createUser, type TestUser } from "@/test/support/fixtures";
import type { TestDb } from "@/test/support/test-db";
import { startReceiver, type Receiver } from "@/test/support/webhook-receiver";
import { webhookWorld } from "@/test/support/webhook-world";
import type { DeliverySettings } from "./deliver";
import { DeliveryLanes, deliverDue, SENDS_PER_LANE } from "./delivery-lanes";
import { webhookScheduler } from "./delivery-work";
import { createWebhook, queuePing } from "./webhooks";

let t: TestDb;
let alice: TestUser;
let carol: TestUser;
let receiver: Receiver;
let hookId: string;
const settings: DeliverySettings = { allow: ["127.0.0.1"], retrySeconds: [60, 300] };

const world = webhookWorld(settings.allow);
beforeAll(async () => {
  carol = await createUser(world.t.db);
});
beforeEach(() => {
  ({ t, alice, receiver, hookId } = world);
});

/** A receiver of carol's that takes every POST and never answers, with `count` pings queued for it. */
async function hangingWebhook(count: number): Promise<{ hang: Receiver; id: string }> {
  const hang = await startReceiver();
  hang.hang = true;
  const { id } = await createWebhook(t.db, carol.id, hang.url, settings.allow);
  for (let i = 0; i < count; i++) await queuePing(t.db, carol.id, id);
  return { hang, id };
}

describe("delivery lanes", () => {
  it("another user's hanging receivers hold up no delivery of alice's: the next poll sends it", async () => {
    const hanging = await Promise.all([1, 2, 3, 4].map(() => hangingWebhook(5)));
    const lanes = new DeliveryLanes(t.db, { ...settings, timeoutMs: 5000 });
    const config = parseConfig({ CONTRAIL_WEBHOOK_ALLOW: "127.0.0.1", CONTRAIL_WEBHOOK_POLL_SECONDS: "1" });
    const scheduler = webhookScheduler(config, t.db, undefined, lanes);
    try {
      void scheduler.tick();
      // each of carol's receivers holds its first POST unanswered
      await Promise.all(hanging.map(({ hang }) => hang.waitFor(1, 5000)));
      await queuePing(t.db, alice.id, hookId);
      const queued = Date.now();
      await scheduler.tick(queued + 1000); // the next poll
      await receiver.waitFor(1, 3000);
      expect(Date.now() - queued).toBeLessThan(3000);
      expect(hanging.map(({ hang }) => hang.received.length)).toEqual([1, 1, 1, 1]);
    } finally {
      await scheduler.stop();
      await Promise.all(hanging.map(({ hang }) => hang.close()));
      await lanes.idle();
    }
  });

  it("a receiver that hangs costs its lane one time-out per poll: its next delivery waits for a later poll", async () => {
    const { hang, id } = await hangingWebhook(5);
    try {
      expect(await deliverDue(t.db, { ...settings, timeoutMs: 300 })).toBe(1);
      expect(await t.db.webhookDelivery.count({ where: { webhookId: id, attempts: 0 } })).toBe(4);
    } finally {
      await hang.close();
    }
  });

  it("a slow receiver is sent what its lane's time budget allows, the rest at later polls", async () => {
    for (let i = 0; i < 6; i++) await queuePing(t.db, alice.id, hookId);
    receiver.delayMs = 200;
    const attempted = await deliverDue(t.db, { ...settings, timeoutMs: 300 });
    expect(attempted).toBeGreaterThanOrEqual(2);
    expect(attempted).toBeLessThan(6);
    expect(await t.db.webhookDelivery.count({ where: { state: "delivered" } })).toBe(attempted);
  });

  it("a webhook with many deliveries due sends its share, and the rest at the next poll", async () => {
    for (let i = 0; i < SENDS_PER_LANE + 5; i++) await queuePing(t.db, alice.id, hookId);
    expect(await deliverDue(t.db, settings)).toBe(SENDS_PER_LANE);
    expect(await deliverDue(t.db, settings)).toBe(5);
    expect(receiver.received).toHaveLength(SENDS_PER_LANE + 5);
  });

  it("two instances sending at once send each delivery once", async () => {
    const second = await startReceiver();
    try {
      const { id: carolsHook } = await createWebhook(t.db, carol.id, second.url, settings.allow);
      for (let i = 0; i < 12; i++) {
        await queuePing(t.db, alice.id, hookId);
        await queuePing(t.db, carol.id, carolsHook);
      }
      receiver.delayMs = second.delayMs = 20;
      while ((await Promise.all([deliverDue(t.db, settings), deliverDue(t.db, settings)])).some((count) => count > 0));
      const ids = [...receiver.received, ...second.received].map((r) => r.delivery);
      expect(ids).toHaveLength(24);
      expect(new Set(ids).size).toBe(24);
      expect(await t.db.webhookDelivery.count({ where: { state: "delivered" } })).toBe(24);
    } finally {
      receiver.delayMs = 0;
      await second.close();
    }
  });
});
