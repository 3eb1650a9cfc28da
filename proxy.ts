import type { NextRequest } from "next/server";
import { undecodablePathProxy } from "@/lib/api/undecodable-path-proxy";
import { pageCspProxy } from "@/lib/server/page-csp-proxy";

// /api paths with a percent sign (their own matcher) and pages; static files and the API pay nothing.
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/api/")) return undecodablePathProxy(request);
  return pageCspProxy(request);
}

export const config = {
  matcher: [
    "/api/:path(.*%.*)",
    // pages: not the API, not Next's static files; prefetches carry no HTML, so no scripts to allow
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
