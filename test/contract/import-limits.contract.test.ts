import { createReadStream, readFileSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { createDb, type Db } from "@/lib/db/client";
import { createUser } from "@/test/support/fixtures";
import { WORST_SHAPE_BYTES, writeRepeated } from "@/test/support/generated-file";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { contractContext } from "./context";

// A dry run of a 31 MB worst-shape file through Settings → Import, on a server with npm start's 256 MB heap: the
// upload route, then the page's dry-run server action, over real HTTP as the browser sends them.
const { databaseUrl } = contractContext();
const PASSWORD = "import-limits-password";
const NPM_START_NODE_OPTIONS = "--max-old-space-size=256 --max-semi-space-size=8";
let db: Db;
let server: RunningServer;
let dir: string;
let cookie: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-import-limits-"));
  server = await startServer({ databaseUrl, env: { NODE_OPTIONS: NPM_START_NODE_OPTIONS, IMPORT_UPLOAD_DIR: path.join(dir, "uploads") } });
  db = createDb(databaseUrl);
  const user = await createUser(db, { username: "worst_shape" });
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  cookie = await signIn("worst_shape");
});
afterAll(async () => {
  await server?.stop();
  await db?.$disconnect();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function signIn(username: string): Promise<string> {
  const csrf = await fetch(`${server.baseUrl}/api/auth/csrf`);
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${server.baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; ") },
    body: new URLSearchParams({ csrfToken, username, password: PASSWORD, json: "true" }),
  });
  const session = [...cookies, ...res.headers.getSetCookie().map((c) => c.split(";")[0]!)].join("; ");
  expect(session).toMatch(/session-token/);
  return session;
}

/** Streams the file to the upload route; answers its token. */
async function upload(file: string): Promise<string> {
  const url = new URL(server.baseUrl);
  const size = (await stat(file)).size;
  const body = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/settings/import/upload",
        headers: { "content-length": String(size), cookie, origin: server.baseUrl, "x-file-name": path.basename(file) },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`upload: ${res.statusCode} ${text}`))));
      },
    );
    req.on("error", reject);
    createReadStream(file).pipe(req);
  });
  return (JSON.parse(body) as { token: string }).token;
}

/** The id Next gave the settings page's dry-run action in this build. */
function dryRunActionId(): string {
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, "../../.next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.filename === "app/(app)/settings/import/actions.ts" && entry.exportedName === "previewImportAction");
  if (!found) throw new Error("previewImportAction is not in the build's server-reference-manifest.json");
  return found[0];
}

/** Calls the dry run as the page does; answers the action's {ok, message} from the RSC answer. */
async function dryRun(token: string, format: string): Promise<{ ok: boolean; message?: string }> {
  const res = await fetch(`${server.baseUrl}/settings/import`, {
    method: "POST",
    headers: { "next-action": dryRunActionId(), "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: server.baseUrl, cookie },
    body: JSON.stringify([{ token, format, matchUsers: false, mapping: { airports: {}, airlines: {}, aircraft: {} } }]),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  const answer = /\{"ok":(true|false)[^\n]*\}/.exec(text);
  if (!answer) throw new Error(`not an action answer (${res.status}): ${text.slice(0, 300)}`);
  return JSON.parse(answer[0]) as { ok: boolean; message?: string };
}

async function stillAnswers(): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/openapi.json`, { signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
}

describe("a dry run of a 31 MB worst-shape file on npm start's 256 MB heap", () => {
  it("AirTrail JSON whose users are ten million {}: refused with a clear message, and the server keeps answering", async () => {
    const file = path.join(dir, "users.json");
    await writeRepeated(file, { head: '{"users": [', unit: "{},", bytes: WORST_SHAPE_BYTES, tail: '{}], "flights": []}' });
    const token = await upload(file);
    expect(await dryRun(token, "airtrail")).toEqual({ ok: false, message: 'The file cannot be imported: "users" is longer than 1 MB' });
    await stillAnswers();
  });

  it("a TripIt event whose SUMMARY is 31 MB, checked three times at once: one check at a time, the others refused", async () => {
    const file = path.join(dir, "summary.ics");
    await writeRepeated(file, { head: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:", unit: "Dinner ", bytes: WORST_SHAPE_BYTES, tail: "\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n" });
    const token = await upload(file);
    const answers = await Promise.all([1, 2, 3].map(() => dryRun(token, "tripit")));
    const messages = answers.map((answer) => answer.message);
    // the import page words a refused file as "The file cannot be imported: <lib's reason>" (components/import/import-refusals.ts)
    expect(messages).toContain("The file cannot be imported: Line 3 of the import file is longer than 1 MB");
    for (const message of messages) {
      expect(["The file cannot be imported: Line 3 of the import file is longer than 1 MB", "Another import or check of yours is still running. Please wait until it has finished, then try again."]).toContain(message);
    }
    await stillAnswers();
    expect(server.output()).not.toMatch(/heap out of memory/i);
  });
});
