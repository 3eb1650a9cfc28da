import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createWebhook, WEBHOOKS_PER_USER } from "./webhooks";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  await t?.cleanup();
});

const HOST = "hooks.example.test";
const publicAddress = async () => [{ address: "203.0.113.7", family: 4 }];

describe("createWebhook", () => {
  it("holds the per-user limit for adds at once: exactly the room left is made, the rest refused", async () => {
    const user = await createUser(t.db);
    const tries = await Promise.allSettled(
      Array.from({ length: WEBHOOKS_PER_USER + 4 }, (_, i) => createWebhook(t.db, user.id, `https://${HOST}/${i}`, [], publicAddress)),
    );
    const refused = tries.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason));
    expect(tries.filter((r) => r.status === "fulfilled")).toHaveLength(WEBHOOKS_PER_USER);
    expect(refused).toEqual(Array(4).fill(`InputError: A user may have at most ${WEBHOOKS_PER_USER} webhooks: delete one first`));
    expect(await t.db.webhook.count({ where: { userId: user.id } })).toBe(WEBHOOKS_PER_USER);
  });
});
