import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { seesEveryone, type Principal } from "@/lib/auth/principal";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";

/** Whose flights an operation covers: the caller's, one named user's, or everybody's. */
export type StatsScope = { kind: "mine" } | { kind: "user"; userId: string } | { kind: "all" };
export type ScopeKind = StatsScope["kind"];

export const SCOPE_KINDS = ["mine", "user", "all"] as const;

/** The raw query values; undefined or null when the parameter is absent. */
export interface ScopeParams {
  scope?: string | null;
  userId?: string | null;
}

/**
 * Step 2 of docs/contract/decisions.md "Order of checks": absent means mine; anything but exactly mine/user/all
 * (an empty `scope=` too) is InputError("Invalid scope").
 */
export function parseScopeKind(scope: string | null | undefined): ScopeKind {
  if (scope === undefined || scope === null) return "mine";
  if (scope === "mine" || scope === "user" || scope === "all") return scope;
  throw new InputError("Invalid scope");
}

/**
 * Steps 2–5 of docs/contract/decisions.md "Order of checks", for an authenticated caller:
 * invalid scope → InputError("Invalid scope"); user/all without admin/owner → ForbiddenError;
 * user without userId (or empty) → InputError("userId is required when scope is user");
 * unknown user → NotFoundError("User not found"); with mine a userId is ignored.
 * Shared by /api/stats, /api/flight/list and the pages.
 */
export async function resolveScope(db: Db, principal: Principal, params: ScopeParams): Promise<StatsScope> {
  const kind = parseScopeKind(params.scope);
  if (kind === "mine") return { kind: "mine" };
  if (!seesEveryone(principal)) throw new ForbiddenError();
  if (kind === "all") return { kind: "all" };
  const userId = params.userId ?? "";
  if (userId === "") throw new InputError("userId is required when scope is user");
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new NotFoundError("User not found");
  return { kind: "user", userId: user.id };
}

/**
 * The user whose seats define the scope, or null for every flight. Re-checks the role, so a scope that
 * did not come from resolveScope cannot widen what a regular user sees.
 */
export function scopeUserId(principal: Principal, scope: StatsScope): string | null {
  if (scope.kind === "mine") return requireUserId(principal.userId);
  if (!seesEveryone(principal)) throw new ForbiddenError();
  return scope.kind === "all" ? null : requireUserId(scope.userId);
}

/** Prisma filter for the flights of a scope (each flight once, however many seats). */
export function scopeFlightWhere(principal: Principal, scope: StatsScope): Prisma.FlightWhereInput {
  const userId = scopeUserId(principal, scope);
  return userId === null ? {} : { seats: { some: { userId } } };
}

// Prisma drops `undefined` from filters, which would widen a query to every flight.
function requireUserId(userId: string | undefined): string {
  if (typeof userId !== "string" || userId === "") throw new Error("scope without a user id");
  return userId;
}
