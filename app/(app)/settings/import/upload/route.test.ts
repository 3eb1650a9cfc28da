import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth/session", () => ({ getPrincipal: async () => ({ userId: "user-upload", role: "user" }) }));
const { POST } = await import("./route");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-upload-route-"));
  process.env.IMPORT_UPLOAD_DIR = dir;
});
afterAll(async () => {
  delete process.env.IMPORT_UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
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
  });

  it("takes files from the app's own page, keeping the user's newest few", async () => {
    for (let i = 0; i < 4; i++) expect((await upload({ origin: "http://flights.local" })).status).toBe(200);
    expect((await readdir(dir)).filter((name) => name.endsWith(".json"))).toHaveLength(3);
  });
});
