import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { Provider } from "next-auth/providers/index";
import { getConfig, type OidcSettings } from "@/lib/config";
import { getDb, type Db } from "@/lib/db/client";
import { authenticatePassword } from "@/lib/auth/authenticate-password";
import { findOrCreateOidcUser } from "@/lib/auth/oidc-account";
import { currentSessionVersion, isCurrentSessionVersion } from "@/lib/auth/session-version";
import { getAuthSecret } from "./auth-secret";
import { clientAddressOf } from "./client-address";
import { GateBusyError } from "./concurrency-gate";
import { authErrorLine } from "./auth-error-line";
import { errorForLog } from "./error-for-log";
import { oidcClaimsOf, oidcIdentityOf, type OidcClaims } from "./oidc-claims";
import { returnPathOf } from "./return-path";
import { claimsOf, nowSeconds, SESSION_MAX_AGE_SECONDS, tokenOf } from "./session-claims";
import { SignInThrottle, signInLimits, type SignInLimits } from "./sign-in-throttle";

/** Shown for every failed password sign-in, whatever the cause (unknown user, wrong password). */
export const GENERIC_SIGN_IN_ERROR = "Incorrect username or password.";
export const THROTTLED_SIGN_IN_ERROR = "Too many failed attempts. Please wait a moment and try again.";
/** When the check itself fails (database down): the details go to the log, never to the visitor. */
export const UNAVAILABLE_SIGN_IN_ERROR = "Sign-in is unavailable right now; try again shortly.";

/** Thrown by the jwt callback for a token whose session has ended: next-auth then drops the session cookie. */
export class SessionEndedError extends Error {
  constructor() {
    super("The session has ended");
    this.name = "SessionEndedError";
  }
}

export function credentialsProvider(db: Db, limits: SignInLimits = signInLimits()): Provider {
  return CredentialsProvider({
    id: "credentials",
    name: "Password",
    credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
    async authorize(credentials, req) {
      const username = String(credentials?.username ?? "");
      const password = String(credentials?.password ?? "");
      const address = clientAddressOf(req?.headers);
      const key = SignInThrottle.keyOf(username, address);
      if (!(await unlessUnavailable(limits.perUsername.check(db, key))).allowed) throw new Error(THROTTLED_SIGN_IN_ERROR);
      // taken before hashing, so parallel attempts cannot all slip through; given back unless the attempt failed
      const taken = await unlessUnavailable(limits.perAddress.take(db, address));
      if (!taken.allowed) throw new Error(THROTTLED_SIGN_IN_ERROR);
      let user: { id: string; sessionVersion: number } | null;
      try {
        user = username && password ? await authenticatePassword(db, username, password) : null;
      } catch (error) {
        // neither a busy server nor an outage is a failed attempt
        await taken.refund();
        if (error instanceof GateBusyError) throw new Error(THROTTLED_SIGN_IN_ERROR);
        throw unavailable(error);
      }
      if (!user) {
        await unlessUnavailable(limits.perUsername.recordFailure(db, key));
        throw new Error(GENERIC_SIGN_IN_ERROR);
      }
      await taken.refund();
      await unlessUnavailable(limits.perUsername.recordSuccess(db, key));
      return { id: user.id, sessionVersion: user.sessionVersion };
    },
  });
}

/** The sign-in could not be checked (database down): the details go to the log, the visitor gets a generic message. */
function unavailable(error: unknown): Error {
  console.error(`[auth] password sign-in could not be checked: ${errorForLog(error)}`);
  return new Error(UNAVAILABLE_SIGN_IN_ERROR);
}

function unlessUnavailable<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw unavailable(error);
  });
}

/** The optional OpenID Connect provider: present only when all three OIDC_* variables are set (lib/config/index.ts). */
export function oidcProvider(settings: OidcSettings | null = getConfig().oidc): Provider | null {
  if (!settings) return null;
  const { issuer, clientId, clientSecret } = settings;
  return {
    id: "oidc",
    name: settings.name,
    type: "oauth",
    wellKnown: `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    authorization: { params: { scope: "openid profile email" } },
    idToken: true,
    checks: ["pkce", "state"],
    userinfo: { request: ({ tokens, client }) => oidcClaimsOf(tokens, client) },
    profile(profile: OidcClaims) {
      const identity = oidcIdentityOf(profile);
      return { id: identity.subject, name: identity.name ?? null, email: identity.email ?? null };
    },
  };
}

export function buildAuthOptions(db: Db, secret: string): NextAuthOptions {
  const oidc = oidcProvider();
  return {
    secret,
    providers: oidc ? [credentialsProvider(db), oidc] : [credentialsProvider(db)],
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin", error: "/signin" },
    callbacks: {
      // Where next-auth sends the browser after signing in or out (OIDC's callbackUrl): this site only.
      redirect({ url, baseUrl }) {
        return new URL(returnPathOf(url, baseUrl), baseUrl).toString();
      },
      // The token carries the user id, session version and sign-in time (session-claims.ts), never the role.
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "oidc") {
          // profile: the claims the provider's userinfo request answered (oidcClaimsOf)
          const userId = await findOrCreateOidcUser(db, oidcIdentityOf((profile ?? {}) as OidcClaims));
          return tokenOf({ userId, sessionVersion: await currentSessionVersion(db, userId), authTime: nowSeconds() });
        }
        if (user) return tokenOf({ userId: user.id, sessionVersion: user.sessionVersion ?? 0, authTime: nowSeconds() });
        // A token read back from its cookie (next-auth's own /api/auth/session, getServerSession): one that a
        // password change or "sign out everywhere" ended is refused here, so next-auth answers no session and
        // expires the cookie instead of renewing it.
        const claims = claimsOf(token);
        if (!claims || !(await isCurrentSessionVersion(db, claims.userId, claims.sessionVersion))) throw new SessionEndedError();
        return tokenOf(claims);
      },
      async session({ session, token }) {
        const claims = claimsOf(token);
        return { expires: session.expires, user: { id: claims?.userId ?? "" }, sessionVersion: claims?.sessionVersion, authTime: claims?.authTime };
      },
    },
    logger: {
      // next-auth's default logger may print request details; keep errors terse and never include secrets.
      error(code, metadata) {
        if (metadata instanceof SessionEndedError) return;
        console.error(authErrorLine(code, metadata));
      },
      warn() {},
      debug() {},
    },
  };
}

/** Options for the process-wide database (the secret may come from the database, hence async). */
export async function getAuthOptions(): Promise<NextAuthOptions> {
  const db = getDb();
  return buildAuthOptions(db, await getAuthSecret(db));
}
