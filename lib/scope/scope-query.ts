/**
 * The part of a page's query string that names whose flights it shows (?scope=…&userId=…), to carry the admin's
 * choice along the main navigation and breadcrumbs. Only the scope parameters travel, never other state; "mine" (the
 * default) travels as nothing. Authorization happens again on the page that receives it.
 */
export function scopeQueryOf(params: URLSearchParams): string {
  const scope = params.get("scope");
  if (scope === "all") return "scope=all";
  const userId = params.get("userId");
  if (scope === "user" && userId) return new URLSearchParams({ scope: "user", userId }).toString();
  return "";
}

/** `href` with the scope query appended. */
export function withScopeQuery(href: string, scopeQuery: string): string {
  if (!scopeQuery) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${scopeQuery}`;
}
