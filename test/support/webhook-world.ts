import { afterAll, beforeAll, beforeEach } from "vitest";
import { createWebhook } from "@/lib/webhooks/webhooks";
import { createUser, seedReferenceFixtures, type TestUser } from "./fixtures";
import { createTestDb, type TestDb } from "./test-db";
import { startReceiver, type Receiver } from "./webhook-receiver";

export interface WebhookWorld {
  t: TestDb;
  alice: TestUser;
  receiver: Receiver;
  /** alice's webhook, made again before each test, pointing at `receiver` */
  hookId: string;
}

/**
 * A webhook test file's world, filled in by the hooks it registers: a test database with the reference data and
 * alice, a loopback receiver, and before each test no other webhook (their deliveries and logs go with them) than a
 * new one of alice's at the receiver, which answers at once with 204 again and checks that webhook's secret.
 */
export function webhookWorld(allow: readonly string[]): WebhookWorld {
  const world = {} as WebhookWorld;
  beforeAll(async () => {
    world.t = await createTestDb();
    await seedReferenceFixtures(world.t.db);
    world.alice = await createUser(world.t.db);
    world.receiver = await startReceiver();
  });
  afterAll(async () => {
    await world.receiver?.close();
    await world.t?.cleanup();
  });
  beforeEach(async () => {
    const { t, alice, receiver } = world;
    await t.db.webhook.deleteMany();
    Object.assign(receiver, { received: [], answers: [], delayMs: 0, hang: false });
    world.hookId = (await createWebhook(t.db, alice.id, receiver.url, allow)).id;
    receiver.secret = (await t.db.webhook.findUniqueOrThrow({ where: { id: world.hookId } })).secret;
  });
  return world;
}
