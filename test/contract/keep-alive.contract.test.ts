import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { contractContext } from "./context";

// `npm start` keeps idle keep-alive connections CONTRAIL_KEEP_ALIVE_SECONDS (65 s by default), above a proxy's own
// idle timeout, so a proxy reusing one never finds it closed (server/create-app-server.ts).

const { baseUrl, databaseUrl } = contractContext();
let short: RunningServer | undefined;

afterAll(async () => {
  await short?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on("error", () => undefined);
  await new Promise((resolve) => socket.once("connect", resolve));
  return socket;
}

/** A GET of /api/health on the connection; resolves with the status line once the whole answer is in. */
function health(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed) return reject(new Error("the server closed the connection"));
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(text);
      if (end >= 0 && length && text.length >= end + 4 + Number(length[1])) {
        socket.off("data", onData);
        resolve(text.split("\r\n")[0]!);
      }
    };
    socket.on("data", onData);
    socket.write("GET /api/health HTTP/1.1\r\nHost: contrail\r\nConnection: keep-alive\r\n\r\n");
  });
}

describe("idle keep-alive connections of the production server", () => {
  it("stay open past Node's default 5 s", async () => {
    const socket = await open(baseUrl);
    try {
      expect(await health(socket)).toBe("HTTP/1.1 200 OK");
      await sleep(6000);
      expect(await health(socket)).toBe("HTTP/1.1 200 OK");
    } finally {
      socket.destroy();
    }
  });

  it("close after CONTRAIL_KEEP_ALIVE_SECONDS", async () => {
    short = await startServer({ databaseUrl, env: { CONTRAIL_KEEP_ALIVE_SECONDS: "1" } });
    const socket = await open(short.baseUrl);
    const closed = new Promise((resolve) => socket.once("close", resolve));
    expect(await health(socket)).toBe("HTTP/1.1 200 OK");
    const idleSince = Date.now();
    await closed;
    expect(Date.now() - idleSince).toBeLessThan(4000);
  });
});
