import { describe, expect, it } from "vitest";
import { oidcClaimsOf, oidcIdentityOf, type OidcClaims, type OidcClient } from "./oidc-claims";

/** A token set as openid-client hands it over (claims() reads the validated ID token). */
function tokensOf(claims: OidcClaims, accessToken = "access") {
  return { access_token: accessToken, claims: () => claims };
}

function clientAnswering(userinfo: OidcClaims, endpoint: string | null = "https://id.example/me") {
  const calls: unknown[] = [];
  const client = { issuer: { metadata: { userinfo_endpoint: endpoint ?? undefined } }, userinfo: async (tokens: unknown) => (calls.push(tokens), userinfo) };
  return { client: client as unknown as OidcClient, calls };
}

const ID_TOKEN = { iss: "https://id.example", sub: "alice" };

describe("oidcClaimsOf", () => {
  it("completes an ID token without a profile from the userinfo answer, the ID token's values first", async () => {
    const { client, calls } = clientAnswering({ sub: "alice", iss: "https://elsewhere.example", preferred_username: "alice", name: "Alice A.", email: "alice@id.example" });
    const claims = await oidcClaimsOf(tokensOf({ ...ID_TOKEN, name: "Alice" }), client);
    expect(claims).toMatchObject({ iss: "https://id.example", sub: "alice", preferred_username: "alice", name: "Alice", email: "alice@id.example" });
    expect(calls).toHaveLength(1);
  });

  it("asks nothing more when the ID token names the person, or when the provider has no userinfo endpoint", async () => {
    const full = { ...ID_TOKEN, preferred_username: "alice", name: "Alice", email: "alice@id.example" };
    const answering = clientAnswering({ sub: "alice", name: "Other" });
    expect(await oidcClaimsOf(tokensOf(full), answering.client)).toEqual(full);
    expect(answering.calls).toHaveLength(0);
    const without = clientAnswering({ sub: "alice", name: "Other" }, null);
    expect(await oidcClaimsOf(tokensOf(ID_TOKEN), without.client)).toEqual(ID_TOKEN);
    expect(without.calls).toHaveLength(0);
  });

  it("refuses an answer without an ID token", async () => {
    await expect(oidcClaimsOf({ access_token: "access" }, clientAnswering({}).client)).rejects.toThrow(/without an ID token/);
  });
});

describe("oidcIdentityOf", () => {
  it("keys the person on the issuer and the subject, and refuses claims without them", () => {
    expect(oidcIdentityOf({ ...ID_TOKEN, preferred_username: "alice", name: " ", email: "a@id.example" })).toEqual({
      issuer: "https://id.example",
      subject: "alice",
      preferredUsername: "alice",
      name: null,
      email: "a@id.example",
    });
    expect(() => oidcIdentityOf({ sub: "alice" })).toThrow(/no issuer or subject/);
  });
});
