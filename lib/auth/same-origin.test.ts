import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config";
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

describe("same-origin requests compare scheme, host and port", () => {
  const previousTrust = process.env.TRUST_PROXY;
  afterEach(() => {
    if (previousTrust === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previousTrust;
  });

  it("an http site refuses an https Origin of its own host, and the other way round behind a proxy", () => {
    delete process.env.NEXTAUTH_URL;
    delete process.env.TRUST_PROXY;
    expect(check({ host: "flights.local:3000", origin: "https://flights.local:3000" })).toBe(false);
    expect(check({ host: "flights.local", origin: "https://flights.local" })).toBe(false);
    expect(check({ host: "flights.local", origin: "http://flights.local:80" })).toBe(true);
    expect(check({ host: "FLIGHTS.local", origin: "http://flights.local" })).toBe(true);
    expect(check({ host: "flights.local", origin: "ftp://flights.local" })).toBe(false);
  });

  it("takes the scheme from X-Forwarded-Proto only from a trusted proxy", () => {
    delete process.env.NEXTAUTH_URL;
    delete process.env.TRUST_PROXY;
    // no proxy trusted: the header is the client's own word
    expect(check({ host: "flights.example", origin: "https://flights.example", "x-forwarded-proto": "https" })).toBe(false);
    process.env.TRUST_PROXY = "1";
    resetConfig();
    expect(check({ host: "flights.example", origin: "https://flights.example", "x-forwarded-proto": "https" })).toBe(true);
    expect(check({ host: "flights.example", origin: "https://flights.example", "x-forwarded-proto": "https, http" })).toBe(true);
    expect(check({ host: "flights.example", origin: "http://flights.example", "x-forwarded-proto": "https" })).toBe(false);
    expect(check({ host: "flights.example", origin: "http://flights.example" })).toBe(true);
    expect(check({ host: "flights.example", origin: "https://flights.example", "x-forwarded-proto": "gopher" })).toBe(false);
  });

  it("behind a TLS-terminating proxy that keeps Host, an https NEXTAUTH_URL is the site's origin", () => {
    delete process.env.TRUST_PROXY;
    process.env.NEXTAUTH_URL = "https://flights.example";
    expect(check({ host: "flights.example", origin: "https://flights.example" })).toBe(true);
    expect(check({ host: "flights.example", origin: "https://flights.example:8443" })).toBe(false);
    expect(check({ host: "flights.example", origin: "http://flights.example" })).toBe(false);
    // another name of the same server (a LAN address) is still its own origin over http
    expect(check({ host: "192.168.1.5:3000", origin: "http://192.168.1.5:3000" })).toBe(true);
    expect(check({ host: "192.168.1.5:3000", origin: "https://192.168.1.5:3000" })).toBe(false);
  });
});
