import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, type TestUser } from "@/test/support/fixtures";

let t: TestDb;
let user: TestUser;
vi.mock("@/lib/db/client", async (original) => ({ ...(await original<typeof import("@/lib/db/client")>()), getDb: () => t.db }));
vi.mock("@/lib/auth/session", () => ({ getPrincipal: async () => user.principal }));
const { POST } = await import("./route");

beforeAll(async () => {
  t = await createTestDb();
  user = await createUser(t.db);
});
afterAll(async () => {
  await t?.cleanup();
});

const upload = (headers: Record<string, string>) =>
  POST(new Request("http://flights.local/settings/import/upload", { method: "POST", headers: { host: "flights.local", ...headers }, body: "Date,From\n" }));

describe("POST /settings/import/upload", () => {
  it("refuses another site's page (or no Origin) with 403 JSON, storing nothing", async () => {
    for (const headers of [{ origin: "http://evil.example" }, {}] as Record<string, string>[]) {
      const answer = await upload(headers);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ message: "Uploads are accepted from this app's own pages only." });
    }
    expect(await t.db.importUpload.count()).toBe(0);
  });

  it("takes files from the app's own page, keeping the user's newest few", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await upload({ origin: "http://flights.local" });
      expect(answer.status).toBe(200);
      tokens.push(((await answer.json()) as { token: string }).token);
    }
    const kept = await t.db.importUpload.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(kept.map((row) => row.id).sort()).toEqual(tokens.slice(1).sort());
  });
});
