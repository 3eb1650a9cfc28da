import { decode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { clearSessionCookies, reissueSessionCookie } from "./session-cookie";

interface SetCall {
  name: string;
  value: string;
  options: { secure?: boolean; httpOnly?: boolean; maxAge?: number };
}

const jar = vi.hoisted(() => ({ names: new Set<string>(), sets: [] as SetCall[] }));

vi.mock("next/headers", () => ({
  cookies: () =>
    Promise.resolve({
      has: (name: string) => jar.names.has(name),
      getAll: () => [...jar.names].map((name) => ({ name, value: "token" })),
      set: (name: string, value: string, options: SetCall["options"]) => jar.sets.push({ name, value, options }),
    }),
}));
vi.mock("./auth-secret", () => ({ getAuthSecret: () => Promise.resolve("cookie-test-secret") }));
vi.mock("@/lib/db/client", () => ({ getDb: () => ({}) }));

describe("reissueSessionCookie", () => {
  it("replaces the browser's session cookie with a token for the new claims, keeping its name", async () => {
    jar.names = new Set(["__Secure-next-auth.session-token"]);
    jar.sets = [];
    await reissueSessionCookie({ userId: "u1", sessionVersion: 4, authTime: 1_800_000_000 });
    expect(jar.sets).toHaveLength(1);
    const [set] = jar.sets as [SetCall];
    expect(set.name).toBe("__Secure-next-auth.session-token");
    expect(set.options).toMatchObject({ secure: true, httpOnly: true, maxAge: 30 * 24 * 60 * 60 });
    expect(await decode({ token: set.value, secret: "cookie-test-secret" })).toMatchObject({ sub: "u1", sv: 4, authTime: 1_800_000_000 });
  });

  it("sets nothing for a request without a session cookie", async () => {
    jar.names = new Set();
    jar.sets = [];
    await reissueSessionCookie({ userId: "u1", sessionVersion: 1, authTime: 1 });
    expect(jar.sets).toEqual([]);
  });
});

describe("clearSessionCookies", () => {
  it("expires every session cookie (chunks too), with Secure for the __Secure- one so an https browser drops it", async () => {
    jar.names = new Set(["__Secure-next-auth.session-token", "next-auth.session-token.0", "theme"]);
    jar.sets = [];
    await clearSessionCookies();
    expect(jar.sets.map(({ name, value, options }) => ({ name, value, secure: options.secure, maxAge: options.maxAge }))).toEqual([
      { name: "__Secure-next-auth.session-token", value: "", secure: true, maxAge: 0 },
      { name: "next-auth.session-token.0", value: "", secure: false, maxAge: 0 },
    ]);
  });
});
