import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/lib/config";

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));
const { pageOrigin } = await import("./page-origin");

const saved = { NEXTAUTH_URL: process.env.NEXTAUTH_URL, TRUST_PROXY: process.env.TRUST_PROXY };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
});

function reachedWith(headers: Record<string, string>, env: { NEXTAUTH_URL?: string; TRUST_PROXY?: string } = {}) {
  delete process.env.NEXTAUTH_URL;
  delete process.env.TRUST_PROXY;
  Object.assign(process.env, env);
  resetConfig();
  requestHeaders.current = new Headers(headers);
  return pageOrigin();
}

describe("the origin a page shows in its URLs (calendar feed, share links, API examples)", () => {
  it("is the public URL's when one is set", async () => {
    expect(await reachedWith({ host: "127.0.0.1:3000" }, { NEXTAUTH_URL: "https://flights.example/app" })).toBe("https://flights.example");
  });

  it("is the Host's, never a host or scheme the client claims in X-Forwarded-* headers", async () => {
    const claimed = { host: "flights.local:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    expect(await reachedWith(claimed)).toBe("http://flights.local:3000");
  });

  it("takes the scheme a trusted proxy reports, as the same-origin check does", async () => {
    expect(await reachedWith({ host: "flights.example", "x-forwarded-proto": "https" }, { TRUST_PROXY: "1" })).toBe("https://flights.example");
  });
});
