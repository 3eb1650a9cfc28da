import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { startReceiver, type Receiver } from "@/test/support/webhook-receiver";
import { ATTEMPT_LOG_SIZE } from "./attempt-log";
import { deliverDue, type DeliverySettings } from "./deliver";
import { createWebhook, deleteWebhook, listWebhooks, queuePing } from "./webhooks";

let t: TestDb;
let alice: TestUser;
let owner: TestUser;
let receiver: Receiver;
let hookId: string;
const settings: DeliverySettings = { allow: ["127.0.0.1"], retrySeconds: [60, 300] };
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db);
  owner = await createUser(t.db, { role: "owner" });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  await t.db.webhook.deleteMany();
  await t.db.flight.deleteMany();
  receiver.received.length = 0;
  receiver.answers.length = 0;
  hookId = (await createWebhook(t.db, alice.id, receiver.url, settings.allow)).id;
  receiver.secret = (await t.db.webhook.findUniqueOrThrow({ where: { id: hookId } })).secret;
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
