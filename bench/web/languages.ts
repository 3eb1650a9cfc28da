import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs as parseNodeArgs } from "node:util";
import { createSqliteTestDb } from "@/test/support/test-db";
import { ensureBuild, startServer, type RunningServer } from "@/test/support/production-server";
import { javascriptGzipKb, launchChromium } from "./browser";
import { gzipLength, messagesCost } from "./embedded-messages";
import { median, timePage, type PageTiming } from "./timing";

/**
 * `npm run bench:languages -- [--runs 30] [--compare <dir>]`: what the catalogues cost a first page. Starts the
 * production server on a fresh SQLite database holding one user and, for a visitor's /signin in each language
 * (Accept-Language), prints the HTML (bytes and gzip), the part of it that is the catalogue handed to the browser
 * (the messages the client components read), the JavaScript a first visit downloads (gzip), and the server's time to
 * first byte (median of --runs). `--compare <dir>`: another checkout's production build (e.g. the commit before the
 * catalogues, built there with `npm run build`) measured the same way, its requests taking turns with this build's,
 * and the difference. Also the catalogues'
 * sizes. Writes bench-results/bench-languages-<time>.json.
 */

const LANGUAGES = [
  { locale: "en", header: "en-US,en;q=0.9" },
  { locale: "de", header: "de-DE,de;q=0.9" },
  { locale: "fr", header: "fr-FR,fr;q=0.9" },
  { locale: "es", header: "es-ES,es;q=0.9" },
] as const;

interface PageCost {
  locale: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** the messages object the page hands to the browser, as it stands in the HTML */
  messagesBytes: number;
  /** what those bytes add to the gzipped HTML */
  messagesGzipBytes: number;
  jsGzipKb: number;
  scripts: number;
  ttfbMs: number;
  totalMs: number;
}

/** The page's bytes in one language: its HTML, the catalogue inside it, the JavaScript of a first visit. */
async function pageBytes(server: RunningServer, header: string): Promise<Omit<PageCost, "ttfbMs" | "totalMs">> {
  const response = await fetch(`${server.baseUrl}/signin`, { headers: { "accept-language": header } });
  if (response.status !== 200) throw new Error(`/signin answered ${response.status}`);
  const html = await response.text();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: header.split(",")[0] });
    const js = await javascriptGzipKb(context, "/signin", (page) => page.getByRole("heading", { level: 1 }).waitFor());
    return {
      locale: /<html lang="([^"]+)"/.exec(html)?.[1] ?? "?",
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipLength(html),
      ...messagesCost(html),
      jsGzipKb: js.kb,
      scripts: js.scripts,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Time to first byte and to the end of /signin on each server, median of `runs`: the servers take turns request by
 * request (the first one first on even runs, last on odd ones), so a busy moment of the machine weighs on both alike.
 */
async function interleavedTimings(servers: RunningServer[], header: string, runs: number): Promise<{ ttfbMs: number; totalMs: number }[]> {
  const url = (server: RunningServer) => `${server.baseUrl}/signin`;
  for (const server of servers) await timePage(url(server), { cookie: "" }, { "accept-language": header });
  const timings: PageTiming[][] = servers.map(() => []);
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => servers.length - 1 - i);
    for (const i of order) timings[i]!.push(await timePage(url(servers[i]!), { cookie: "" }, { "accept-language": header }));
  }
  return timings.map((list) => ({ ttfbMs: median(list.map((t) => t.ttfbMs)), totalMs: median(list.map((t) => t.totalMs)) }));
}

/**
 * A production server (this checkout's, or the build in `root`) on a fresh SQLite database holding one user. Another
 * build migrates its database itself as it starts (it refuses one migrated by a newer version); the user comes after,
 * in plain SQL any version's table takes, so /signin is not sent on to the set-up.
 */
async function startWithUser(root: string | undefined): Promise<{ server: RunningServer; stop(): Promise<void> }> {
  const testDb = await createSqliteTestDb(root ? null : {});
  const server = await startServer({ databaseUrl: testDb.url, ...(root ? { root } : {}) });
  await testDb.db.$executeRaw`INSERT INTO "User" ("id", "username", "usernameKey", "displayName", "role", "updatedAt") VALUES ('bench-owner', 'bench-owner', 'bench-owner', 'Bench Owner', 'owner', CURRENT_TIMESTAMP)`;
  return {
    server,
    async stop() {
      await server.stop();
      await testDb.cleanup();
    },
  };
}

/** Each build's costs per language (this checkout's first). */
async function measure(roots: (string | undefined)[], runs: number): Promise<PageCost[][]> {
  const started: { server: RunningServer; stop(): Promise<void> }[] = [];
  try {
    for (const root of roots) started.push(await startWithUser(root));
    const servers = started.map((entry) => entry.server);
    const costs: PageCost[][] = servers.map(() => []);
    for (const { locale, header } of LANGUAGES) {
      const timings = await interleavedTimings(servers, header, runs);
      for (const [i, server] of servers.entries()) {
        const bytes = await pageBytes(server, header);
        costs[i]!.push({ ...bytes, ...timings[i]!, locale: `${locale}→${bytes.locale}` });
      }
    }
    return costs;
  } finally {
    for (const entry of started) await entry.stop();
  }
}

function catalogueSizes(): { locale: string; keys: number; bytes: number; gzipBytes: number }[] {
  const dir = path.join(process.cwd(), "messages");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const text = readFileSync(path.join(dir, name), "utf8");
      const count = (node: unknown): number => (typeof node === "string" ? 1 : Object.values(node as object).reduce((sum: number, child) => sum + count(child), 0));
      return { locale: name.replace(".json", ""), keys: count(JSON.parse(text)), bytes: Buffer.byteLength(text), gzipBytes: gzipLength(text) };
    });
}

function print(title: string, costs: PageCost[]): void {
  console.log(`\n${title}`);
  console.log("requested→served  HTML B  HTML gz B  messages B  messages gz B  JS gz KB (scripts)  TTFB ms  total ms");
  for (const c of costs) {
    console.log(
      `${c.locale.padEnd(16)} ${String(c.htmlBytes).padStart(7)} ${String(c.htmlGzipBytes).padStart(10)} ${String(c.messagesBytes).padStart(11)} ${String(c.messagesGzipBytes).padStart(14)} ${c.jsGzipKb.toFixed(1).padStart(9)} (${c.scripts})${" ".repeat(6)} ${c.ttfbMs.toFixed(1).padStart(7)} ${c.totalMs.toFixed(1).padStart(9)}`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseNodeArgs({ options: { runs: { type: "string", default: "30" }, compare: { type: "string" } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number above 0");
  ensureBuild();
  const results = await measure(values.compare ? [undefined, path.resolve(values.compare)] : [undefined], runs);
  const current = results[0]!;
  const compared = results[1] ?? null;
  const catalogues = catalogueSizes();
  console.log("catalogues:", catalogues.map((c) => `${c.locale} ${c.keys} messages, ${c.bytes} B (${c.gzipBytes} B gzip)`).join("; "));
  print("this build: /signin, signed out", current);
  if (compared) {
    print(`compared build (${values.compare}): /signin, signed out`, compared);
    console.log("\ndifference (this − compared), per language:");
    current.forEach((c, i) => {
      const o = compared[i]!;
      console.log(
        `${c.locale.padEnd(16)} HTML ${c.htmlBytes - o.htmlBytes} B (gzip ${c.htmlGzipBytes - o.htmlGzipBytes} B), JS gzip ${(c.jsGzipKb - o.jsGzipKb).toFixed(1)} KB, TTFB ${(c.ttfbMs - o.ttfbMs).toFixed(1)} ms`,
      );
    });
  }
  const dir = path.join(process.cwd(), "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-languages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ runs, catalogues, current, compared }, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
