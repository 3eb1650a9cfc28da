import { describe, expect, it } from "vitest";
import { PRECACHED_FILES, precacheInto, shellAssetsOf } from "./precache";

describe("the offline shell's assets", () => {
  it("are every build asset its HTML names, once each, from attributes and inline data alike", () => {
    const html = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/css/a1.css" data-precedence="next"/>
<script src="/_next/static/chunks/webpack-b2.js" async=""></script><script src="/_next/static/chunks/main-c3.js?dpl=x&amp;v=1" async=""></script>
<link rel="preload" href="/_next/static/media/font-d4.woff2" as="font"/></head><body>
<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/app/offline/page-e5.js\\",\\"/_next/static/chunks/webpack-b2.js\\"]"])</script>
<img src="/icons/icon-192.png"/><a href="/flights">Flights</a></body></html>`;
    expect(shellAssetsOf(html)).toEqual([
      "/_next/static/css/a1.css",
      "/_next/static/chunks/webpack-b2.js",
      "/_next/static/chunks/main-c3.js?dpl=x&v=1",
      "/_next/static/media/font-d4.woff2",
      "/_next/static/chunks/app/offline/page-e5.js",
    ]);
  });
});

describe("a new version's precache", () => {
  const SHELL = `<html><script src="/_next/static/chunks/main-1.js"></script></html>`;

  function recorder() {
    const kept: string[] = [];
    const cache = {
      put: async (request: RequestInfo | URL) => void kept.push(String(request)),
      addAll: async (requests: Iterable<RequestInfo>) => void kept.push(...[...requests].map(String)),
    };
    return { kept, cache };
  }

  const fetching = (answers: Record<string, number>) => async (input: string, init?: RequestInit) => {
    if (input === "/offline") expect(init?.credentials).toBe("omit");
    return new Response(input === "/offline" ? SHELL : "{}", { status: answers[input] ?? 200 });
  };

  it("keeps the shell fetched without cookies, what it loads, the fixed files and the picker data", async () => {
    const { kept, cache } = recorder();
    await precacheInto(cache, fetching({}));
    expect(kept).toEqual(["/offline", "/_next/static/chunks/main-1.js", ...PRECACHED_FILES, "/offline/pickers.json"]);
  });

  it("installs without the picker data when the build has none", async () => {
    const { kept, cache } = recorder();
    await precacheInto(cache, fetching({ "/offline/pickers.json": 404 }));
    expect(kept).not.toContain("/offline/pickers.json");
    expect(kept).toContain("/offline");
  });

  it("fails the install when the shell cannot be had (the old version stays)", async () => {
    const { kept, cache } = recorder();
    await expect(precacheInto(cache, fetching({ "/offline": 503 }))).rejects.toThrow(/503/);
    expect(kept).toEqual([]);
  });
});
