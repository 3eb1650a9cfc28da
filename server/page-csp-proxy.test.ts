import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { REQUESTED_PAGE_HEADER } from "@/lib/auth/sign-in-redirect";
import { pageCspProxy } from "./page-csp-proxy";

/** NextResponse.next({ request: { headers } }) hands the rewritten request headers to Next in these response headers. */
function forwardedRequestHeader(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe("pageCspProxy", () => {
  it("tells the page which path and query were requested, overwriting whatever the client sent", () => {
    const request = new NextRequest("http://contrail.test/flights?scope=all&page=2", {
      headers: { [REQUESTED_PAGE_HEADER]: "https://evil.example/" },
    });
    const response = pageCspProxy(request);
    expect(forwardedRequestHeader(response, REQUESTED_PAGE_HEADER)).toBe("/flights?scope=all&page=2");
  });

  it("puts the same nonce policy on the request and the answer", () => {
    const response = pageCspProxy(new NextRequest("http://contrail.test/"));
    const policy = response.headers.get("content-security-policy");
    expect(policy).toMatch(/nonce-/);
    expect(forwardedRequestHeader(response, "content-security-policy")).toBe(policy);
  });
});
