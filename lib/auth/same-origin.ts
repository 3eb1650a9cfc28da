import { getConfig } from "@/lib/config";

/**
 * Whether a browser request comes from this app's own pages, as Next.js checks for server actions: its `Origin`
 * must name the host the request was sent to (`Host`), or the public URL (NEXTAUTH_URL, for a proxy that rewrites
 * Host). Browsers send Origin with every POST; a request without one is refused, so another site cannot post here.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  const host = headers.get("host");
  if (host && originUrl.host === host.toLowerCase()) return true;
  const publicUrl = getConfig().publicUrl;
  if (!publicUrl) return false;
  try {
    return originUrl.origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
