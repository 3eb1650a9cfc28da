import { describe, expect, it } from "vitest";
import { signInPathFor } from "./sign-in-redirect";

describe("signInPathFor", () => {
  it("returns to the requested page with its query", () => {
    expect(signInPathFor("/flights?scope=all&page=3")).toBe("/signin?callbackUrl=%2Fflights%3Fscope%3Dall%26page%3D3");
  });
  it("needs no callback for the dashboard or an unknown page", () => {
    expect(signInPathFor("/")).toBe("/signin");
    expect(signInPathFor(null)).toBe("/signin");
    expect(signInPathFor(undefined)).toBe("/signin");
  });
  it("never sends anyone off the site", () => {
    expect(signInPathFor("//evil.example/x")).toBe("/signin");
    expect(signInPathFor("https://evil.example/")).toBe("/signin");
    expect(signInPathFor("/\\evil.example")).toBe("/signin");
  });
});
