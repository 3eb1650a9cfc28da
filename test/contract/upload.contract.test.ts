import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { createDb, type Db } from "@/lib/db/client";
import { createUser } from "@/test/support/fixtures";
import { contractContext } from "./context";

// Settings → Import's upload (a route Next.js serves, with the session cookie) over real HTTP.
const { baseUrl, databaseUrl } = contractContext();
const PASSWORD = "upload-test-password";
let db: Db;
let cookie: string;

beforeAll(async () => {
  db = createDb(databaseUrl);
  const user = await createUser(db);
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const username = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).username;
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; ") },
    body: new URLSearchParams({ csrfToken, username, password: PASSWORD, json: "true" }),
  });
  cookie = [...cookies, ...signIn.headers.getSetCookie().map((c) => c.split(";")[0]!)].join("; ");
  expect(cookie).toMatch(/session-token/);
});
afterAll(() => db?.$disconnect());

function upload(agent: http.Agent | false, size: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const url = new URL(baseUrl);
    const req = http.request(
      { host: url.hostname, port: url.port, method: "POST", path: "/settings/import/upload", agent, headers: { "content-length": String(size), cookie, "x-file-name": "f.csv", ...headers } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error("timed out")));
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(Buffer.alloc(size, 0x20));
  });
}

describe("POST /settings/import/upload", () => {
  it("another site's page may not upload", async () => {
    expect(await upload(false, 10, { origin: "http://evil.example" })).toMatchObject({ status: 403 });
  });

  it("stores a file over 10 MB whole (Next's proxy would keep only the first 10 MB)", async () => {
    const size = 11 * 1024 * 1024;
    const answer = await upload(false, size, { origin: baseUrl });
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ size });
  });

  it("after a 413 the next request on the same connection is answered at once", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await upload(agent, 33 * 1024 * 1024, { origin: baseUrl })).toMatchObject({ status: 413 });
      const started = Date.now();
      const next = await new Promise<number>((resolve, reject) => {
        http.get(`${baseUrl}/api/openapi.json`, { agent }, (res) => res.resume().on("end", () => resolve(res.statusCode ?? 0))).on("error", reject);
      });
      expect(next).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      agent.destroy();
    }
  });
});
