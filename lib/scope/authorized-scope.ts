import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import { seesEveryone, type Principal } from "@/lib/auth/principal";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { checkStorableText } from "@/lib/storable-text";

export type ScopeKind = "mine" | "user" | "all";

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
 * Whose flights an operation covers (the caller's, one named user's, or everybody's), already checked against the
 * caller's role. Only authorizeScope makes one, so every reader taking it (statistics, lists, exports, the
 * dashboard) trusts it instead of checking the role again. It carries the principal it was authorized for, so a
 * scope cannot be paired with another caller.
 *
 * Its own enumerable fields are just `kind` (and `userId` for scope user); the principal and the subject are
 * private, so it logs and compares like the plain scope it describes.
 */
export class AuthorizedScope {
  readonly kind: ScopeKind;
  declare readonly userId?: string;
  readonly #principal: Principal;
  readonly #subjectUserId: string | null;

  private constructor(principal: Principal, kind: ScopeKind, userId: string | null) {
    this.kind = kind;
    if (kind === "user" && userId !== null) this.userId = userId;
    this.#principal = principal;
    // Prisma drops `undefined` from filters, which would widen a query to every flight.
    if (kind !== "all" && (typeof userId !== "string" || userId === "")) throw new Error("scope without a user id");
    this.#subjectUserId = kind === "all" ? null : userId;
  }

  /** The caller the scope was authorized for (its visibility rule still applies to every read). */
  get principal(): Principal {
    return this.#principal;
  }

  /** The user whose seats define the scope, or null for every flight. */
  get subjectUserId(): string | null {
    return this.#subjectUserId;
  }

  /**
   * Steps 2–5 of docs/contract/decisions.md "Order of checks", for an authenticated caller:
   * invalid scope → InputError("Invalid scope"); a userId with text no database can store (whatever the scope) →
   * InputError naming userId; user/all without admin/owner → ForbiddenError;
   * user without userId (or empty) → InputError("userId is required when scope is user");
   * unknown user → NotFoundError("User not found"); with mine a userId is ignored.
   */
  static async authorize(db: Db, principal: Principal, params: ScopeParams): Promise<AuthorizedScope> {
    const kind = parseScopeKind(params.scope);
    checkStorableText("userId", params.userId);
    if (kind === "mine") return new AuthorizedScope(principal, "mine", principal.userId);
    if (!seesEveryone(principal)) throw new ForbiddenError();
    if (kind === "all") return new AuthorizedScope(principal, "all", null);
    const userId = params.userId ?? "";
    if (userId === "") throw new InputError("userId is required when scope is user");
    const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) throw new NotFoundError("User not found");
    return new AuthorizedScope(principal, "user", user.id);
  }
}

/** The one way to get an AuthorizedScope: used by /api/stats, /api/flight/list, /api/flight/export and the pages. */
export function authorizeScope(db: Db, principal: Principal, params: ScopeParams): Promise<AuthorizedScope> {
  return AuthorizedScope.authorize(db, principal, params);
}

/** Prisma filter for the flights of a scope (each flight once, however many seats). */
export function scopeFlightWhere(scope: AuthorizedScope): Prisma.FlightWhereInput {
  const userId = scope.subjectUserId;
  return userId === null ? {} : { seats: { some: { userId } } };
}
