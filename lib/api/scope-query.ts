import type { ScopeParams } from "@/lib/scope/authorized-scope";
import { singleParam } from "./query-params";

/**
 * The scope parameters of /api/stats and /api/flight/list, each allowed at most once
 * (docs/contract/decisions.md: a repeated scope is 400 Invalid scope, a repeated userId is 400).
 * Their meaning and the role checks are lib/scope/authorized-scope.ts authorizeScope's job.
 */
export function scopeParamsOf(query: URLSearchParams): ScopeParams {
  return {
    scope: singleParam(query, "scope", "Invalid scope"),
    userId: singleParam(query, "userId", "userId must be given at most once"),
  };
}
