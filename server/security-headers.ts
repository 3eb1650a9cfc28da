import type { ServerResponse } from "node:http";
import { getConfig } from "@/lib/config";

/**
 * The security headers, written once here. Every answer of the production server gets the common ones
 * (server.ts); pages get a Content-Security-Policy with a fresh nonce from proxy.ts, which Next.js puts on its
 * own scripts; the JSON API's answers get a policy that allows nothing at all.
 */

/** HSTS only when the public URL is https: the operator said so, and no request header can claim it. */
export function commonSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
  };
  if (getConfig().publicUrl?.toLowerCase().startsWith("https://")) headers["strict-transport-security"] = "max-age=31536000";
  return headers;
}

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * A page's policy. Scripts: only those carrying this request's nonce, and what they load ('strict-dynamic');
 * React needs eval in development only. Styles: 'unsafe-inline', because the charts (recharts) and the map set
 * style attributes, which no nonce can cover (a nonce in style-src would also switch 'unsafe-inline' off).
 * No upgrade-insecure-requests: an instance on a plain-http LAN address must keep loading its own scripts.
 * WebAssembly ('wasm-unsafe-eval') only on the pages that run the barcode reader (pageRunsWebAssembly).
 */
export function pageContentSecurityPolicy(nonce: string, { development = process.env.NODE_ENV === "development", webAssembly = false } = {}): string {
  const extra = `${development ? " 'unsafe-eval'" : ""}${webAssembly ? " 'wasm-unsafe-eval'" : ""}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // workers, the service worker (public/sw.js) among them, only from this origin, said outright rather than inherited from script-src
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The pages where a boarding pass is scanned: the only ones whose scripts may compile WebAssembly (the reader). The
 * offline shell is one: the service worker answers /flights/new/scan with it when offline, under the shell's policy.
 */
const WEB_ASSEMBLY_PAGES = new Set(["/flights/new/scan", "/offline"]);

/** Whether the page at `pathname` runs the barcode reader (a trailing slash is the same page). */
export function pageRunsWebAssembly(pathname: string): boolean {
  return WEB_ASSEMBLY_PAGES.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

export function setCommonSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(commonSecurityHeaders())) response.setHeader(name, value);
}

export function setApiSecurityHeaders(response: ServerResponse): void {
  setCommonSecurityHeaders(response);
  response.setHeader("content-security-policy", API_CONTENT_SECURITY_POLICY);
}
