import type { Db } from "@/lib/db/client";
import { isUniqueViolation, usernameKeyOf } from "./user-fields";

export interface OidcIdentity {
  /** the issuer's stable subject identifier */
  subject: string;
  preferredUsername?: string | null;
  name?: string | null;
  email?: string | null;
}

/**
 * The user linked to an OIDC subject. An unknown subject gets a new regular account (no password); its
 * username comes from the identity's preferred username or e-mail, made unique with a numeric suffix.
 * Roles are never taken from the identity provider.
 */
export async function findOrCreateOidcUser(db: Db, identity: OidcIdentity): Promise<string> {
  const linked = await db.user.findUnique({ where: { oidcSubject: identity.subject }, select: { id: true } });
  if (linked) return linked.id;
  const base = sanitize(identity.preferredUsername ?? identity.email?.split("@")[0] ?? "") || "user";
  const displayName = (identity.name ?? "").trim().slice(0, 100) || base;
  for (let attempt = 0; attempt < 50; attempt++) {
    const username = attempt === 0 ? base : `${base}${attempt + 1}`;
    try {
      const created = await db.user.create({
        data: { username, usernameKey: usernameKeyOf(username), displayName, oidcSubject: identity.subject, role: "user" },
        select: { id: true },
      });
      return created.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent sign-in of the same subject may have created it.
      const again = await db.user.findUnique({ where: { oidcSubject: identity.subject }, select: { id: true } });
      if (again) return again.id;
    }
  }
  throw new Error("Could not find a free username for the OIDC account");
}

function sanitize(value: string): string {
  return value.replace(/[^A-Za-z0-9._@-]/g, "").slice(0, 60);
}
