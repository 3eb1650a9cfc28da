import http from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { createUser, type TestUser } from "@/test/support/fixtures";
import type { TestDb } from "@/test/support/test-db";
import type { Receiver } from "@/test/support/webhook-receiver";
import { webhookWorld } from "@/test/support/webhook-world";
import { ATTEMPT_LOG_SIZE } from "./attempt-log";
import type { DeliverySettings } from "./deliver";
import { deliverDue } from "./delivery-lanes";
import { createWebhook, deleteWebhook, listWebhooks, queuePing } from "./webhooks";

let t: TestDb;
let alice: TestUser;
let owner: TestUser;
let receiver: Receiver;
let hookId: string;
const settings: DeliverySettings = { allow: ["127.0.0.1"], retrySeconds: [60, 300] };
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

const world = webhookWorld(settings.allow);
beforeAll(async () => {
  owner = await createUser(world.t.db, { role: "owner" });
});
beforeEach(async () => {
  ({ t, alice, receiver, hookId } = world);
  await t.db.flight.deleteMany();
});

describe("deliverDue", () => {
  it("sends created, updated and deleted, signed, with the flight as its owner sees it", async () => {
    const { id } = await saveFlight(t.db, owner.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2024-01-01", seats: [{ userId: alice.id }, { guestName: "Maya", seatNumber: "3C" }] }));
    expect(await deliverDue(t.db, settings)).toBe(1);
    await saveFlight(t.db, alice.principal, parseFlightInput({ id, from: "ZRH", to: "LHR", date: "2024-01-01", flightNumber: "LX316" }));
    await deliverDue(t.db, settings);
    await deleteFlight(t.db, alice.principal, id);
    await deliverDue(t.db, settings);
    const [created, updated, deleted] = receiver.received;
    expect(receiver.received.map((r) => [r.event, r.body.event, r.signatureValid, r.userAgent])).toEqual([
      ["flight.created", "flight.created", true, "Contrail"],
      ["flight.updated", "flight.updated", true, "Contrail"],
      ["flight.deleted", "flight.deleted", true, "Contrail"],
    ]);
    expect(created!.body.id).toBe(created!.delivery);
    expect(created!.body.data.flight).toMatchObject({ id, flightNumber: null });
    expect(updated!.body.data.flight).toMatchObject({ id, flightNumber: "LX316" });
    expect(deleted!.body.data).toEqual({ id });
    expect(await t.db.webhookDelivery.count({ where: { state: "delivered" } })).toBe(3);
  });

  it("a wrong secret fails the receiver's check", async () => {
    receiver.secret = "whsec_wrong";
    await queuePing(t.db, alice.id, hookId);
    await deliverDue(t.db, settings);
    expect(receiver.received.map((r) => [r.event, r.signatureValid])).toEqual([["ping", false]]);
  });

  it("retries a 500 after the schedule's wait, and gives up when it is spent", async () => {
    receiver.answers.push(500, 503, 500);
    await queuePing(t.db, alice.id, hookId);
    await deliverDue(t.db, settings);
    expect(await deliverDue(t.db, settings, later(30))).toBe(0); // not due before a minute
    expect(await deliverDue(t.db, settings, later(61))).toBe(1);
    const row = await t.db.webhookDelivery.findFirstOrThrow();
    expect(row).toMatchObject({ state: "pending", attempts: 2, lastStatus: 503 });
    expect(await deliverDue(t.db, settings, later(299))).toBe(0);
    await deliverDue(t.db, settings, later(301));
    expect(await t.db.webhookDelivery.findFirstOrThrow()).toMatchObject({ state: "failed", attempts: 3, lastStatus: 500 });
    expect(receiver.received.map((r) => r.delivery)).toEqual([row.id, row.id, row.id]);
    const attempts = (await listWebhooks(t.db, alice.id))[0]!.attempts.reverse();
    expect(attempts.map((a) => [a.status, a.responseBody])).toEqual([[500, "receiver says no"], [503, "receiver says no"], [500, "receiver says no"]]);
  });

  it("a 500 then a 2xx delivers on the retry", async () => {
    receiver.answers.push(500);
    await queuePing(t.db, alice.id, hookId);
    await deliverDue(t.db, settings);
    await deliverDue(t.db, settings, later(61));
    expect(receiver.received).toHaveLength(2);
    expect(await t.db.webhookDelivery.findFirstOrThrow()).toMatchObject({ state: "delivered", attempts: 2 });
  });

  it("a redirect is a failure and is not followed", async () => {
    receiver.answers.push(302);
    await queuePing(t.db, alice.id, hookId);
    await deliverDue(t.db, settings);
    expect(receiver.received).toHaveLength(1);
    expect(await t.db.webhookDelivery.findFirstOrThrow()).toMatchObject({ state: "pending", lastStatus: 302 });
  });

  it("a URL no longer allowed is refused at delivery, without a connection", async () => {
    await queuePing(t.db, alice.id, hookId);
    await deliverDue(t.db, { ...settings, allow: [] });
    expect(receiver.received).toHaveLength(0);
    const attempts = (await listWebhooks(t.db, alice.id))[0]!.attempts;
    expect(attempts[0]?.error).toMatch(/refused.*127\.0\.0\.1/);
  });

  it("a receiver that does not answer holds up only its own webhook", async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const bob = await createUser(t.db);
      const slow = await createWebhook(t.db, bob.id, `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, settings.allow);
      await queuePing(t.db, bob.id, slow.id);
      await queuePing(t.db, alice.id, hookId);
      const run = deliverDue(t.db, { ...settings, timeoutMs: 3000 });
      await receiver.waitFor(1, 2000);
      expect(await run).toBe(2);
      expect(await t.db.webhookAttempt.findFirst({ where: { webhookId: slow.id } })).toMatchObject({ status: null, error: expect.stringMatching(/no answer/) });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("an edit saved while its flight's event is being sent is sent after it, not folded into the POST under way", async () => {
    const { id } = await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2024-01-01", seats: [{ userId: alice.id }] }));
    receiver.delayMs = 300;
    const run = deliverDue(t.db, settings);
    await receiver.waitFor(1);
    await saveFlight(t.db, alice.principal, parseFlightInput({ id, from: "ZRH", to: "LHR", date: "2024-01-01", notes: "edited meanwhile" }));
    await run;
    receiver.delayMs = 0;
    expect(await deliverDue(t.db, settings)).toBe(1);
    expect(receiver.received.map((r) => [r.event, (r.body.data.flight as { notes: string }).notes])).toEqual([
      ["flight.created", ""],
      ["flight.updated", "edited meanwhile"],
    ]);
  });

  it("a webhook deleted while its batch is under way gets nothing more than the POST in flight", async () => {
    for (let i = 0; i < 8; i++) await queuePing(t.db, alice.id, hookId);
    receiver.delayMs = 300;
    const run = deliverDue(t.db, settings);
    await receiver.waitFor(1);
    await deleteWebhook(t.db, alice.id, hookId);
    await run;
    receiver.delayMs = 0;
    expect(receiver.received).toHaveLength(1);
    expect(await t.db.webhookDelivery.count()).toBe(0);
  });

  describe("checks the webhook just before the send", () => {
    // the host name resolves when the POST is about to go: the test's resolver changes the world right then
    const host = "hooks.test";
    const resolveThen = (change: () => Promise<unknown>) => {
      let changed = false;
      return async () => {
        if (!changed) await change();
        changed = true;
        return [{ address: "127.0.0.1", family: 4 }];
      };
    };
    const hookFor = async (userId: string) => {
      const { id } = await createWebhook(t.db, userId, `http://${host}:${receiver.port}/hook`, [host], async () => [{ address: "127.0.0.1", family: 4 }]);
      await queuePing(t.db, userId, id);
      return id;
    };

    it("a webhook deleted meanwhile is not sent to", async () => {
      const id = await hookFor(alice.id);
      expect(await deliverDue(t.db, { ...settings, allow: [host], resolve: resolveThen(() => t.db.webhook.delete({ where: { id } })) })).toBe(0);
      expect(receiver.received).toHaveLength(0);
    });

    it("a user deleted meanwhile is not sent to", async () => {
      const dave = await createUser(t.db);
      await hookFor(dave.id);
      expect(await deliverDue(t.db, { ...settings, allow: [host], resolve: resolveThen(() => t.db.user.delete({ where: { id: dave.id } })) })).toBe(0);
      expect(receiver.received).toHaveLength(0);
    });

    it("a webhook disabled meanwhile is not sent to, and its delivery waits unattempted for it to be enabled again", async () => {
      const id = await hookFor(alice.id);
      const disable = () => t.db.webhook.update({ where: { id }, data: { enabled: false } });
      expect(await deliverDue(t.db, { ...settings, allow: [host], resolve: resolveThen(disable) })).toBe(0);
      expect(receiver.received).toHaveLength(0);
      expect(await t.db.webhookDelivery.findFirstOrThrow({ where: { webhookId: id } })).toMatchObject({ state: "pending", attempts: 0 });
      await t.db.webhook.update({ where: { id }, data: { enabled: true } });
      expect(await deliverDue(t.db, { ...settings, allow: [host], resolve: async () => [{ address: "127.0.0.1", family: 4 }] })).toBe(1);
      expect(receiver.received.map((r) => r.event)).toEqual(["ping"]);
    });
  });

  it("keeps the last 50 attempts of a webhook", async () => {
    for (let i = 0; i < ATTEMPT_LOG_SIZE + 3; i++) await queuePing(t.db, alice.id, hookId);
    while ((await deliverDue(t.db, settings)) > 0);
    expect(receiver.received).toHaveLength(ATTEMPT_LOG_SIZE + 3);
    expect(await t.db.webhookAttempt.count({ where: { webhookId: hookId } })).toBe(ATTEMPT_LOG_SIZE);
  });
});

describe("createWebhook", () => {
  it("refuses a URL the guard refuses, naming the field", async () => {
    await expect(createWebhook(t.db, alice.id, "http://127.0.0.1:9/", [])).rejects.toMatchObject({ field: "url" });
    await expect(createWebhook(t.db, alice.id, "http://169.254.169.254/", [])).rejects.toThrow(/169\.254\.169\.254/);
  });

  it("only its owner pings or deletes a webhook: another user's id is not found and changes nothing", async () => {
    const bob = await createUser(t.db);
    await expect(queuePing(t.db, bob.id, hookId)).rejects.toThrow(/not found/);
    await expect(deleteWebhook(t.db, bob.id, hookId)).rejects.toThrow(/not found/);
    expect(await t.db.webhookDelivery.count()).toBe(0);
    await deleteWebhook(t.db, alice.id, hookId);
    expect(await t.db.webhook.count()).toBe(0);
  });

  it("limits the webhooks of a user", async () => {
    for (let i = 1; i < 5; i++) await createWebhook(t.db, alice.id, `${receiver.url}?n=${i}`, settings.allow);
    await expect(createWebhook(t.db, alice.id, receiver.url, settings.allow)).rejects.toThrow(/at most 5/);
  });
});
