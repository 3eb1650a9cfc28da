import { describe, expect, it } from "vitest";
import { scopeQueryOf, withScopeQuery } from "./scope-query";

describe("scopeQueryOf", () => {
  it("carries all users and one chosen user", () => {
    expect(scopeQueryOf(new URLSearchParams("scope=all&page=4&q=ZRH"))).toBe("scope=all");
    expect(scopeQueryOf(new URLSearchParams("scope=user&userId=u%261&sort=oldest"))).toBe("scope=user&userId=u%261");
  });
  it("carries nothing for mine, for one user without a user, or for anything else", () => {
    expect(scopeQueryOf(new URLSearchParams(""))).toBe("");
    expect(scopeQueryOf(new URLSearchParams("scope=mine"))).toBe("");
    expect(scopeQueryOf(new URLSearchParams("scope=user"))).toBe("");
    expect(scopeQueryOf(new URLSearchParams("scope=everyone"))).toBe("");
  });
});

describe("withScopeQuery", () => {
  it("appends to a bare path or an existing query", () => {
    expect(withScopeQuery("/flights", "scope=all")).toBe("/flights?scope=all");
    expect(withScopeQuery("/flights?page=2", "scope=all")).toBe("/flights?page=2&scope=all");
    expect(withScopeQuery("/flights", "")).toBe("/flights");
  });
});
