import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { usernameKeyOf } from "./username-key";

export interface OidcIdentity {
  /** the provider that vouches for the person: the ID token's `iss`, exactly as it came */
  issuer: string;
  /** the issuer's stable subject identifier, unique only within that issuer */
  subject: string;
  preferredUsername?: string | null;
  name?: string | null;
  email?: string | null;
}

/**
 * The user linked to an OIDC issuer and subject. Two issuers may both issue one subject ("alice"): they are two
 * people, so the link is the pair. An unknown pair gets a new regular account (no password), never an existing
 * account of the same name; its username comes from the identity's preferred username or e-mail, made unique
 * with a numeric suffix. Roles are never taken from the identity provider.
 */
export async function findOrCreateOidcUser(db: Db, identity: OidcIdentity): Promise<string> {
  const linked = (await findLinked(db, identity)) ?? (await claimUnissuedLink(db, identity));
  if (linked) return linked;
  const base = sanitize(identity.preferredUsername ?? identity.email?.split("@")[0] ?? "") || "user";
  const displayName = (identity.name ?? "").trim().slice(0, 100) || base;
  for (let attempt = 0; attempt < 50; attempt++) {
    const username = attempt === 0 ? base : `${base}${attempt + 1}`;
    try {
      const created = await db.user.create({
        data: { username, usernameKey: usernameKeyOf(username), displayName, oidcIssuer: identity.issuer, oidcSubject: identity.subject, role: "user" },
        select: { id: true },
      });
      return created.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent sign-in of the same person may have created it.
      const again = await findLinked(db, identity);
      if (again) return again;
    }
  }
  throw new Error("Could not find a free username for the OIDC account");
}

async function findLinked(db: Db, { issuer, subject }: OidcIdentity): Promise<string | null> {
  const user = await db.user.findUnique({ where: { oidcIssuer_oidcSubject: { oidcIssuer: issuer, oidcSubject: subject } }, select: { id: true } });
  return user?.id ?? null;
}

/**
 * A link made before issuers were recorded (migration 20261129010000_oidc_issuer) holds the subject alone; it was
 * made by the provider configured then, so the first sign-in of that subject afterwards claims it for its issuer,
 * once: the update takes only a link still without an issuer, and from then on only that issuer matches it.
 */
async function claimUnissuedLink(db: Db, identity: OidcIdentity): Promise<string | null> {
  try {
    await db.user.updateMany({ where: { oidcIssuer: null, oidcSubject: identity.subject }, data: { oidcIssuer: identity.issuer } });
  } catch (error) {
    // a concurrent sign-in of the same person linked it first
    if (!isUniqueViolation(error)) throw error;
  }
  return findLinked(db, identity);
}

function sanitize(value: string): string {
  return value.replace(/[^A-Za-z0-9._@-]/g, "").slice(0, 60);
}
