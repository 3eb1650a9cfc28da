import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import manifest from "./manifest";

describe("web app manifest", () => {
  it("names the app and points at icons that exist as files", () => {
    const m = manifest();
    expect(m.name).toBe("Contrail");
    expect(m.display).toBe("standalone");
    const sizes = (m.icons ?? []).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of m.icons ?? []) {
      const file = icon.src === "/icon.svg" ? path.join(__dirname, "icon.svg") : path.join(__dirname, "..", "public", icon.src);
      expect(existsSync(file), icon.src).toBe(true);
    }
  });
});
