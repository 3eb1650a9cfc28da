import { describe, expect, it } from "vitest";
import { servedRequestUrl } from "./served-request-url";

/** What Next's own parsing makes of a path (node_modules/next's parseRelativeUrl): the WHATWG URL parser's. */
const nextPathOf = (rawUrl: string) => new URL(`http://n${rawUrl}`).pathname;

describe("servedRequestUrl", () => {
  it.each([
    ["/x/../share/abc", "/share/abc"],
    ["/x/../share/abc/card.svg", "/share/abc/card.svg"],
    ["/x/%2e%2e/share/abc", "/share/abc"],
    ["/x/%2E./share/abc?theme=dark", "/share/abc?theme=dark"],
    ["/x/.%2e/share/abc", "/share/abc"],
    ["/./share/abc", "/share/abc"],
    ["/share/./abc/card.png", "/share/abc/card.png"],
    ["/share/abc/x/..", "/share/abc/"],
    ["/calendar/../api/stats", "/api/stats"],
    ["/api/../settings/import/upload", "/settings/import/upload"],
    ["/%73hare/abc", "/share/abc"],
    ["/share/%61bc", "/share/abc"],
    ["/..", "/"],
  ])("%s is served as %s", (raw, served) => {
    expect(servedRequestUrl(raw)).toBe(served);
  });

  it("resolves dot segments as Next does", () => {
    for (const raw of ["/x/../share/abc", "/a/b/../../share/abc/card.svg", "/x/%2e%2e/share/abc", "/share/abc/."]) {
      expect(servedRequestUrl(raw)).toBe(nextPathOf(raw.replace(/%2e/gi, ".")));
    }
  });

  it.each([
    "/share/abc",
    "/api/flight/get/12?fields=a/../b",
    "/api/flight/get/%E0%A4%A",
    "/api/%",
    "/share/a%2Fb",
    "/x/..%2fshare/abc",
    "/x\\..\\share\\abc",
    "/x/..//share/abc",
    "//share/abc",
    "http://example.com/x/../share/abc",
    "*",
    "/settings?next=/x/../y",
    "/x.y/..z/.well-known",
  ])("leaves %s as sent", (raw) => {
    expect(servedRequestUrl(raw)).toBe(raw);
  });
});
