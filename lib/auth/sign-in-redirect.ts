import { returnPathOf } from "./return-path";

/** Request header the page proxy sets to the requested path and query (server/page-csp-proxy.ts). */
export const REQUESTED_PAGE_HEADER = "x-contrail-requested-page";

/**
 * The sign-in page's address for a visitor who asked for `requested`: it sends them back there afterwards
 * (same-origin paths only, by the one return-path rule). The dashboard needs no callbackUrl.
 */
export function signInPathFor(requested: string | null | undefined): string {
  const target = returnPathOf(requested ?? "");
  return target === "/" ? "/signin" : `/signin?callbackUrl=${encodeURIComponent(target)}`;
}
