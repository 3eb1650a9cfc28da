import { describe, expect, it } from "vitest";
import { shellAssetsOf } from "./precache";

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
