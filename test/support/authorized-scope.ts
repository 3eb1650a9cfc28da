import type { Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { authorizeScope, type AuthorizedScope } from "@/lib/scope/authorized-scope";

/** A scope as tests write it; only authorizeScope turns it into something the readers accept. */
export type ScopeRequest = { kind: "mine" } | { kind: "user"; userId: string } | { kind: "all" };

/** The AuthorizedScope a request with these parameters gets (rejects exactly as the API would). */
export function authorized(db: Db, principal: Principal, request: ScopeRequest): Promise<AuthorizedScope> {
  return authorizeScope(db, principal, { scope: request.kind, userId: request.kind === "user" ? request.userId : undefined });
}
