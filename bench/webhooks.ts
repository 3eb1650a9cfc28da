/**
 * Webhook delivery benchmark. First, fairness: carol's 4 webhooks point at receivers that take a POST and never
 * answer, with 5 deliveries each (5 flights saved), while the server's delivery scheduler runs (polling every
 * second, the production time-out of 10 s); alice then saves flights one after another, and each save's delay until
 * alice's receiver has its POST is timed. Second, the outbox's bound: one webhook whose receiver is down gets
 * 2,000 saves (nothing sending), and its pending rows and recorded gap are counted.
 *   npm run bench:webhooks [samples] [saves]
 * SQLite by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 */
import { parseConfig } from "@/lib/config";
import { dialectOf, type Db } from "@/lib/db/client";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { DeliveryLanes } from "@/lib/webhooks/delivery-lanes";
import { webhookScheduler } from "@/lib/webhooks/delivery-work";
import { createWebhook, listWebhooks } from "@/lib/webhooks/webhooks";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { createTestDb } from "@/test/support/test-db";
import { startReceiver } from "@/test/support/webhook-receiver";

const ALLOW = ["127.0.0.1"];
const POLL_SECONDS = 1;

const save = (db: Db, user: TestUser, day: number) =>
  saveFlight(db, user.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: `2024-01-${String((day % 28) + 1).padStart(2, "0")}`, seats: [{ userId: user.id }] }));

async function fairness(db: Db, samples: number): Promise<{ delaysMs: number[]; carolsPosts: number[] }> {
  const [alice, carol] = [await createUser(db), await createUser(db)];
  const hanging = await Promise.all([1, 2, 3, 4].map(() => startReceiver()));
  for (const receiver of hanging) {
    receiver.hang = true;
    await createWebhook(db, carol.id, receiver.url, ALLOW);
  }
  for (let i = 0; i < 5; i++) await save(db, carol, i);
  const fast = await startReceiver();
  await createWebhook(db, alice.id, fast.url, ALLOW);
  const config = parseConfig({ CONTRAIL_WEBHOOK_ALLOW: ALLOW.join(","), CONTRAIL_WEBHOOK_POLL_SECONDS: String(POLL_SECONDS) });
  const lanes = new DeliveryLanes(db, config.webhooks);
  const scheduler = webhookScheduler(config, db, undefined, lanes);
  scheduler.start(0);
  try {
    await Promise.all(hanging.map((receiver) => receiver.waitFor(1, 10_000)));
    const delaysMs: number[] = [];
    for (let i = 0; i < samples; i++) {
      await save(db, alice, i);
      const saved = performance.now();
      await fast.waitFor(i + 1, 60_000);
      delaysMs.push(Math.round(performance.now() - saved));
    }
    return { delaysMs, carolsPosts: hanging.map((receiver) => receiver.received.length) };
  } finally {
    await scheduler.stop();
    await Promise.all([...hanging, fast].map((receiver) => receiver.close()));
    await lanes.idle();
  }
}

async function bound(db: Db, saves: number): Promise<{ pending: number; gap: unknown; ms: number }> {
  const bob = await createUser(db);
  const { id } = await createWebhook(db, bob.id, "http://127.0.0.1:9/down", ALLOW);
  const started = performance.now();
  for (let i = 0; i < saves; i++) await save(db, bob, i);
  const ms = Math.round(performance.now() - started);
  const pending = await db.webhookDelivery.count({ where: { webhookId: id, state: "pending" } });
  const gap = (await listWebhooks(db, bob.id)).find((hook) => hook.id === id)?.gap ?? null;
  return { pending, gap, ms };
}

async function main(): Promise<void> {
  const samples = Number(process.argv[2] ?? 15);
  const saves = Number(process.argv[3] ?? 2000);
  const test = await createTestDb();
  try {
    await seedReferenceFixtures(test.db);
    const { delaysMs, carolsPosts } = await fairness(test.db, samples);
    const outbox = await bound(test.db, saves);
    console.log(`database: ${dialectOf(test.db)}, poll every ${POLL_SECONDS} s`);
    console.log(`alice's delivery delay while carol's 4 receivers hang (5 deliveries each): ${delaysMs.join(", ")} ms (max ${Math.max(...delaysMs)} ms); carol's POSTs taken meanwhile: ${carolsPosts.join(", ")}`);
    console.log(`one webhook after ${saves} saves, receiver down: ${outbox.pending} pending rows, gap ${JSON.stringify(outbox.gap)} (saves took ${outbox.ms} ms)`);
  } finally {
    await test.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
