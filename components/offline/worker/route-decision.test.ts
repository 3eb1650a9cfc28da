import { describe, expect, it } from "vitest";
import { decideRoute, type RequestFacts } from "./route-decision";

const ORIGIN = "https://log.example";
const get = (path: string, mode = "cors"): RequestFacts => ({ method: "GET", url: `${ORIGIN}${path}`, mode });
const navigate = (path: string): RequestFacts => get(path, "navigate");

describe("the service worker's routing", () => {
  it("answers app pages' navigations from the network, with the offline shell when it fails", () => {
    for (const path of ["/", "/flights", "/flights/42", "/flights/new", "/flights/new/scan", "/trips", "/settings", "/offline", "/flights?q=zrh"]) {
      expect(decideRoute(navigate(path), ORIGIN), path).toBe("page");
    }
  });

  it("never caches nor answers from a cache the APIs, sync routes, sign-in, share pages, the calendar feed and admin pages", () => {
    for (const path of [
      "/api/flight/list",
      "/api/auth/session",
      "/api/auth/callback/credentials",
      "/airtrail/api/flight/list",
      "/sync/flights?since=2026-01-01T00:00:00Z",
      "/sync/stats",
      "/signin",
      "/signin?callbackUrl=%2F",
      "/setup",
      "/share/abc123",
      "/share/abc123/review/2025",
      "/calendar/token.ics",
      "/settings/users",
      "/settings/users/42",
      "/sw.js",
    ]) {
      expect(decideRoute(navigate(path), ORIGIN), `navigate ${path}`).toBe("pass");
      expect(decideRoute(get(path), ORIGIN), `fetch ${path}`).toBe("pass");
    }
  });

  it("leaves every write alone: server actions, saves, sign-out", () => {
    for (const path of ["/", "/flights/new", "/sync/flight", "/api/flight/save", "/_next/static/chunks/a.js"]) {
      expect(decideRoute({ method: "POST", url: `${ORIGIN}${path}`, mode: "navigate" }, ORIGIN), path).toBe("pass");
      expect(decideRoute({ method: "POST", url: `${ORIGIN}${path}`, mode: "cors" }, ORIGIN), path).toBe("pass");
    }
  });

  it("keeps account-free files: build assets, icons, the manifest, the decoder, the pickers' data", () => {
    for (const path of [
      "/_next/static/chunks/app/page-1a2b.js",
      "/_next/static/css/3c4d.css",
      "/_next/static/media/font.woff2",
      "/icons/icon-192.png",
      "/icon.svg",
      "/apple-icon.png",
      "/manifest.webmanifest",
      "/decoder/zxing_reader.wasm",
      "/offline/pickers.json",
    ]) {
      expect(decideRoute(get(path), ORIGIN), path).toBe("static");
    }
  });

  it("does not take a prefix for a path that merely starts like it", () => {
    expect(decideRoute(navigate("/sharedflights"), ORIGIN)).toBe("page");
    expect(decideRoute(navigate("/settings/users-guide"), ORIGIN)).toBe("page");
    expect(decideRoute(navigate("/apis"), ORIGIN)).toBe("page");
  });

  it("passes a page's data requests (React Server Components) and other origins", () => {
    expect(decideRoute(get("/flights?_rsc=abc"), ORIGIN)).toBe("pass");
    expect(decideRoute(get("/flights/42"), ORIGIN)).toBe("pass");
    expect(decideRoute({ method: "GET", url: "https://cdn.example/_next/static/a.js", mode: "cors" }, ORIGIN)).toBe("pass");
    expect(decideRoute({ method: "GET", url: "https://cdn.example/", mode: "navigate" }, ORIGIN)).toBe("pass");
  });
});
