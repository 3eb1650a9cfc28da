import { describe, expect, it } from "vitest";
import { authErrorLine } from "./auth-error-line";

describe("authErrorLine", () => {
  it("names next-auth's code and the reason its error carries, on one line", () => {
    const rejected = Object.assign(new Error("invalid_client (client authentication failed)"), { name: "OAuthCallbackError" });
    expect(authErrorLine("OAUTH_CALLBACK_ERROR", { error: rejected, providerId: "oidc" })).toBe(
      "[auth] OAUTH_CALLBACK_ERROR: OAuthCallbackError invalid_client (client authentication failed)",
    );
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9\n    at TCPConnectWrap"), { name: "RequestError", code: "ECONNREFUSED" });
    expect(authErrorLine("SIGNIN_OAUTH_ERROR", { error: refused, providerId: "oidc" })).toBe("[auth] SIGNIN_OAUTH_ERROR: RequestError ECONNREFUSED connect ECONNREFUSED 127.0.0.1:9");
    expect(authErrorLine("OAUTH_CALLBACK_HANDLER_ERROR", { error: new Error("access_denied"), error_description: "End-User aborted interaction" })).toBe(
      "[auth] OAUTH_CALLBACK_HANDLER_ERROR: Error access_denied; End-User aborted interaction",
    );
  });

  it("reads nothing but the error: not the profile, tokens or credentials in a URL", () => {
    const line = authErrorLine("OAUTH_PARSE_PROFILE_ERROR", { error: new Error("fetch https://client:s3cret@id.example failed"), OAuthProfile: { email: "a@b.example" }, tokens: { access_token: "at-123" } });
    expect(line).toBe("[auth] OAUTH_PARSE_PROFILE_ERROR: Error fetch https://***@id.example failed");
    expect(authErrorLine("SOMETHING", undefined)).toBe("[auth] SOMETHING");
  });
});
