import { describe, expect, it } from "vitest";
import { operationsOf, type ApiName } from "@/lib/api/openapi/operations";
import { HTTP_METHODS, notAllowedHandlerOf } from "@/lib/api/transport/route-methods";
import { API_ROUTES } from "@/server/api-routes.generated";

// The operation table (lib/api/openapi/operations.ts) against the route files it describes: every method a route
// under app/api or app/airtrail/api answers has its operation in that API's document, and no operation lacks a route.
const BASES: Record<ApiName, string[]> = { api: ["api"], airtrail: ["airtrail", "api"] };

function answeredOperations(api: ApiName): string[] {
  const base = BASES[api];
  const answered: string[] = [];
  for (const route of API_ROUTES) {
    const under = route.path.slice(0, base.length).join("/") === base.join("/");
    const rest = route.path.slice(base.length);
    if (!under || rest.some((folder) => folder.startsWith("[["))) continue; // the catch-all answers unknown paths (404)
    const template = `/${rest.map((folder) => folder.replace(/^\[(\w+)\]$/, "{$1}")).join("/")}`;
    const notAllowed = notAllowedHandlerOf(route.methods);
    for (const method of HTTP_METHODS) {
      // HEAD is GET's (the builder adds it beside every GET)
      if (method !== "HEAD" && route.methods[method] !== notAllowed) answered.push(`${method.toLowerCase()} ${template}`);
    }
  }
  return answered.sort();
}

describe("the operation table", () => {
  it.each(["api", "airtrail"] as const)("describes exactly the methods the routes of /%s answer", (api) => {
    const declared = operationsOf(api).map((operation) => `${operation.method} ${operation.path}`);
    expect(declared.length).toBeGreaterThan(5);
    expect(declared.sort()).toEqual(answeredOperations(api));
  });

  it("names each operation once per document, with the same id in both", () => {
    for (const api of ["api", "airtrail"] as const) {
      const ids = operationsOf(api).map((operation) => operation.operationId);
      expect(new Set(ids).size, api).toBe(ids.length);
    }
    const apiIds = new Map(operationsOf("api").map((operation) => [`${operation.method} ${operation.path}`, operation.operationId]));
    for (const operation of operationsOf("airtrail")) expect(apiIds.get(`${operation.method} ${operation.path}`)).toBe(operation.operationId);
  });
});
