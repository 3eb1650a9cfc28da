import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs as parseNodeArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { createSqliteTestDb } from "@/test/support/test-db";
import { ensureBuild, startServer, type RunningServer } from "@/test/support/production-server";
import { javascriptGzipKb, launchChromium } from "./browser";
import { timePage, timePageMedian } from "./timing";

/**
 * `npm run bench:languages -- [--runs 30] [--compare <dir>]`: what the catalogues cost a first page. Starts the
 * production server on a fresh SQLite database holding one user and, for a visitor's /signin in each language
 * (Accept-Language), prints the HTML (bytes and gzip), the part of it that is the catalogue handed to the browser
 * (the messages the client components read), the JavaScript a first visit downloads (gzip), and the server's time to
 * first byte (median of --runs). `--compare <dir>`: another checkout's production build (e.g. the commit before the
 * catalogues, built there with `npm run build`) measured the same way, and the difference. Also the catalogues'
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

const gzipLength = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * The catalogue inside the page: the flight data's `"messages":{…}` (JSON escaped inside a script's string, so its
 * quotes are `\"`), to its balancing brace. Empty when the page has none (a build before the catalogues).
 */
function embeddedMessages(html: string): string {
  const start = html.indexOf('\\"messages\\":{');
  if (start < 0) return "";
  let depth = 0;
  for (let i = html.indexOf("{", start); i < html.length; i++) {
    if (html[i] === "{") depth++;
    else if (html[i] === "}" && --depth === 0) return html.slice(start, i + 1);
  }
  throw new Error("the messages object in the page never closes");
}

async function pageCost(server: RunningServer, header: string, runs: number): Promise<PageCost> {
  const response = await fetch(`${server.baseUrl}/signin`, { headers: { "accept-language": header } });
  if (response.status !== 200) throw new Error(`/signin answered ${response.status}`);
  const html = await response.text();
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
  const messages = embeddedMessages(html);
  const timing = (await timePageMedian(`${server.baseUrl}/signin`, { cookie: "" }, runs, false, { "accept-language": header }))!;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: header.split(",")[0] });
    const js = await javascriptGzipKb(context, "/signin", (page) => page.getByRole("heading", { level: 1 }).waitFor());
    return {
      locale: lang ?? "?",
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipLength(html),
      messagesBytes: Buffer.byteLength(messages),
      messagesGzipBytes: messages ? gzipLength(html) - gzipLength(html.replace(messages, "")) : 0,
      jsGzipKb: js.kb,
      scripts: js.scripts,
      ttfbMs: timing.ttfbMs,
      totalMs: timing.totalMs,
    };
  } finally {
    await browser.close();
  }
}

async function measure(root: string | undefined, runs: number): Promise<PageCost[]> {
  // another build migrates its database itself as it starts (it refuses one migrated by a newer version); a user
  // comes after, in plain SQL any version's table takes, so /signin is not sent on to the set-up
  const testDb = await createSqliteTestDb(root ? null : {});
  const server = await startServer({ databaseUrl: testDb.url, ...(root ? { root } : {}) });
  try {
    await testDb.db.$executeRaw`INSERT INTO "User" ("id", "username", "usernameKey", "displayName", "role", "updatedAt") VALUES ('bench-owner', 'bench-owner', 'bench-owner', 'Bench Owner', 'owner', CURRENT_TIMESTAMP)`;
    await timePage(`${server.baseUrl}/signin`, { cookie: "" }); // the first request compiles nothing but warms the caches
    const costs: PageCost[] = [];
    for (const { locale, header } of LANGUAGES) {
      const cost = await pageCost(server, header, runs);
      costs.push({ ...cost, locale: `${locale}→${cost.locale}` });
    }
    return costs;
  } finally {
    await server.stop();
    await testDb.cleanup();
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
  const current = await measure(undefined, runs);
  const compared = values.compare ? await measure(path.resolve(values.compare), runs) : null;
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
