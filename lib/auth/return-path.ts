/**
 * Where to go after signing in: only a place on this site. The target is parsed as a URL against the site's origin
 * (the same way a browser will resolve it, so backslashes, tabs, newlines and `//host` cannot smuggle in another
 * host); anything resolving elsewhere, or not parseable, is "/". Used by the sign-in page, the sign-in form and
 * next-auth's redirect callback.
 *
 * Without a known origin (the sign-in page, which may sit behind any host name), a placeholder origin is used, so
 * only relative targets pass.
 */
const PLACEHOLDER_ORIGIN = "http://contrail.invalid";

export function returnPathOf(target: unknown, origin: string = PLACEHOLDER_ORIGIN): string {
  if (typeof target !== "string" || target === "") return "/";
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return "/";
  }
  if (url.origin !== base.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return "/";
  // "http://site//evil.example" has the path "//evil.example", which as a relative target would leave the site.
  const path = url.pathname.replace(/^[/\\]+/, "/");
  return `${path}${url.search}${url.hash}`;
}
