import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiTypesSource, API_TYPES_FILE } from "@/scripts/openapi-types-source";

describe("the generated API types", () => {
  it("are those of the current document (regenerate: npx tsx --conditions=react-server scripts/openapi.ts types)", async () => {
    expect(readFileSync(API_TYPES_FILE, "utf8")).toBe(await apiTypesSource());
  });
});
