import { describe, expect, it } from "vitest";
import { parseDashboardRange } from "./dashboard-range";

const NOW = new Date("2025-03-01T10:00:00Z");
const parse = (params: Record<string, string>) => parseDashboardRange((name) => params[name], NOW);

describe("parseDashboardRange", () => {
  it("reads a year, the last 12 months and a custom range (either end open)", () => {
    expect(parse({ year: "2024" })).toMatchObject({ since: "2024-01-01", until: "2024-12-31", params: [["year", "2024"]] });
    expect(parse({ range: "12m" })).toMatchObject({ since: "2024-03-02", until: "2025-03-01" });
    expect(parse({ since: "2024-02-29", until: "2024-03-31" })).toMatchObject({ since: "2024-02-29", until: "2024-03-31" });
    expect(parse({ since: "2024-02-29" })).toMatchObject({ since: "2024-02-29", until: "9999-12-31", params: [["since", "2024-02-29"]] });
    // a custom range wins over a year
    expect(parse({ year: "2020", until: "2021-01-01" })).toMatchObject({ since: "0001-01-01", until: "2021-01-01" });
  });

  it("means all time for anything malformed, never an error", () => {
    const malformed: Record<string, string>[] = [{}, { year: "24" }, { range: "6m" }, { since: "2023-02-29" }, { since: "2024-13-01" }, { since: "2024-05-01", until: "2024-04-01" }, { year: "2024x" }, { year: "0000" }];
    for (const params of malformed) {
      expect(parse(params), JSON.stringify(params)).toBeNull();
    }
  });
});
