import { NextResponse, type NextRequest } from "next/server";
import { REQUESTED_PAGE_HEADER } from "@/lib/auth/sign-in-redirect";
import { pageContentSecurityPolicy, pageRunsWebAssembly } from "./security-headers";

/**
 * A fresh nonce per page request, in the Content-Security-Policy of both the request (Next.js reads the nonce from
 * it and puts it on its scripts while rendering; every page is rendered per request, app/layout.tsx) and the answer.
 */
export function pageCspProxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = pageContentSecurityPolicy(nonce, { webAssembly: pageRunsWebAssembly(request.nextUrl.pathname) });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  // Where the visitor was going, for the sign-in redirect (lib/auth/session.ts). Always overwritten: never a client's.
  headers.set(REQUESTED_PAGE_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}
