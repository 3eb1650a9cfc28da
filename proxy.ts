import type { NextRequest } from "next/server";
import { undecodablePathProxy } from "@/lib/api/transport/undecodable-path-proxy";
import { pageCspProxy } from "@/server/page-csp-proxy";

// /api paths with a percent sign (their own matcher) and pages; static files and the APIs (/api, /airtrail/api) pay nothing.
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/api/")) return undecodablePathProxy(request);
  return pageCspProxy(request);
}

export const config = {
  matcher: [
    "/api/:path(.*%.*)",
    // Pages: not the API, not the calendar feed (a route handler), not Next's static files; prefetches carry no HTML, so no scripts to allow. Not the import
    // upload either: Next buffers the body of a request its proxy sees and keeps only the first 10 MB.
    {
      source: "/((?!api/|airtrail/api/|calendar/|_next/static|_next/image|favicon.ico|settings/import/upload).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
