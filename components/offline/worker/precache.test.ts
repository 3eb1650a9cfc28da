import { describe, expect, it } from "vitest";
import { PRECACHED_FILES, precacheInto, shellAssetsOf } from "./precache";
import { SHELL_COPIES } from "./shell-language";

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
  /** The shell as the server answers it: its words and one script per Accept-Language. */
  const shellIn = (language: string) => `<html lang="${language}"><script src="/_next/static/chunks/main-1.js"></script><script src="/_next/static/chunks/${language}.js"></script></html>`;
  const SHELL_KEYS = SHELL_COPIES.map((copy) => copy.key);
  // what the four copies load, each once
  const SHELL_SCRIPTS = ["/_next/static/chunks/main-1.js", ...SHELL_COPIES.map((copy) => `/_next/static/chunks/${copy.locale}.js`)];

  function recorder() {
    const kept: string[] = [];
    const bodies = new Map<string, string>();
    const cache = {
      put: async (request: RequestInfo | URL, answer: Response) => {
        kept.push(String(request));
        bodies.set(String(request), await answer.text());
      },
      addAll: async (requests: Iterable<RequestInfo>) => void kept.push(...[...requests].map(String)),
    };
    return { kept, bodies, cache };
  }

  const fetching = (answers: Record<string, number>) => async (input: string, init?: RequestInit) => {
    if (input !== "/offline") return new Response("{}", { status: answers[input] ?? 200 });
    expect(init?.credentials).toBe("omit");
    const language = new Headers(init?.headers).get("accept-language") ?? "none";
    return new Response(shellIn(language), { status: answers[`/offline ${language}`] ?? 200 });
  };

  it("keeps the shell in each language, fetched without cookies, what they load, the fixed files and the picker data", async () => {
    const { kept, bodies, cache } = recorder();
    await precacheInto(cache, fetching({}));
    expect(kept).toEqual([...SHELL_KEYS, ...SHELL_SCRIPTS, ...PRECACHED_FILES, "/offline/pickers.json"]);
    for (const { locale, key } of SHELL_COPIES) expect(bodies.get(key)).toBe(shellIn(locale));
  });

  it("installs without the picker data when the build has none", async () => {
    const { kept, cache } = recorder();
    await precacheInto(cache, fetching({ "/offline/pickers.json": 404 }));
    expect(kept).not.toContain("/offline/pickers.json");
    expect(kept).toEqual(expect.arrayContaining(SHELL_KEYS));
  });

  it("fails the install when one language's shell cannot be had (nothing kept, the old version stays)", async () => {
    const { kept, cache } = recorder();
    await expect(precacheInto(cache, fetching({ "/offline fr": 503 }))).rejects.toThrow(/\(fr\) answered 503/);
    expect(kept).toEqual([]);
  });
});
