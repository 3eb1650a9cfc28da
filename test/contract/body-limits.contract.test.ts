import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { contractContext } from "./context";
import { rawRequest } from "./http";
import { cookiesOf } from "./sign-in";

const { databaseUrl } = contractContext();

// The production server as `npm start` runs it, with its heap cap: a request body it read whole (next-auth reads
// every body it gets) ended the process from 150 MB on. Each body is streamed from one reused buffer.
const START_SCRIPT = (JSON.parse(readFileSync(path.resolve(__dirname, "../../package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
const NODE_OPTIONS = /NODE_OPTIONS='([^']*)'/.exec(START_SCRIPT)![1]!;
const BODY_BYTES = 160 * 1024 * 1024;

let server: RunningServer;

beforeAll(async () => {
  expect(NODE_OPTIONS).toContain("--max-old-space-size=256");
  server = await startServer({ databaseUrl, env: { NODE_OPTIONS } });
});
afterAll(() => server?.stop());

/** Streams a form-encoded POST of `bytes` until the answer comes or the server closes the connection. */
function streamPost(url: string, bytes: number, framing: "length" | "chunked"): Promise<{ status: number | null; text: string }> {
  const target = new URL(url);
  // one form field holding the whole body, of encoded spaces: decoding it copies it all once more
  const first = Buffer.alloc(1024 * 1024, "+");
  first.write("username=");
  const piece = Buffer.alloc(1024 * 1024, "+");
  return new Promise((resolve) => {
    let done = false;
    const finish = (status: number | null, text = "") => {
      if (done) return;
      done = true;
      request.destroy();
      resolve({ status, text });
    };
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin: target.origin };
    if (framing === "length") headers["content-length"] = String(bytes);
    const request = http.request({ host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => finish(res.statusCode ?? null, Buffer.concat(chunks).toString()));
      res.on("error", () => finish(res.statusCode ?? null));
    });
    request.on("error", () => finish(null));
    void (async () => {
      for (let sent = 0; sent < bytes && !done; sent += piece.length) {
        if (!request.write((sent === 0 ? first : piece).subarray(0, Math.min(piece.length, bytes - sent)))) {
          await new Promise<void>((drained) => {
            const go = () => {
              request.off("drain", go).off("close", go);
              drained();
            };
            request.on("drain", go).on("close", go);
          });
        }
      }
      if (!done) request.end();
    })();
  });
}

async function stillAnswers(): Promise<void> {
  const res = await rawRequest(server.baseUrl, "/api/stats").catch((error: Error) => {
    throw new Error(`the server no longer answers (${error.message}); it printed:\n${server.output().slice(-2000)}`);
  });
  expect(res.status).toBe(401);
}

describe("a body far over its route's limit does not end the server (npm start's 256 MB heap)", () => {
  const targets = ["/api/auth/callback/credentials", "/api/auth/signout", "/api/auth/session", "/api/auth/_log", "/signin"];

  it.each(targets)("%s: 413 (or the connection closed) for 160 MB with a Content-Length, and the server answers on", async (target) => {
    const answer = await streamPost(`${server.baseUrl}${target}`, BODY_BYTES, "length");
    if (answer.status !== null) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ success: "false", message: "Payload too large" });
    }
    await stillAnswers();
  });

  it("a sign-in sent chunked, within the limit, reaches next-auth whole (the held body is handed on)", async () => {
    const csrf = await fetch(`${server.baseUrl}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const form = new TextEncoder().encode(new URLSearchParams({ csrfToken, username: "nobody", password: "wrong password", json: "true" }).toString());
    const res = await fetch(`${server.baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookiesOf(csrf), "content-type": "application/x-www-form-urlencoded" },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(form.subarray(0, 20));
          controller.enqueue(form.subarray(20));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    const { url } = (await res.json()) as { url: string };
    // the CSRF token was read (else the answer would be about it): the answer is about the password
    expect(new URL(url).searchParams.get("error")).toBe("Incorrect username or password.");
  });

  it.each(["/api/auth/callback/credentials", "/signin"])("%s: the same for 160 MB sent chunked, without a length", async (target) => {
    const answer = await streamPost(`${server.baseUrl}${target}`, BODY_BYTES, "chunked");
    if (answer.status !== null) expect(answer.status).toBe(413);
    await stillAnswers();
  });
});
