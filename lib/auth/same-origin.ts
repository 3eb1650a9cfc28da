import { getConfig } from "@/lib/config";

/**
 * Whether a browser request comes from this app's own pages, as Next.js checks for server actions: its `Origin`
 * (scheme, host and port) must be the origin the request was sent to, or the public URL's (NEXTAUTH_URL, for a
 * proxy that rewrites Host). Browsers send Origin with every POST; a request without one is refused, so another
 * site cannot post here.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  const claimed = webUrlOf(origin)?.origin;
  if (!claimed) return false;
  if (claimed === requestOrigin(headers)) return true;
  const publicUrl = getConfig().publicUrl;
  return publicUrl !== undefined && claimed === webUrlOf(publicUrl)?.origin;
}

/**
 * The origin the request was sent to: its Host, with the scheme that a proxy trusted by TRUST_PROXY reports in
 * X-Forwarded-Proto (without TRUST_PROXY that header is the client's own word and is ignored); else the public
 * URL's scheme when Host is its host (a TLS-terminating proxy that keeps Host); else http, all the server speaks.
 */
export function requestOrigin(headers: Headers): string | null {
  const site = webUrlOf(`http://${headers.get("host") ?? ""}`);
  if (!site) return null;
  const { trustProxy, publicUrl } = getConfig();
  const forwarded = trustProxy.kind === "none" ? null : headers.get("x-forwarded-proto");
  const publicSite = publicUrl ? webUrlOf(publicUrl) : null;
  // the leftmost entry: the scheme the first proxy saw the browser use
  const scheme = forwarded ? `${forwarded.split(",")[0]!.trim().toLowerCase()}:` : publicSite?.host === site.host ? publicSite.protocol : "http:";
  if (scheme !== "http:" && scheme !== "https:") return null;
  site.protocol = scheme;
  return site.origin;
}

/** An http(s) URL, or null. */
function webUrlOf(text: string): URL | null {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host !== "" ? url : null;
  } catch {
    return null;
  }
}
