import { describe, expect, it } from "vitest";
import { returnPathOf } from "./return-path";

const ORIGIN = "https://flights.example";

describe("returnPathOf", () => {
  it.each([
    ["/\\evil.example/phish"],
    [decodeURIComponent("/%5Cevil.example/phish")],
    ["\\\\evil.example"],
    ["/\t/evil.example"],
    [decodeURIComponent("/%09/evil.example")],
    ["/\n/evil.example"],
    ["\n//evil.example"],
    [decodeURIComponent("%2F%2Fevil.example")],
    ["//evil.example/phish"],
    ["///evil.example"],
    ["https://evil.example/phish"],
    ["https://flights.example.evil.example/"],
    ["http://flights.example/"],
    ["https://flights.example:8443/"],
    ["javascript:alert(1)"],
    [" javascript:alert(1)"],
    ["data:text/html,hi"],
    [""],
  ])("refuses %j", (target) => {
    expect(returnPathOf(target, ORIGIN)).toBe("/");
  });

  it("refuses anything leaving the site also without a known origin", () => {
    for (const target of ["/\\evil.example", "/\t/evil.example", "//evil.example", "https://evil.example/"]) {
      expect(returnPathOf(target)).toBe("/");
    }
  });

  it("keeps same-origin paths with their query string and fragment", () => {
    expect(returnPathOf("/flights?year=2024&sort=desc#top", ORIGIN)).toBe("/flights?year=2024&sort=desc#top");
    expect(returnPathOf("/flights?year=2024")).toBe("/flights?year=2024");
    expect(returnPathOf("https://flights.example/settings/security?x=1", ORIGIN)).toBe("/settings/security?x=1");
    expect(returnPathOf("flights", ORIGIN)).toBe("/flights");
  });

  it("keeps still-encoded characters inside the path, where they cannot change the host", () => {
    expect(returnPathOf("/%5Cevil.example/phish", ORIGIN)).toBe("/%5Cevil.example/phish");
    expect(returnPathOf("/%2F%2Fevil.example", ORIGIN)).toBe("/%2F%2Fevil.example");
  });

  it("never hands back a path that a browser would read as another host", () => {
    expect(returnPathOf("https://flights.example//evil.example/x", ORIGIN)).toBe("/evil.example/x");
    expect(returnPathOf("/.//evil.example", ORIGIN)).toBe("/evil.example");
  });

  it("answers / for values that are not strings", () => {
    expect(returnPathOf(undefined, ORIGIN)).toBe("/");
    expect(returnPathOf(["/a", "/b"], ORIGIN)).toBe("/");
  });
});
