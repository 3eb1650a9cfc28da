import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, passwordPolicyProblem } from "./password-policy";

describe("passwordPolicyProblem", () => {
  it.each([
    ["password", /at least 10 characters/],
    ["        ", /at least 10 characters/],
    ["          ", /at least 10 characters/],
    ["  abcdefgh  ", /at least 10 characters/],
    ["\t\n\u00a0abcdefghi\u3000", /at least 10 characters/],
    ["short", /at least 10 characters/],
    ["aaaaaaaaaaaa", /one character repeated/],
    ["1234567890", /most common/],
    ["qwertyuiop", /most common/],
    ["password123", /most common/],
    ["PassWord123", /most common/],
    ["  iloveyou12 ", /most common/],
  ])("refuses %j", (password, message) => {
    expect(passwordPolicyProblem(password)).toMatch(message);
    expect(passwordPolicyProblem(password)).toMatch(/^Password /);
  });

  it.each([["contrail-demo"], ["correct horse battery"], ["bob-password-1"], ["ab cd ef gh"], ["😀😀😀😀😀😀😀😀😀x"]])("accepts %j", (password) => {
    expect(passwordPolicyProblem(password)).toBeNull();
  });

  it("accepts up to 1024 characters", () => {
    expect(passwordPolicyProblem("ab".repeat(512))).toBeNull();
    expect(passwordPolicyProblem("ab".repeat(512) + "c")).toMatch(/^Password is too long/);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordPolicyProblem("😀😀😀😀😀x")).toMatch(/at least/);
    expect(MIN_PASSWORD_LENGTH).toBe(10);
  });
});
