/**
 * Contrail's service worker, bundled to public/sw.js by scripts/build-service-worker.ts, versioned by the build id.
 * It keeps only account-free files (route-decision.ts); the account's data lives in IndexedDB (components/offline/).
 * No skipWaiting: a new version waits until every page of the old one is closed, and takes over on the next start.
 */
import { currentOfflineAccount } from "../offline-account";
import { STATIC_CACHE_PREFIX } from "../offline-names";
import { precacheInto } from "./precache";
import { decideRoute } from "./route-decision";
import { shellCacheKey, shellLanguage } from "./shell-language";

declare const BUILD_ID: string;

/** The parts of the worker's global scope used here (the project's TypeScript lib is the DOM's, not the worker's). */
interface WorkerEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly languages: readonly string[] };
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: WorkerEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: WorkerFetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = `${STATIC_CACHE_PREFIX}${BUILD_ID}`;
/** A navigation still unanswered after this long counts as offline (a captive portal or a dead link hangs). */
const NAVIGATION_TIMEOUT_MS = 8000;

async function precache(): Promise<void> {
  await precacheInto(await caches.open(CACHE), (input, init) => fetch(input, init));
}

async function dropOldVersions(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(STATIC_CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
  await worker.clients.claim();
}

async function staticFile(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok && answer.type === "basic") await cache.put(request, answer.clone());
  return answer;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("navigation timed out")), ms));
}

/** The language the account's pages last spoke (offline-account.ts), or null when none is stored or it cannot be read. */
async function accountLanguage(): Promise<string | null> {
  try {
    return (await currentOfflineAccount())?.language ?? null;
  } catch {
    return null;
  }
}

async function pageOrShell(request: Request): Promise<Response> {
  try {
    return await Promise.race([fetch(request), timeout(NAVIGATION_TIMEOUT_MS)]);
  } catch {
    const locale = shellLanguage(await accountLanguage(), worker.navigator.languages);
    const shell = await (await caches.open(CACHE)).match(shellCacheKey(locale));
    return shell ?? Response.error();
  }
}

worker.addEventListener("install", (event) => event.waitUntil(precache()));
worker.addEventListener("activate", (event) => event.waitUntil(dropOldVersions()));
worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const decision = decideRoute({ method: request.method, url: request.url, mode: request.mode }, worker.location.origin);
  if (decision === "static") event.respondWith(staticFile(request));
  else if (decision === "page") event.respondWith(pageOrShell(request));
});
