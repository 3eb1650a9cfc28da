import { describe, expect, it } from "vitest";
import { pickNamespaces } from "./client-messages";

describe("pickNamespaces", () => {
  const messages = { Auth: { signIn: { title: "Sign in" }, setup: { title: "Set up" } }, Common: { units: { km: "Kilometres" } }, Shell: { theme: "Theme" } };

  it("keeps the named areas and screens in their places, and nothing else", () => {
    expect(pickNamespaces(messages, ["Auth.signIn", "Common"])).toEqual({ Auth: { signIn: { title: "Sign in" } }, Common: { units: { km: "Kilometres" } } });
  });

  it("merges screens of one area and skips a namespace the catalogue lacks", () => {
    expect(pickNamespaces(messages, ["Auth.signIn", "Auth.setup", "Nope.nothing"])).toEqual({ Auth: messages.Auth });
  });
});
