/**
 * The part of a page's query string that names whose flights it shows (?scope=…&userId=…), to carry the admin's
 * choice along the main navigation and breadcrumbs. Only the scope parameters travel, never other state; "mine" (the
 * default) travels as nothing. Authorization happens again on the page that receives it.
 */
export function scopeQueryOf(params: URLSearchParams): string {
  const scope = params.get("scope");
  const userId = params.get("userId");
  if (scope === "all") return scopeQueryFor({ kind: "all" });
  if (scope === "user" && userId) return scopeQueryFor({ kind: "user", userId });
  return "";
}

/** The query string naming a scope, the one way every link and switch writes it ("" for mine). */
export function scopeQueryFor(scope: { kind: "mine" } | { kind: "all" } | { kind: "user"; userId: string }): string {
  if (scope.kind === "all") return "scope=all";
  if (scope.kind === "user") return new URLSearchParams({ scope: "user", userId: scope.userId }).toString();
  return "";
}

/** `href` with the scope query appended. */
export function withScopeQuery(href: string, scopeQuery: string): string {
  if (!scopeQuery) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${scopeQuery}`;
}
