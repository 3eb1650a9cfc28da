import type { Server } from "node:http";

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
 * The production server's stop (SIGTERM, SIGINT): no new connections, every request in flight answered, running
 * imports stopped between batches (and given back, for another instance to carry on), then the database closed. A
 * keep-alive connection is closed as soon as it is idle, so a client learns to reconnect (and finds the port closed)
 * instead of sending into a closing socket.
 * Resolves with the exit status: 0 when everything finished within graceMs, 1 when connections had to be cut.
 */
export async function shutDown(steps: ShutdownSteps): Promise<number> {
  const started = Date.now();
  const open = await new Promise<number>((resolve) => steps.server.getConnections((_, count) => resolve(count ?? 0)));
  steps.log(`stopping: ${open} connection(s) open, waiting up to ${steps.graceMs / 1000} s for requests in flight`);
  const drained = new Promise<void>((resolve) => steps.server.close(() => resolve()));
  steps.server.closeIdleConnections();
  const sweep = setInterval(() => steps.server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"cut">((resolve) => (timer = setTimeout(() => resolve("cut"), steps.graceMs)));
  const finished = Promise.all([drained, steps.stopWork().catch(() => undefined)]).then(() => "finished" as const);
  const outcome = await Promise.race([finished, deadline]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (outcome === "cut") {
    steps.server.closeAllConnections();
    steps.log(`requests still running after ${steps.graceMs / 1000} s: connections cut`);
  }
  try {
    await steps.close();
  } catch (error) {
    steps.log(`closing failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  steps.log(`stopped in ${Date.now() - started} ms`);
  return outcome === "finished" ? 0 : 1;
}
