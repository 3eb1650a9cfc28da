import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { median } from "./timing";

/** Debian's Chromium, as the browser tests use it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
}

/** A context signed in through the sign-in form, as a user would. */
export async function signedInContext(browser: Browser, baseUrl: string, username: string, password: string): Promise<BrowserContext> {
  // the app's CSP forbids eval, which waitForFunction uses for its predicate
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto("/signin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 120_000 });
  await page.close();
  return context;
}

/** The context's cookies as a Cookie header, for plain HTTP timings. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/**
 * "Drawn": every chart of the dashboard (each figure under [data-testid=dashboard-charts]) has its marks, a recharts
 * bar or a rank list's bar ([data-bar]) as e2e/performance.spec.ts waits for, and every map on the page (the flight
 * map and the visited-countries map) has its paths. The maps are named one by one: other elements carry "map" in
 * their test id too (a caption, a tooltip) and hold no path. The value is what it found ({charts, maps}), so the
 * report says how many were waited for. A string, so the bundler's helpers never reach the page.
 */
const DRAWN = `(() => {
  const figures = [...document.querySelectorAll("[data-testid=dashboard-charts] figure")];
  if (figures.length === 0) return null;
  if (!figures.every((figure) => figure.querySelector(".recharts-bar-rectangle, [data-bar]"))) return null;
  const maps = [...document.querySelectorAll("[data-testid=flight-map], [data-testid=countries-map], [data-testid=route-map]")];
  if (maps.length === 0 || !maps.every((map) => map.querySelector("path"))) return null;
  return { charts: figures.length, maps: maps.length };
})()`;

/** Milliseconds from navigation to drawn, median of `runs` after one warm load (the browser's cache then warm). */
export async function timeDashboardDrawn(context: BrowserContext, path: string, runs: number): Promise<{ medianMs: number; runsMs: number[]; charts: number; maps: number }> {
  const page = await context.newPage();
  try {
    await page.goto(path);
    const found = await page.waitForFunction(DRAWN, undefined, { timeout: 120_000 });
    const { charts, maps } = (await found.jsonValue()) as { charts: number; maps: number };
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await page.goto(path, { waitUntil: "commit", timeout: 120_000 });
      await page.waitForFunction(DRAWN, undefined, { timeout: 120_000, polling: "raf" });
      runsMs.push(Math.round(performance.now() - started));
    }
    return { medianMs: median(runsMs), runsMs, charts, maps };
  } finally {
    await page.close();
  }
}

/** JavaScript a first visit downloads (every script response, gzip level 9 as a server would send it), in KB. */
export async function javascriptGzipKb(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<{ kb: number; scripts: number }> {
  // a fresh page with the HTTP cache bypassed, so every script is fetched
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  });
  try {
    await page.goto(path, { waitUntil: "load", timeout: 120_000 });
    await ready(page);
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    return { kb: [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024, scripts: sizes.size };
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}
