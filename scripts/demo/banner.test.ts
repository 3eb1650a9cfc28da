import { describe, expect, it } from "vitest";
import { demoBanner, demoUrl } from "./banner";

describe("the demo's sign-in banner", () => {
  it("gives the URL the server will listen on, PORT included", () => {
    expect(demoUrl(3000)).toBe("http://localhost:3000");
    expect(demoUrl(8080)).toBe("http://localhost:8080");
  });

  it("lists every account with the shared password", () => {
    const text = demoBanner([{ username: "owner", role: "owner" }, { username: "alice", role: "user" }], "contrail-demo", "http://localhost:8080");
    expect(text).toContain("http://localhost:8080");
    expect(text).toContain("contrail-demo");
    expect(text).toMatch(/owner\s+owner/);
    expect(text).toMatch(/alice\s+user/);
  });
});
