import { undecodablePathProxy } from "@/lib/api/undecodable-path-proxy";

// Only /api paths with a percent sign pass through here (regex matcher), so other requests pay nothing.
// Owned by the api helper so far; if another proxy concern comes along, merge it into this one function.
export function proxy(...args: Parameters<typeof undecodablePathProxy>) {
  return undecodablePathProxy(...args);
}

export const config = { matcher: ["/api/:path(.*%.*)"] };
