import { afterEach, describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./same-origin";

const check = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers));
const previous = process.env.NEXTAUTH_URL;
afterEach(() => {
  if (previous === undefined) delete process.env.NEXTAUTH_URL;
  else process.env.NEXTAUTH_URL = previous;
});

describe("same-origin requests", () => {
  it("accepts the Host's own origin, refuses others and a missing or opaque Origin", () => {
    delete process.env.NEXTAUTH_URL;
    expect(check({ host: "flights.local:3000", origin: "http://flights.local:3000" })).toBe(true);
    expect(check({ host: "flights.local:3000", origin: "http://evil.example" })).toBe(false);
    expect(check({ host: "flights.local:3000", origin: "http://flights.local:3001" })).toBe(false);
    expect(check({ host: "flights.local:3000" })).toBe(false);
    expect(check({ host: "flights.local:3000", origin: "null" })).toBe(false);
    expect(check({ host: "flights.local:3000", origin: "not a url" })).toBe(false);
  });

  it("accepts the public URL's origin behind a proxy that rewrites Host", () => {
    process.env.NEXTAUTH_URL = "https://flights.example/";
    expect(check({ host: "127.0.0.1:3000", origin: "https://flights.example" })).toBe(true);
    expect(check({ host: "127.0.0.1:3000", origin: "http://flights.example" })).toBe(false);
  });
});
