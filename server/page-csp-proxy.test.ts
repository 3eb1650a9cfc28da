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

  it("lets pages register the service worker from their own origin only", () => {
    const policy = pageCspProxy(new NextRequest("http://contrail.test/")).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("worker-src 'self';");
  });

  it("lets only the scan page and the offline shell (which shows it offline) compile WebAssembly (the barcode reader)", () => {
    const policyOf = (path: string) => pageCspProxy(new NextRequest(`http://contrail.test${path}`)).headers.get("content-security-policy") ?? "";
    expect(policyOf("/flights/new/scan")).toContain("'wasm-unsafe-eval'");
    expect(policyOf("/flights/new/scan/")).toContain("'wasm-unsafe-eval'");
    expect(policyOf("/offline")).toContain("'wasm-unsafe-eval'");
    for (const path of ["/flights/new", "/flights", "/", "/flights/new/scanner", "/settings/import", "/offline/pickers.json"]) {
      const policy = policyOf(path);
      expect(policy).toMatch(/script-src 'self' 'nonce-/);
      expect(policy).not.toContain("wasm-unsafe-eval");
    }
  });
});
