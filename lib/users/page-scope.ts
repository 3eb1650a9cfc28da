import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { AppError, ForbiddenError, statusOf } from "@/lib/errors";
import { authorizeScope, type AuthorizedScope } from "@/lib/scope/authorized-scope";
import { scopeQueryFor } from "@/lib/scope/scope-query";
import { findUserSummary } from "@/lib/users/list-users";

export type SearchParams = Record<string, string | string[] | undefined>;

export interface PageScope {
  scope: AuthorizedScope;
  /** "Your", "Alice's (alice)", "All users'" – whose figures are on screen */
  subjectLabel: string;
  /** the query string that keeps this scope on links (empty for mine) */
  query: string;
  /** for the picker: the chosen user */
  user: { id: string; username: string; displayName: string } | null;
}

export type PageScopeResult = { ok: true; value: PageScope } | { ok: false; message: string; status: 400 | 403 | 404 };

/** A single query value; a repeated parameter counts as invalid, as in the API. */
export function single(params: SearchParams, name: string): string | undefined | null {
  const value = params[name];
  if (Array.isArray(value)) return null;
  return value;
}

/**
 * The scope a page shows, from ?scope=…&userId=…, with the same parsing and authorisation as the API
 * (lib/scope/authorized-scope.ts): a regular user asking for anyone else's flights is refused, whatever the URL says.
 */
export async function resolvePageScope(principal: Principal, params: SearchParams): Promise<PageScopeResult> {
  const scopeParam = single(params, "scope");
  const userParam = single(params, "userId");
  if (scopeParam === null) return { ok: false, message: "Invalid scope", status: 400 };
  if (userParam === null) return { ok: false, message: "Invalid userId", status: 400 };
  const db = getDb();
  let scope: AuthorizedScope;
  try {
    scope = await authorizeScope(db, principal, { scope: scopeParam, userId: userParam });
  } catch (error) {
    if (error instanceof ForbiddenError) {
      return { ok: false, message: "You can only see your own flights and statistics.", status: 403 };
    }
    if (error instanceof AppError) return { ok: false, message: error.message, status: statusOf(error.code) === 404 ? 404 : 400 };
    throw error;
  }
  if (scope.kind === "mine") return { ok: true, value: { scope, subjectLabel: "Your", query: "", user: null } };
  if (scope.kind === "all") return { ok: true, value: { scope, subjectLabel: "All users’", query: scopeQueryFor({ kind: "all" }), user: null } };
  const user = scope.subjectUserId === null ? null : await findUserSummary(db, scope.subjectUserId);
  if (!user) return { ok: false, message: "User not found", status: 404 };
  return {
    ok: true,
    value: {
      scope,
      subjectLabel: `${user.displayName} (${user.username})’s`,
      query: scopeQueryFor({ kind: "user", userId: user.id }),
      user: { id: user.id, username: user.username, displayName: user.displayName },
    },
  };
}
