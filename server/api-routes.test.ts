import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getSortedRoutes } from "next/dist/shared/lib/router/utils/sorted-routes";
import { afterEach, describe, expect, it } from "vitest";
import { HTTP_METHODS } from "@/lib/api/transport/route-methods";
import { apiRouteEntry, matchPattern } from "./api-route-table";
import { API_ROUTES } from "./api-routes.generated";
import { apiRoutesSource, findApiRouteFiles, GENERATED_API_ROUTES } from "./generate-api-routes";
import { matchApiRoute } from "./match-api-route";

// The production server's /api table is generated from app/api: these check that it is current, that it finds every
// route Next.js would (groups, private folders, catch-alls) and that it orders them as Next.js does.
const ROOT = path.resolve(__dirname, "..");
const urlOf = (routePath: string[]) => `/${routePath.join("/")}`;

describe("the committed table", () => {
  it("is what app/api generates (run `npx tsx scripts/build-server.ts`, or npm run build, after adding a route)", () => {
    const generated = apiRoutesSource(findApiRouteFiles(path.join(ROOT, "app")));
    expect(readFileSync(path.join(ROOT, GENERATED_API_ROUTES), "utf8")).toBe(generated);
  });

  it("answers every route file under app/api except next-auth's, each with its answer value", () => {
    const urls = API_ROUTES.map((route) => urlOf(route.path));
    expect(urls).toContain("/api/stats");
    expect(urls).toContain("/api/flight/get/[id]");
    expect(urls.at(-1)).toBe("/api/[[...path]]");
    expect(urls.some((url) => url.startsWith("/api/auth"))).toBe(false);
    for (const route of API_ROUTES) {
      for (const method of HTTP_METHODS) expect(route.methods[method].answer, `${method} ${urlOf(route.path)}`).toBeTypeOf("function");
    }
  });

  it("sends each route's own paths to it, and anything else to the catch-all's 404", () => {
    for (const route of API_ROUTES) {
      const concrete = route.path.map((folder) => (folder.startsWith("[") ? "x" : folder));
      expect(matchApiRoute(concrete, "GET")?.handler, urlOf(route.path)).toBe(route.methods.GET);
    }
    const catchAll = API_ROUTES.at(-1)!;
    for (const unknown of [["api", "no-such-route"], ["api", "flight", "get", "1", "2"], ["api", "stats", "x"]]) {
      expect(matchApiRoute(unknown, "GET")).toEqual({ handler: catchAll.methods.GET, params: { path: unknown.slice(1) } });
    }
    expect(matchApiRoute(["api", "flight", "get", "7"], "GET")?.params).toEqual({ id: "7" });
  });

  it("answers the AirTrail-compatible routes under /airtrail/api, with their own catch-all", () => {
    const urls = API_ROUTES.map((route) => urlOf(route.path));
    for (const path of ["stats", "flight/list", "flight/get/[id]", "flight/save", "flight/delete", "flight/export", "[[...path]]"]) {
      expect(urls).toContain(`/airtrail/api/${path}`);
    }
    const airtrailCatchAll = API_ROUTES.find((route) => urlOf(route.path) === "/airtrail/api/[[...path]]")!;
    expect(matchApiRoute(["airtrail", "api", "nope"], "GET")).toEqual({ handler: airtrailCatchAll.methods.GET, params: { path: ["nope"] } });
    expect(matchApiRoute(["airtrail", "api", "flight", "get", "7"], "GET")?.params).toEqual({ id: "7" });
    expect(matchApiRoute(["airtrail", "nope"], "GET")).toBeNull();
  });
});

describe("generating the table from a folder", () => {
  let appDir: string | undefined;
  afterEach(() => {
    if (appDir) rmSync(appDir, { recursive: true, force: true });
    appDir = undefined;
  });

  const ROUTE_SOURCE = 'export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: apiRoute(async () => ({})) });\n';

  function appWith(routeFolders: string[], source: (folder: string) => string = () => ROUTE_SOURCE): string {
    appDir = mkdtempSync(path.join(os.tmpdir(), "contrail-app-"));
    for (const folder of routeFolders) {
      mkdirSync(path.join(appDir, folder), { recursive: true });
      writeFileSync(path.join(appDir, folder, "route.ts"), source(folder));
    }
    mkdirSync(path.join(appDir, "api", "no-route"), { recursive: true });
    writeFileSync(path.join(appDir, "api", "no-route", "helpers.ts"), "");
    return appDir;
  }

  it("takes a new route file in, and leaves out groups' names, private folders and next-auth", () => {
    const app = appWith(["api/stats", "api/ping", "api/(admin)/users/[id]", "api/_lib/x", "api/auth/[...nextauth]", "api/[[...path]]"]);
    const routes = findApiRouteFiles(app);
    expect(routes.map((route) => urlOf(route.path))).toEqual(["/api/ping", "/api/stats", "/api/users/[id]", "/api/[[...path]]"]);
    const source = apiRoutesSource(routes);
    expect(source).toContain('import * as route0 from "@/app/api/ping/route";');
    expect(source).toContain('import * as route2 from "@/app/api/(admin)/users/[id]/route";');
    expect(source).toContain('apiRouteEntry(["api","users","[id]"], route2),');
  });

  it("orders routes as Next.js does: static, then [param], then [...catchAll], then [[...optional]]", () => {
    const folders = [
      "api/[[...path]]",
      "api/docs/[...slug]",
      "api/docs/intro",
      "api/docs",
      "api/flight/[kind]/stats",
      "api/flight/[kind]",
      "api/flight/get/[id]",
      "api/flight/get/latest",
      "api/flight/list",
      "api/openapi.json",
      "api/(group)/stats",
      "api/z/[[...rest]]",
      "api/a/b/c",
    ];
    const urls = findApiRouteFiles(appWith(folders)).map((route) => urlOf(route.path));
    expect(urls).toEqual(getSortedRoutes(urls));
    expect(urls.indexOf("/api/flight/get/latest")).toBeLessThan(urls.indexOf("/api/flight/get/[id]"));
    expect(urls.indexOf("/api/docs/intro")).toBeLessThan(urls.indexOf("/api/docs/[...slug]"));
    expect(urls.at(-1)).toBe("/api/[[...path]]");
  });

  it("takes the AirTrail-compatible routes under airtrail/api in too, and nothing else outside api", () => {
    const app = appWith(["api/stats", "airtrail/api/stats", "airtrail/api/[[...path]]", "airtrail/page-ish", "other/api/x"]);
    expect(findApiRouteFiles(app).map((route) => urlOf(route.path))).toEqual(["/airtrail/api/stats", "/airtrail/api/[[...path]]", "/api/stats"]);
  });

  it("refuses a route written the plain Next.js way, naming the file and routeMethods (npm start could not serve it)", () => {
    const plain = [
      "export async function GET() {\n  return Response.json({ ok: true });\n}\n",
      "export const GET = async () => Response.json({});\n",
      "const GET = async () => Response.json({});\nexport { GET };\n",
      "export const { GET, POST } = routeMethods({ GET: apiRoute(async () => ({})) });\n",
      "export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({});\nexport function PATCH() {}\n",
      "export const dynamic = 'force-dynamic';\n",
    ];
    for (const source of plain) {
      const app = appWith(["api/stats", "api/ping"], (folder) => (folder === "api/ping" ? source : ROUTE_SOURCE));
      expect(() => findApiRouteFiles(app), source).toThrow(/^app\/api\/ping\/route\.ts .*use routeMethods: export const \{ GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS \} = routeMethods/);
      rmSync(app, { recursive: true, force: true });
    }
    // the catch-all's notFoundMethods, and next-auth's own plain handlers (left to Next), are fine
    const app = appWith(["api/[[...path]]", "api/auth/[...nextauth]"], (folder) =>
      folder === "api/[[...path]]" ? "export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundMethods();\n" : "export { handler as GET, handler as POST };\n",
    );
    expect(findApiRouteFiles(app).map((route) => urlOf(route.path))).toEqual(["/api/[[...path]]"]);
  });

  it("refuses two route files for one path, as Next.js does", () => {
    expect(() => findApiRouteFiles(appWith(["api/stats", "api/(group)/stats"]))).toThrow("two route.ts files answer /api/stats");
  });
});

describe("matching a pattern", () => {
  const noop = async () => new Response(null);
  const methods = Object.fromEntries(HTTP_METHODS.map((method) => [method, noop])) as Record<(typeof HTTP_METHODS)[number], typeof noop>;
  const pattern = (...path: string[]) => apiRouteEntry(path, methods).pattern;

  it("reads [param], [...catchAll] and [[...optional]] as Next.js does", () => {
    expect(matchPattern(pattern("api", "get", "[id]"), ["api", "get", "7"])).toEqual({ id: "7" });
    expect(matchPattern(pattern("api", "get", "[id]"), ["api", "get"])).toBeNull();
    expect(matchPattern(pattern("api", "get", "[id]"), ["api", "get", "7", "8"])).toBeNull();
    expect(matchPattern(pattern("api", "docs", "[...slug]"), ["api", "docs", "a", "b"])).toEqual({ slug: ["a", "b"] });
    expect(matchPattern(pattern("api", "docs", "[...slug]"), ["api", "docs"])).toBeNull();
    expect(matchPattern(pattern("api", "[[...path]]"), ["api"])).toEqual({});
    expect(matchPattern(pattern("api", "[[...path]]"), ["api", "x", "y"])).toEqual({ path: ["x", "y"] });
    expect(matchPattern(pattern("api", "stats"), ["api", "Stats"])).toBeNull();
  });
});
