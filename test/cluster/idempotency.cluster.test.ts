import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { setPassword } from "@/lib/users/set-password";
import { signInCookie } from "@/test/contract/sign-in";
import { createClusterDb, startCluster, type Cluster } from "@/test/support/cluster";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import type { TestDb } from "@/test/support/test-db";
import { request, type Answer } from "./http";
import { actionId, callAction, form } from "./server-action";

/**
 * A save's Idempotency-Key with two instances on one PostgreSQL database: a retry after a lost answer may land on the
 * other instance, and must still answer the first flight rather than make a second.
 */

let testDb: TestDb;
let cluster: Cluster;
let user: TestUser;
let apiKey: string;

beforeAll(async () => {
  testDb = await createClusterDb();
  await seedReferenceFixtures(testDb.db);
  user = await createUser(testDb.db);
  apiKey = (await createApiKey(testDb.db, user.id, { name: "cluster" })).key;
  cluster = await startCluster({ databaseUrl: testDb.url, env: { CONTRAIL_RATE_LIMIT_REQUESTS: "0" } });
});

afterAll(async () => {
  await cluster?.stop();
  await testDb?.cleanup();
});

const [a, b] = [() => cluster.instances[0]!, () => cluster.instances[1]!];
const LEG = { from: "ZRH", to: "LHR", date: "2025-03-01" };

function save(baseUrl: string, key: string, body: object): Promise<Answer> {
  return request(baseUrl, "/api/flight/save", {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
  });
}

const flightsWithNotes = (notes: string) => testDb.db.flight.count({ where: { notes } });

describe("a save retried on the other instance", () => {
  it("answers the first flight: saved on A, retried on B", async () => {
    const key = randomUUID();
    const body = { ...LEG, notes: "retry on B" };
    const first = await save(a().baseUrl, key, body);
    const retry = await save(b().baseUrl, key, body);
    expect(first.status, first.text).toBe(200);
    expect({ status: retry.status, text: retry.text }).toEqual({ status: first.status, text: first.text });
    expect(await flightsWithNotes("retry on B")).toBe(1);
    expect((await save(b().baseUrl, key, { ...body, notes: "another body" })).status).toBe(422);
  });

  it("makes one flight of retries sent at once to both instances and through nginx", async () => {
    for (let round = 0; round < 3; round++) {
      const key = randomUUID();
      const notes = `race ${round}`;
      const answers = await Promise.all([a().baseUrl, b().baseUrl, cluster.proxyUrl, cluster.proxyUrl].map((url) => save(url, key, { ...LEG, notes })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      expect(await flightsWithNotes(notes)).toBe(1);
    }
  });

  it("the add-flight form's hidden idempotencyKey: sent to A, then again to B, saves one flight", async () => {
    await setPassword(testDb.db, user.id, "a long passphrase 1");
    const cookie = await signInCookie(a().baseUrl, user.username, "a long passphrase 1");
    const fields = {
      from: "ZRH", to: "LHR", date: "2025-03-02", precision: "day", notes: "form retry",
      seats: JSON.stringify([{ userId: user.id }]), idempotencyKey: randomUUID(),
    };
    const send = (baseUrl: string) =>
      callAction({ baseUrl, page: "/flights/new", id: actionId("app/(app)/flights/actions.ts", "saveFlightAction"), cookie, args: [{}, form(fields)] });
    const first = await send(a().baseUrl);
    const retry = await send(b().baseUrl);
    expect(first.redirect, first.text.slice(0, 500)).toMatch(/^\/flights\/\d+$/);
    expect(retry.redirect).toBe(first.redirect);
    expect(await flightsWithNotes("form retry")).toBe(1);
  });

  it("an offline outbox's POST /sync/flight: saved on A, retried on B and through nginx, answers the first flight", async () => {
    await setPassword(testDb.db, user.id, "a long passphrase 2");
    const cookie = await signInCookie(a().baseUrl, user.username, "a long passphrase 2");
    const key = randomUUID();
    const body = new URLSearchParams({ from: "ZRH", to: "LHR", date: "2025-03-03", precision: "day", notes: "outbox retry", seats: JSON.stringify([{ userId: user.id }]) }).toString();
    const send = (baseUrl: string) =>
      request(baseUrl, "/sync/flight", {
        method: "POST",
        headers: { cookie, origin: baseUrl, "content-type": "application/x-www-form-urlencoded", "idempotency-key": key },
        body,
      });
    const first = await send(a().baseUrl);
    const retries = [await send(b().baseUrl), await send(cluster.proxyUrl)];
    expect(first.status, first.text).toBe(201);
    expect(retries.map((retry) => ({ status: retry.status, text: retry.text }))).toEqual([
      { status: 200, text: first.text },
      { status: 200, text: first.text },
    ]);
    expect(await flightsWithNotes("outbox retry")).toBe(1);
  });
});
