/**
 * What the service worker does with a request, as a pure function (tested without a browser):
 * - "pass": not touched; the browser goes to the network as if there were no worker (never cached, never answered
 *   from a cache): anything not a GET, other origins, the APIs, the sync routes, sign-in and set-up, share pages, the
 *   calendar feed, admin pages.
 * - "static": account-free files (hashed build assets, icons, the manifest, the barcode decoder): from the cache,
 *   else the network, kept for next time.
 * - "page": an app page's navigation: always the network (no page HTML is ever cached: it carries an account's data);
 *   when the network fails or times out, the cached offline shell, which shows the account's copy from IndexedDB.
 */
export type RouteDecision = "pass" | "static" | "page";

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: "navigate" for a page load */
  mode: string;
}

/** Path prefixes never cached and never answered from a cache (a prefix matches itself and what lies below it). */
export const NEVER_CACHED = [
  "/api",
  "/airtrail",
  "/sync",
  "/signin",
  "/setup",
  "/share",
  "/calendar",
  "/settings/users",
  "/sw.js",
] as const;

/** Account-free files: the build's hashed assets, icons, the decoder's .wasm and the pickers' data (public/), the manifest. */
const STATIC_PREFIXES = ["/_next/static/", "/icons/", "/decoder/", "/offline/"] as const;
const STATIC_FILES = new Set(["/icon.svg", "/apple-icon.png", "/favicon.ico", "/manifest.webmanifest"]);

/** The offline shell's path: the one page the worker keeps, once per language (it renders no account data, app/offline/page.tsx). */
export const OFFLINE_SHELL = "/offline";

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isNeverCached(path: string): boolean {
  return NEVER_CACHED.some((prefix) => under(path, prefix));
}

export function decideRoute(request: RequestFacts, origin: string): RouteDecision {
  if (request.method !== "GET") return "pass";
  const url = new URL(request.url);
  if (url.origin !== origin) return "pass";
  const path = url.pathname;
  if (isNeverCached(path)) return "pass";
  if (STATIC_PREFIXES.some((prefix) => path.startsWith(prefix)) || STATIC_FILES.has(path)) return "static";
  if (request.mode === "navigate") return "page";
  // a page's data requests (React Server Components, prefetches), images, anything else: the network, untouched
  return "pass";
}
