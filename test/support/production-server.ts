import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * Starts the production server (`npm start`'s dist/server.mjs) on a free port for contract tests and the
 * benchmark. Needs `npm run build`; builds when its output is missing or older than the code it is built from
 * (`npm test` builds beforehand), so a benchmark never measures yesterday's code.
 */

const ROOT = path.resolve(__dirname, "../..");
const SERVER_ENTRY = path.join(ROOT, "dist", "server.mjs");

export interface RunningServer {
  baseUrl: string;
  port: number;
  pid: number;
  /** everything the server printed so far (for failure reports) */
  output(): string;
  /** the exit status once the process has ended (null when a signal ended it) */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** What `npm run build` reads: a change in any of them makes the build stale. */
const BUILD_SOURCES = ["app", "components", "lib", "i18n", "messages", "server", "prisma", "public", "proxy.ts", "server.ts", "instrumentation.ts", "next.config.mjs", "package.json"];

/** What the build itself writes among its sources, after Next's build id (the service worker is named for it). */
const BUILD_OUTPUTS = new Set([path.join(ROOT, "public", "sw.js")]);

function newestMtimeMs(entry: string): number {
  if (BUILD_OUTPUTS.has(entry)) return 0;
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtimeMs(path.join(entry, name))), stats.mtimeMs);
}

function buildIsCurrent(): boolean {
  const buildId = path.join(ROOT, ".next", "BUILD_ID");
  if (!existsSync(buildId) || !existsSync(SERVER_ENTRY)) return false;
  const builtAt = Math.min(statSync(buildId).mtimeMs, statSync(SERVER_ENTRY).mtimeMs);
  return BUILD_SOURCES.every((entry) => newestMtimeMs(path.join(ROOT, entry)) <= builtAt);
}

export function ensureBuild(): void {
  if (buildIsCurrent() && process.env.CONTRAIL_CONTRACT_REBUILD !== "1") return;
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `port`: a given one (a cluster's instance started again where the proxy expects it), else a free one. `root`:
 * another checkout's production build (a benchmark comparing with an older commit), else this one's.
 */
export async function startServer(options: { databaseUrl: string; env?: Record<string, string>; port?: number; root?: string }): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const root = options.root ?? ROOT;
  const child = spawn(process.execPath, [path.join(root, "dist", "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    // Own process group, so stop() ends the server and anything it started, and nothing else.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: options.databaseUrl, ...options.env },
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    baseUrl,
    port,
    pid: child.pid ?? -1,
    output: () => output,
    exited,
    stop: () => stopChild(child),
  };
  try {
    await waitUntilUp(baseUrl, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/openapi.json`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not answer in time");
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(pid, "SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    signalGroup(pid, "SIGTERM");
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
