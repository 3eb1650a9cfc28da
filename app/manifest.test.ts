import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("next-intl/server", async () => (await import("@/test/support/server-translations")).serverTranslations("de"));
const { default: manifest } = await import("./manifest");

describe("web app manifest", () => {
  it("names the app and points at icons that exist as files", async () => {
    const m = await manifest();
    expect(m.name).toBe("Contrail");
    expect(m.display).toBe("standalone");
    const sizes = (m.icons ?? []).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of m.icons ?? []) {
      const file = icon.src === "/icon.svg" ? path.join(__dirname, "icon.svg") : path.join(__dirname, "..", "public", icon.src);
      expect(existsSync(file), icon.src).toBe(true);
    }
  });

  it("describes the app in the language of the request, keeping the product's name", async () => {
    const m = await manifest();
    expect(m.short_name).toBe("Contrail");
    expect(m.description).toBe("Ihr selbst gehostetes Flugbuch");
  });
});
