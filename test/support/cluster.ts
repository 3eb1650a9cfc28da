import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ensureBuild, freePort, startServer, type RunningServer } from "@/test/support/production-server";

/**
 * Several production servers on one PostgreSQL database with Debian's nginx in front, configured by the deployment's
 * own file (deploy/nginx/contrail.conf) with only its `listen` and upstream `server` addresses replaced: what the
 * docs/operations.md's "Several instances behind a proxy" describes, for the cluster tests and `npm run bench:scale`.
 */

const ROOT = path.resolve(__dirname, "../..");
export const NGINX_SITE = path.join(ROOT, "deploy", "nginx", "contrail.conf");
const NGINX = process.env.CONTRAIL_NGINX ?? "/usr/sbin/nginx";

export interface ClusterInstance {
  name: string;
  baseUrl: string;
  port: number;
  /** the running process's pid (a new one after start()); -1 while stopped */
  readonly pid: number;
  output(): string;
  /** SIGTERM, and wait until it has exited */
  stop(): Promise<void>;
  /** SIGKILL (kill -9), and wait until it has exited */
  kill(): Promise<void>;
  /** starts it again on the same port; resolves once it answers */
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx's address: what clients use */
  proxyUrl: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  /** nginx's access log (method, path, status, upstream) and error log so far (their ends) */
  proxyLog(): string;
  /** nginx's whole access log: "METHOD URI STATUS upstream=ADDRESS[, ADDRESS] upstream_status=STATUS[, STATUS] SECONDS" */
  accessLog(): string;
  /** how many answers nginx has logged from this upstream port with this status */
  answersFrom(port: number, status?: number): number;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** default 2 */
  instances?: number;
  /** environment of every instance (TRUST_PROXY=1 is set: nginx is one hop) */
  env?: Record<string, string>;
  /** an existing database (seeded beforehand); else a fresh one on TEST_DATABASE_URL's server */
  databaseUrl?: string;
  /** without nginx (a benchmark's direct run) */
  proxy?: boolean;
}

/** A fresh, migrated PostgreSQL database on TEST_DATABASE_URL's server: a cluster needs one (SQLite is one process's). */
export async function createClusterDb(): Promise<TestDb> {
  if (!/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? "")) {
    throw new Error("a cluster runs on PostgreSQL: set TEST_DATABASE_URL to a postgres:// server (scripts/test-all.sh does)");
  }
  return createTestDb();
}

/**
 * The deployment's nginx site with the listen address and the upstream servers replaced; every upstream keeps the
 * parameters of the file's first `server` line (max_fails, fail_timeout).
 */
export function clusterSite(site: string, listenPort: number, upstreamPorts: number[]): string {
  const upstream = /(upstream\s+contrail\s*\{)([\s\S]*?)(\n\})/.exec(site);
  if (!upstream) throw new Error(`${NGINX_SITE} has no "upstream contrail { … }" block`);
  const first = /^[ \t]*server\s+\S+(.*);[ \t]*$/m.exec(upstream[2]!);
  if (!first) throw new Error(`${NGINX_SITE}'s upstream block names no server`);
  const lines = upstreamPorts.map((port) => `\n    server 127.0.0.1:${port}${first[1]};`).join("");
  const body = lines + upstream[2]!.replace(/^[ \t]*server\s+\S+.*;[ \t]*\n?/gm, "");
  const replaced = site.replace(upstream[0], `${upstream[1]}${body}${upstream[3]}`);
  if (!/^\s*listen\s+\S+;/m.test(replaced)) throw new Error(`${NGINX_SITE} has no listen line`);
  return replaced.replace(/^(\s*)listen\s+\S+;/m, `$1listen 127.0.0.1:${listenPort};`);
}

/** nginx's main configuration around the site: everything it writes stays in `dir`. */
function mainConfig(dir: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format upstream '$request_method $request_uri $status upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/contrail.conf;
}
`;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  ensureBuild();
  const count = options.instances ?? 2;
  const ownDb = options.databaseUrl ? null : await createClusterDb();
  const databaseUrl = options.databaseUrl ?? ownDb!.url;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error("a cluster runs on PostgreSQL: SQLite is one process's database");
  const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-cluster-"));
  // nginx started as root runs its workers as nobody: they must reach their temporary files (request bodies) in here
  chmodSync(dir, 0o755);
  const instances: ClusterInstance[] = [];
  let nginx: ChildProcess | null = null;
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    if (nginx) await stopNginx(nginx);
    await ownDb?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ports = await distinctFreePorts(count + 1);
    const proxyPort = ports.pop()!;
    for (let i = 0; i < count; i++) {
      const name = String.fromCharCode(65 + i);
      // Each its own upload directory, as on separate machines: nothing may pass between them through the disk.
      const env = { TRUST_PROXY: "1", IMPORT_UPLOAD_DIR: path.join(dir, `uploads-${name}`), ...options.env };
      instances.push(clusterInstance(name, await startServer({ databaseUrl, env, port: ports[i] }), databaseUrl, env));
    }
    if (options.proxy === false) {
      return { proxyUrl: instances[0]!.baseUrl, databaseUrl, instances, proxyLog: () => "", accessLog: () => "", answersFrom: () => 0, stop: stopAll };
    }
    writeFileSync(path.join(dir, "contrail.conf"), clusterSite(readFileSync(NGINX_SITE, "utf8"), proxyPort, ports));
    writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir));
    nginx = spawn(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let nginxOutput = "";
    nginx.stdout?.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));
    nginx.stderr?.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    await waitForProxy(proxyUrl, nginx, () => nginxOutput + readLog(path.join(dir, "error.log")));
    return {
      proxyUrl,
      databaseUrl,
      instances,
      proxyLog: () => `${readLog(path.join(dir, "access.log"))}\n--- error.log ---\n${readLog(path.join(dir, "error.log"))}`,
      accessLog: () => readLog(path.join(dir, "access.log"), Infinity),
      answersFrom: (port, status = 200) => readLog(path.join(dir, "access.log"), Infinity).split(`upstream=127.0.0.1:${port} upstream_status=${status} `).length - 1,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function clusterInstance(name: string, first: RunningServer, databaseUrl: string, env: Record<string, string>): ClusterInstance {
  let server: RunningServer | null = first;
  let earlier = "";
  const instance: ClusterInstance = {
    name,
    baseUrl: first.baseUrl,
    port: first.port,
    get pid() {
      return server?.pid ?? -1;
    },
    output: () => earlier + (server?.output() ?? ""),
    async stop() {
      if (!server) return;
      earlier += server.output();
      await server.stop();
      server = null;
    },
    async kill() {
      if (!server) return;
      earlier += server.output();
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // already gone
      }
      await server.exited;
      server = null;
    },
    async start() {
      if (server) throw new Error(`instance ${name} is running`);
      server = await startServer({ databaseUrl, env, port: first.port });
    },
  };
  return instance;
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

async function waitForProxy(proxyUrl: string, nginx: ChildProcess, output: () => string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${proxyUrl}/api/health`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer in time:\n${output()}`);
}

function stopNginx(nginx: ChildProcess): Promise<void> {
  if (nginx.exitCode !== null || nginx.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => nginx.kill("SIGKILL"), 5000);
    nginx.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    // QUIT: nginx's graceful stop
    nginx.kill("SIGQUIT");
  });
}

function readLog(file: string, tail = 20_000): string {
  try {
    return readFileSync(file, "utf8").slice(-tail);
  } catch {
    return "";
  }
}
