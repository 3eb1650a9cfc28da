import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/test/support/fixtures";
import { startOidcProvider, type OidcAccounts, type RunningOidcProvider } from "@/test/support/oidc-provider";
import { freePort, startServer, type RunningServer } from "@/test/support/production-server";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { OidcBrowser } from "./oidc-browser";

// Single sign-on against a real OpenID provider (oidc-provider on loopback), through the production server: the
// browser's redirects, the provider's login and consent pages, next-auth's callback and session, over HTTP.
describe("single sign-on through a real OpenID provider", () => {
  const CLIENT_ID = "contrail";
  const CLIENT_SECRET = "right-client-secret-7f3a";
  let t: TestDb;
  let appPort: number;
  let appUrl: string;
  let first: RunningOidcProvider;
  let second: RunningOidcProvider;
  let server: RunningServer | undefined;

  const accountsOf = (name: string): OidcAccounts => ({ alice: { preferred_username: "alice", name, email: "alice@id.example" } });

  /** The production server signing in through `issuer` (on the port the providers know its callback at). */
  async function serveWith(issuer: string, clientSecret = CLIENT_SECRET): Promise<RunningServer> {
    await server?.stop();
    const env = { NEXTAUTH_URL: appUrl, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: clientSecret, OIDC_NAME: "Test ID" };
    server = await startServer({ databaseUrl: t.url, port: appPort, env });
    return server;
  }

  async function signedInUser(login: string): Promise<{ landed: URL; userId: string | undefined }> {
    const browser = new OidcBrowser(appUrl);
    const landed = await browser.signIn(login);
    return { landed, userId: (await browser.session()).user?.id };
  }

  beforeAll(async () => {
    t = await createTestDb();
    appPort = await freePort();
    appUrl = `http://127.0.0.1:${appPort}`;
    const client = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: `${appUrl}/api/auth/callback/oidc` };
    // both providers know a person with the subject "alice", as does the app a local account "alice"
    first = await startOidcProvider(client, accountsOf("Alice First"));
    second = await startOidcProvider(client, accountsOf("Alice Second"));
    await createUser(t.db, { username: "alice" });
  });
  afterAll(async () => {
    await server?.stop();
    await first?.stop();
    await second?.stop();
    await t?.cleanup();
  });

  it("names a new account from the userinfo answer, apart from the local alice, and signs it in again", async () => {
    await serveWith(first.issuer);
    const signedIn = await signedInUser("alice");
    expect(signedIn.landed.pathname).toBe("/");
    expect(signedIn.userId).toBeTruthy();
    const row = await t.db.user.findUniqueOrThrow({ where: { id: signedIn.userId! } });
    expect(row).toMatchObject({ username: "alice2", displayName: "Alice First", role: "user", oidcIssuer: first.issuer, oidcSubject: "alice" });
    expect((await signedInUser("alice")).userId).toBe(signedIn.userId);
  });

  it("gives the same subject from a second issuer an account of its own", async () => {
    const before = await t.db.user.findFirstOrThrow({ where: { oidcIssuer: first.issuer, oidcSubject: "alice" } });
    await serveWith(second.issuer);
    const signedIn = await signedInUser("alice");
    expect(signedIn.landed.pathname).toBe("/");
    expect(signedIn.userId).not.toBe(before.id);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: signedIn.userId! } });
    expect(row).toMatchObject({ username: "alice3", displayName: "Alice Second", oidcIssuer: second.issuer, oidcSubject: "alice" });
  });

  it("refuses a wrong client secret, logging the provider's reason and no secret", async () => {
    const wrong = "wrong-client-secret-91c4";
    const running = await serveWith(first.issuer, wrong);
    const signedIn = await signedInUser("alice");
    expect(signedIn.landed.pathname).toBe("/signin");
    expect(signedIn.landed.searchParams.get("error")).toBe("OAuthCallback");
    expect(signedIn.userId).toBeUndefined();
    const output = running.output();
    expect(output).toMatch(/\[auth\] OAUTH_CALLBACK_ERROR: .*invalid_client \(client authentication failed\)/);
    expect(output).not.toContain(wrong);
    expect(output).not.toContain(CLIENT_SECRET);
  });

  it("fails a sign-in at an unreachable provider, logging why", async () => {
    const running = await serveWith(`http://127.0.0.1:${await freePort()}`);
    const signedIn = await signedInUser("alice");
    expect(signedIn.landed.pathname).toBe("/signin");
    expect(signedIn.landed.searchParams.get("error")).toBe("OAuthSignin");
    expect(running.output()).toMatch(/\[auth\] SIGNIN_OAUTH_ERROR: .*ECONNREFUSED/);
  });
});
