import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";
import { errorMessage } from "@/lib/errors";

export interface ShutdownSteps {
  server: Server;
  /** how long requests in flight and background work get before their connections are cut */
  graceMs: number;
  /** asks background work (imports) to stop at its next safe point; resolves when it has */
  stopWork: () => Promise<unknown>;
  /** after the drain: closes what the requests used (Next.js, the database clients) */
  close: () => Promise<unknown>;
  log: (message: string) => void;
}

/** Long enough for a save or a page, short enough for a container's stop timeout (10 s by default) to pass. */
export const SHUTDOWN_GRACE_MS = 8000;
const IDLE_SWEEP_MS = 100;
/**
 * How long idle keep-alive connections stay open once stopping began. A proxy holds them in its pool: closed at once,
 * a request it is just sending on one meets a closed socket, and a POST it may not resend becomes a 502. Left open,
 * its next request on each is answered with `Connection: close`; meanwhile it finds the port closed and chooses the
 * other instances.
 */
export const IDLE_LINGER_MS = 1000;

/**
 * The production server's stop (SIGTERM, SIGINT): no new connections, every request in flight answered, running
 * imports stopped between batches (and given back, for another instance to carry on), then the database closed. Every
 * answer from then on closes its connection, so a client (or proxy) learns to reconnect (and finds the port closed)
 * instead of sending into a closing socket; idle keep-alive connections are closed after IDLE_LINGER_MS.
 * Resolves with the exit status: 0 when everything finished within graceMs, 1 when connections had to be cut.
 */
export async function shutDown(steps: ShutdownSteps): Promise<number> {
  const started = Date.now();
  const open = await new Promise<number>((resolve) => steps.server.getConnections((_, count) => resolve(count ?? 0)));
  steps.log(`stopping: ${open} connection(s) open, waiting up to ${steps.graceMs / 1000} s for requests in flight`);
  steps.server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => response.setHeader("connection", "close"));
  // net.Server's close stops accepting; http.Server's would also close the idle keep-alive connections at once
  const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(steps.server, () => resolve()));
  let sweep: NodeJS.Timeout | undefined;
  const linger = setTimeout(() => {
    steps.server.closeIdleConnections();
    sweep = setInterval(() => steps.server.closeIdleConnections(), IDLE_SWEEP_MS);
  }, IDLE_LINGER_MS);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"cut">((resolve) => (timer = setTimeout(() => resolve("cut"), steps.graceMs)));
  const finished = Promise.all([drained, steps.stopWork().catch(() => undefined)]).then(() => "finished" as const);
  const outcome = await Promise.race([finished, deadline]);
  clearTimeout(timer);
  clearTimeout(linger);
  clearInterval(sweep);
  if (outcome === "cut") {
    steps.server.closeAllConnections();
    steps.log(`requests still running after ${steps.graceMs / 1000} s: connections cut`);
  }
  try {
    await steps.close();
  } catch (error) {
    steps.log(`closing failed: ${errorMessage(error)}`);
  }
  steps.log(`stopped in ${Date.now() - started} ms`);
  return outcome === "finished" ? 0 : 1;
}
