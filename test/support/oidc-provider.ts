import type { Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "./production-server";

/** One person the provider knows: the subject and the claims its userinfo endpoint answers. */
export type OidcAccounts = Record<string, { preferred_username?: string; name?: string; email?: string }>;

export interface OidcClientRegistration {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface RunningOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider on loopback: the certified `oidc-provider` package with one confidential client, the given
 * accounts and the package's own development login and consent pages (any password signs a known login in). Its
 * defaults are kept on purpose: a code flow's ID token carries no profile claims, the userinfo endpoint answers them.
 */
export async function startOidcProvider(client: OidcClientRegistration, accounts: OidcAccounts): Promise<RunningOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], profile: ["name", "preferred_username"], email: ["email"] },
    cookies: { keys: ["contract-test-cookie-key"] },
    async findAccount(_ctx, subject) {
      const claims = accounts[subject];
      if (!claims) return undefined;
      return { accountId: subject, claims: async () => ({ sub: subject, ...claims }) };
    },
  });
  const server: Server = provider.listen(port);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
