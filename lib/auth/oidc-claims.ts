import type { Profile } from "next-auth";
import type { BaseClient, TokenSet } from "openid-client";
import type { OidcIdentity } from "@/lib/auth/oidc-account";

/** The claims an OIDC sign-in reads: the ID token's, completed from the userinfo endpoint (oidcClaimsOf). */
export type OidcClaims = Profile & Record<string, unknown>;

/**
 * What oidcClaimsOf needs of openid-client's TokenSet and Client, the objects next-auth hands its userinfo request
 * (next-auth types the token set as plain parameters; with idToken it is openid-client's TokenSet, checked here).
 */
export interface OidcTokens {
  access_token?: string;
}
export type OidcClient = Pick<BaseClient, "issuer" | "userinfo">;

const PROFILE_CLAIMS = ["preferred_username", "name", "email"] as const;

/**
 * The ID token's claims, completed from the userinfo endpoint when it lacks a profile claim: many providers
 * (oidc-provider by default, as the OIDC core spec prefers) put the name and e-mail only in the userinfo answer.
 * openid-client checks that the answer's subject is the ID token's; the ID token's own values win.
 */
export async function oidcClaimsOf(tokens: OidcTokens, client: OidcClient): Promise<OidcClaims> {
  if (!isIdTokenSet(tokens)) throw new Error("The OIDC provider answered without an ID token");
  const claims = tokens.claims();
  const complete = PROFILE_CLAIMS.every((claim) => textOf(claims[claim]) !== null);
  if (complete || !tokens.access_token || !client.issuer.metadata.userinfo_endpoint) return claims;
  const userinfo = await client.userinfo(tokens);
  const present = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined && value !== null && value !== ""));
  return { ...userinfo, ...present };
}

/** The person the claims name; iss and sub come from the ID token, which openid-client has validated. */
export function oidcIdentityOf(claims: OidcClaims): OidcIdentity {
  const issuer = textOf(claims.iss);
  const subject = textOf(claims.sub);
  if (!issuer || !subject) throw new Error("The OIDC sign-in carried no issuer or subject");
  return { issuer, subject, preferredUsername: textOf(claims.preferred_username), name: textOf(claims.name), email: textOf(claims.email) };
}

function isIdTokenSet(tokens: OidcTokens): tokens is TokenSet {
  return typeof (tokens as Partial<TokenSet>).claims === "function";
}

function textOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}
