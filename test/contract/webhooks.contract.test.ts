import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { createWebhook } from "@/lib/webhooks/webhooks";
import { createUser } from "@/test/support/fixtures";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { startReceiver, type Receiver } from "@/test/support/webhook-receiver";
import { expectSuccess } from "./assertions";
import { call } from "./http";

// Webhooks from the production server: the outbox is written with each change, delivered by the instance holding
// the delivery lease, signed, retried after a receiver's 500, and kept in the database across a restart.
// 127.0.0.1 receivers are allowed by CONTRAIL_WEBHOOK_ALLOW; retries and polling are shortened to a second.
const FAST = { CONTRAIL_WEBHOOK_ALLOW: "127.0.0.1", CONTRAIL_WEBHOOK_RETRY_SECONDS: "1,1,1", CONTRAIL_WEBHOOK_POLL_SECONDS: "1" };
// a server whose delivery never comes round in the test's time: the write is queued, not sent
const PAUSED = { ...FAST, CONTRAIL_WEBHOOK_POLL_SECONDS: "600" };

describe("webhooks from the production server", () => {
  let t: TestDb;
  let server: RunningServer | undefined;
  let receiver: Receiver;
  let key: string;

  beforeAll(async () => {
    t = await createTestDb();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await t?.cleanup();
  });

  const save = async (body: Record<string, unknown>) =>
    expectSuccess(await call(server!.baseUrl, "/api/flight/save", key, { json: { from: "ZRH", to: "LHR", date: "2024-05-01", ...body } })).id as number;

  it("a flight saved just before a restart is delivered by the next server; updates, deletes and a retry after a 500 follow", async () => {
    server = await startServer({ databaseUrl: t.url, env: PAUSED });
    const alice = await createUser(t.db);
    key = (await createApiKey(t.db, alice.id, { name: "hooks" })).key;
    const { id: hookId } = await createWebhook(t.db, alice.id, receiver.url, ["127.0.0.1"]);
    receiver.secret = (await t.db.webhook.findUniqueOrThrow({ where: { id: hookId } })).secret;

    const id = await save({ notes: "before the restart" });
    expect(await t.db.webhookDelivery.count({ where: { state: "pending" } })).toBe(1);
    await server.stop();
    expect(receiver.received).toHaveLength(0);

    server = await startServer({ databaseUrl: t.url, env: FAST });
    const [created] = await receiver.waitFor(1);
    expect(created).toMatchObject({ event: "flight.created", userAgent: "Contrail", signatureValid: true });
    expect(created!.body).toMatchObject({ event: "flight.created", id: created!.delivery, data: { flight: { id, notes: "before the restart" } } });

    receiver.answers.push(500);
    await save({ id, notes: "edited" });
    const [, failed, retried] = await receiver.waitFor(3);
    expect([failed!.event, retried!.event]).toEqual(["flight.updated", "flight.updated"]);
    expect(retried!.delivery).toBe(failed!.delivery);
    expect(retried).toMatchObject({ signatureValid: true, body: { data: { flight: { id, notes: "edited" } } } });

    expectSuccess(await call(server.baseUrl, "/api/flight/delete", key, { json: { id } }));
    const deleted = (await receiver.waitFor(4))[3]!;
    expect(deleted).toMatchObject({ event: "flight.deleted", signatureValid: true, body: { data: { id } } });
    expect(receiver.received).toHaveLength(4);

    const log = await t.db.webhookAttempt.findMany({ where: { webhookId: hookId }, orderBy: { id: "asc" } });
    expect(log.map((a) => [a.event, a.status])).toEqual([["flight.created", 204], ["flight.updated", 500], ["flight.updated", 204], ["flight.deleted", 204]]);
    expect(log[1]!.responseBody).toBe("receiver says no");
    // the server's output never holds a secret
    expect(server.output()).not.toContain(receiver.secret);
  });
});
