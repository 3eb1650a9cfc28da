import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi/documents";
import { expectError, expectJson, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { rawRequest } from "./http";

const { baseUrl, instanceUrl, seed } = contractContext();
const keyHeaders = () => ({ authorization: `Bearer ${seed.keys.admin}` });

const UNKNOWN_PATHS = [
  "/api",
  "/api/nope",
  "/api/stat",
  "/api/STATS",
  "/api/stats/extra",
  "/api/flight",
  "/api/flight/get",
  "/api/flight/get/1/2",
  "/api/flight/list/1",
  "/api/flight/nope",
  "/api/flight/get/%2F",
  "/api/flight/get/1%2F2",
  // nginx refuses these three itself (400): instanceUrl below
  "/api/%E0%A4%A",
  "/api/%",
  "/api/%00",
  "/api/..%2Fstats",
  "/api/_next/data",
  "/api/openapi.json/x",
  "/api/stats.json",
  "/api/index.html",
];

describe("unknown /api paths are 404 JSON, key or no key (routing before authentication)", () => {
  it.each(UNKNOWN_PATHS)("%s", async (path) => {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      for (const headers of [{}, keyHeaders(), { authorization: "Bearer bad" }]) {
        const res = await rawRequest(/^\/api\/%(E0%A4%A|00)?$/.test(path) ? instanceUrl : baseUrl, path, { method, headers });
        expect(res.status, `${method} ${path}`).not.toBe(200);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expectJson(res);
        expect(res.text).not.toMatch(/<html|<!DOCTYPE/i);
      }
    }
  });

  it("an unknown path answers exactly 404 Not found", async () => {
    for (const path of ["/api/nope", "/api/flight/get/1/2", "/api/stats/extra"]) {
      expectError(await rawRequest(baseUrl, path), 404, "Not found");
      expectError(await rawRequest(baseUrl, path, { method: "POST", headers: keyHeaders() }), 404, "Not found");
    }
  });

  it("an undecodable path is 404 JSON before authentication", async () => {
    for (const path of ["/api/%", "/api/flight/get/%E0%A4%A", "/api/stats%", "/api/flight/get/%ZZ"]) {
      // behind nginx these never reach a server (nginx's own 400)
      expectError(await rawRequest(instanceUrl, path, { headers: keyHeaders() }), 404, "Not found");
    }
    // a decodable percent sign still reaches its route
    expectSuccess(await rawRequest(baseUrl, `/api/flight/get/%3${String(seed.flightIds.aliceZrhLhr).slice(0, 1)}${String(seed.flightIds.aliceZrhLhr).slice(1)}`, { headers: keyHeaders() }));
    expectError(await rawRequest(baseUrl, "/api/flight/get/%2F", { headers: keyHeaders() }), 400, "Flight id is not a number");
  });

  it("a malformed query string still reaches the route", async () => {
    expectSuccess(await rawRequest(baseUrl, `/api/flight/get/${seed.flightIds.aliceZrhLhr}?x=%`, { headers: keyHeaders() }));
    expectError(await rawRequest(baseUrl, "/api/stats?scope=%", { headers: keyHeaders() }), 400, "Invalid scope");
  });

  // A trailing slash or an empty segment names no route: 404 JSON like any unknown path (`next start` answered a bare
  // 308 redirect without a JSON body; the production server's API path answers these itself, server/).
  it.each(["/api/", "/api/flight/get/", "/api/flight/get/1/", "/api/flight/get//1", "/api/stats/", "//api/stats"])(
    "%s is an unknown path: 404 JSON",
    async (path) => {
      for (const method of ["GET", "POST"]) {
        const res = await rawRequest(baseUrl, path, { method, headers: keyHeaders() });
        if (path.startsWith("//")) {
          expect(res.text).not.toMatch(/<html|<!DOCTYPE/i);
          continue;
        }
        expectError(res, 404, "Not found");
      }
    },
  );

  it("HEAD and OPTIONS on an unknown path carry no HTML", async () => {
    for (const method of ["HEAD", "OPTIONS"]) {
      const res = await rawRequest(baseUrl, "/api/nope", { method });
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
  });
});

describe("wrong methods are 405 JSON with Allow, key or no key", () => {
  const routes: [string, string, string[]][] = [
    ["/api/stats", "GET, HEAD", ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]],
    [`/api/flight/get/1`, "GET, HEAD", ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]],
    ["/api/flight/get/abc", "GET, HEAD", ["POST", "DELETE"]],
    ["/api/flight/list", "GET, HEAD", ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]],
    ["/api/flight/save", "POST", ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"]],
    ["/api/flight/delete", "POST", ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"]],
    ["/api/flight/from-boarding-pass", "POST", ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"]],
    ["/api/openapi.json", "GET, HEAD", ["POST", "DELETE"]],
    ["/api/health", "GET, HEAD", ["POST", "PUT", "DELETE"]],
  ];
  it.each(routes)("%s allows %s", async (path, allow, wrong) => {
    for (const method of wrong) {
      for (const headers of [{}, keyHeaders()]) {
        const res = await rawRequest(baseUrl, path, { method, headers, body: method === "GET" ? undefined : "{}" });
        expectError(res, 405, "Method not allowed");
        expect(res.headers.allow).toBe(allow);
      }
    }
  });

  it("HEAD on a GET route answers the GET's status with no body", async () => {
    const ok = await rawRequest(baseUrl, "/api/stats", { method: "HEAD", headers: keyHeaders() });
    expect(ok.status).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^application\/json/);
    expect(ok.text).toBe("");
    const unauthorized = await rawRequest(baseUrl, "/api/stats", { method: "HEAD" });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.text).toBe("");
  });
});

describe("the API description", () => {
  it("GET /api/openapi.json needs no key and describes the operations: the document generated from the code", async () => {
    const res = await rawRequest(baseUrl, "/api/openapi.json");
    expect(res.status).toBe(200);
    expectJson(res);
    const doc = res.json as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
    expect(Object.keys(doc.paths).sort()).toEqual(["/flight/delete", "/flight/export", "/flight/from-boarding-pass", "/flight/get/{id}", "/flight/list", "/flight/save", "/health", "/openapi.json", "/stats", "/stats/breakdown"]);
    expect(Object.keys(doc.paths["/stats"] ?? {})).toEqual(["get", "head"]);
    expect(Object.keys(doc.paths["/flight/save"] ?? {})).toEqual(["post"]);
  });

  it("GET /docs/api is a human-readable page with curl examples", async () => {
    const res = await rawRequest(baseUrl, "/docs/api");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toContain("curl");
    expect(res.text).toContain("/api/stats");
    expect(res.text).toContain('href="/airtrail/api/openapi.json"');
  });
});

describe("every answer of a real operation is JSON", () => {
  it("success and failure alike", async () => {
    expectSuccess(await rawRequest(baseUrl, "/api/stats", { headers: keyHeaders() }));
    expectError(await rawRequest(baseUrl, "/api/stats"), 401, "Unauthorized");
  });
});

describe("methods beyond the usual ones", () => {
  // nginx answers TRACE itself (405) and never forwards it
  const serverFor = (method: string) => (method === "TRACE" ? instanceUrl : baseUrl);

  it("TRACE, PROPFIND and PURGE on a route are 405 JSON with Allow; on an unknown path 404 JSON", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE"]) {
      const res = await rawRequest(serverFor(method), "/api/stats", { method, headers: keyHeaders() });
      expectError(res, 405, "Method not allowed");
      expect(res.headers.allow).toBe("GET, HEAD");
      expectError(await rawRequest(serverFor(method), "/api/nope", { method }), 404, "Not found");
    }
  });

  it("next-auth's routes answer other methods with 405 JSON", async () => {
    for (const method of ["PUT", "TRACE", "OPTIONS"]) {
      const res = await rawRequest(serverFor(method), "/api/auth/session", { method });
      expectError(res, 405, "Method not allowed");
      expect(res.headers.allow).toBe("GET, HEAD, POST");
    }
    expect((await rawRequest(baseUrl, "/api/auth/session")).status).toBe(200);
  });
});

describe("security headers", () => {
  it("an API answer: nosniff, same-origin referrers, a policy allowing nothing", async () => {
    for (const res of [await rawRequest(baseUrl, "/api/stats", { headers: keyHeaders() }), await rawRequest(baseUrl, "/api/nope")]) {
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("same-origin");
      expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("a page: a fresh nonce per answer in a policy that forbids framing, nosniff, same-origin referrers", async () => {
    const first = await rawRequest(baseUrl, "/signin");
    const second = await rawRequest(baseUrl, "/signin");
    expect(first.status).toBe(200);
    const policy = String(first.headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(second.headers["content-security-policy"]).not.toBe(policy);
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    // Next puts the nonce on every script it writes into the page
    const scripts = first.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("same-origin");
  });

  it("a page reached through a dot segment from a path without the page policy gets it all the same", async () => {
    for (const path of ["/calendar/../signin", "/calendar/%2e%2e/signin", "/_next/static/../../signin"]) {
      const res = await rawRequest(baseUrl, path);
      expect(res.status, path).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
      expect(nonce, path).toBeDefined();
      for (const tag of res.text.match(/<script\b[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });
});
