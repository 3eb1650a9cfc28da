import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClusterDb, startCluster, type Cluster } from "@/test/support/cluster";
import type { TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
import { setPassword } from "@/lib/users/set-password";
import { seedContractData, type ContractSeed } from "@/test/contract/seed";
import { signInCookie } from "@/test/contract/sign-in";
import { request } from "./http";
import { actionId, callAction, form } from "./server-action";
import { importRequest, importStatus, previewImport, startImport, uploadImport, waitForImport } from "./web-import";

/**
 * State that must be shared by every instance, with two instances on one PostgreSQL database behind nginx: the
 * failed-authentication limit, sessions, and web imports.
 */

const AUTH_FAILURES = 20;
let testDb: TestDb;
let seed: ContractSeed;
let cluster: Cluster;
let dir: string;

beforeAll(async () => {
  testDb = await createClusterDb();
  seed = await seedContractData(testDb.db);
  dir = mkdtempSync(path.join(os.tmpdir(), "contrail-cluster-files-"));
  cluster = await startCluster({
    databaseUrl: testDb.url,
    env: { CONTRAIL_RATE_LIMIT_AUTH_FAILURES: String(AUTH_FAILURES), CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS: "600", CONTRAIL_RATE_LIMIT_REQUESTS: "0" },
  });
});

afterAll(async () => {
  await cluster?.stop();
  await testDb?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const [a, b] = [() => cluster.instances[0]!, () => cluster.instances[1]!];

describe("25 failed authentications spread over both instances: the 429 comes at the 21st, exactly", () => {
  const expected = [...Array<number>(AUTH_FAILURES).fill(401), ...Array<number>(25 - AUTH_FAILURES).fill(429)];

  it("sent to each instance's port in turn", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const instance = i % 2 === 0 ? a() : b();
      const res = await request(instance.baseUrl, "/api/stats", { headers: { authorization: `Bearer wrong-key-${i}` }, localAddress: "127.0.0.3" });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(expected);
  });

  it("sent through nginx, which hands them to both (the client is the address nginx appends to X-Forwarded-For)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await request(cluster.proxyUrl, `/api/stats`, { headers: { authorization: `Bearer wrong-key-${i}` }, localAddress: "127.0.0.2" });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(expected);
    const upstreams = new Set(
      cluster
        .proxyLog()
        .split("\n")
        .filter((line) => line.startsWith("GET /api/stats "))
        .map((line) => /upstream=(\d+\.\d+\.\d+\.\d+:\d+)/.exec(line)?.[1]),
    );
    expect([...upstreams].sort()).toEqual([a().baseUrl, b().baseUrl].map((url) => new URL(url).host).sort());
    // another client address still gets in: the limit is per address, not global
    const other = await request(cluster.proxyUrl, "/api/stats", { headers: { authorization: `Bearer ${seed.keys.alice}` }, localAddress: "127.0.0.4" });
    expect(other.status).toBe(200);
  });
});

describe("the share doors' gate behind nginx, which passes the path on as sent", () => {
  it("judges the path the instance serves: a dot segment reaches the same plain 404", async () => {
    const unknown = "AAAAAAAAAAAAAAAAAAAAAA";
    const answers = await Promise.all(
      [`/share/${unknown}`, `/x/../share/${unknown}`, `/x/%2e%2e/share/${unknown}/card.svg`].map((path) => request(cluster.proxyUrl, path)),
    );
    for (const answer of answers) expect({ status: answer.status, type: answer.headers["content-type"], text: answer.text }).toEqual({ status: 404, type: "text/plain; charset=utf-8", text: "Not found\n" });
  });
});

describe("sessions", () => {
  it("a session from before a password change made on instance A is refused on B", async () => {
    const user = await createUser(testDb.db);
    await setPassword(testDb.db, user.id, "a long passphrase 1");
    const before = await signInCookie(a().baseUrl, user.username, "a long passphrase 1");
    const current = await signInCookie(a().baseUrl, user.username, "a long passphrase 1");
    const sessionOn = async (baseUrl: string, cookie: string) => ((await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } })).json()) as { user?: { id?: string } }).user?.id;
    expect(await sessionOn(b().baseUrl, before)).toBe(user.id);

    const changed = await callAction<{ ok?: boolean; fieldErrors?: unknown }>({
      baseUrl: a().baseUrl,
      page: "/settings/security",
      id: actionId("app/(app)/settings/actions.ts", "changePasswordAction"),
      cookie: current,
      args: [{}, form({ currentPassword: "a long passphrase 1", newPassword: "another long passphrase 2", newPasswordConfirm: "another long passphrase 2" })],
    });
    expect(changed.value, changed.text.slice(0, 500)).toEqual({ ok: true });

    expect(await sessionOn(b().baseUrl, before)).toBeUndefined();
    // a page's server action on B sends the old session to sign in
    const refused = await callAction({ baseUrl: b().baseUrl, page: "/settings/import", id: actionId("app/(app)/settings/import/actions.ts", "importStatusAction"), cookie: before, args: ["x"] });
    expect(refused.redirect).toMatch(/^\/signin/);
    // and the new password works on B
    expect(await sessionOn(b().baseUrl, await signInCookie(b().baseUrl, user.username, "another long passphrase 2"))).toBe(user.id);
  });
});

describe("web imports", () => {
  let cookie: string;
  let file: string;

  beforeAll(async () => {
    const user = await createUser(testDb.db);
    await setPassword(testDb.db, user.id, "a long passphrase 1");
    cookie = await signInCookie(cluster.proxyUrl, user.username, "a long passphrase 1");
    file = path.join(dir, "flights.csv");
    await writeFr24File(file, 200);
  });

  it("uploaded through A, started through A, polled through B until done", async () => {
    const upload = await uploadImport(a().baseUrl, cookie, file);
    expect(upload.format).toBe("fr24");
    const job = await startImport(a().baseUrl, cookie, importRequest(upload.token));
    const seenOnB = await importStatus(b().baseUrl, cookie, job.id);
    expect(seenOnB.id).toBe(job.id);
    const ended = await waitForImport(b().baseUrl, cookie, job.id);
    expect(ended.status).toBe("done");
    expect(ended.report?.rows).toBe(200);
    expect((ended.report?.imported ?? 0) + (ended.report?.duplicates ?? 0)).toBe(200);
  });

  it("uploaded through A, checked (dry run) and started through B", async () => {
    const upload = await uploadImport(a().baseUrl, cookie, file);
    const preview = await previewImport(b().baseUrl, cookie, importRequest(upload.token));
    expect(preview.rows).toBe(200);
    const job = await startImport(b().baseUrl, cookie, importRequest(upload.token));
    const ended = await waitForImport(a().baseUrl, cookie, job.id);
    expect(ended.status).toBe("done");
    // the same file again: everything is a duplicate of the first import
    expect(ended.report?.duplicates).toBe(200);
  });
});
