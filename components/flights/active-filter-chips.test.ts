import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStatsWorld, type StatsWorld } from "@/test/support/stats-world";
import type { FlightListFilters } from "@/lib/flights/flight-list-filters";
import { filterNames } from "@/lib/flights/filter-names";
import { activeFilters } from "./active-filter-chips";
import { measureText } from "./measure-text";

let world: StatsWorld;

beforeAll(async () => {
  world = await createStatsWorld();
});

afterAll(async () => {
  await world?.t.cleanup();
});

describe("activeFilters", () => {
  it("names each drill-down filter and links to the list without it, keeping the scope and sort", async () => {
    const { db, ref } = world;
    const filters: FlightListFilters = { completed: true, fromId: ref.airports.ZRH, toId: ref.airports.LHR, seatClass: "unknown", country: "CH", month: 7, since: "2024-01-01", until: "2024-12-31" };
    const chips = activeFilters(
      filters,
      await filterNames(db, filters),
      `scope=all&sort=oldest&completed=1&from=${ref.airports.ZRH}&to=${ref.airports.LHR}&class=unknown&country=CH&month=7`,
    );
    expect(chips.map((c) => c.label)).toEqual([
      "Completed flights only",
      "Dates: 2024-01-01 to 2024-12-31",
      "Month: July (any year)",
      "Route: ZRH → LHR",
      "Country: Switzerland",
      "Class: not recorded",
    ]);
    const route = chips.find((c) => c.key === "fromId-toId");
    expect(route?.removeHref).toBe("/flights?scope=all&sort=oldest&class=unknown&month=7&completed=1&country=CH&since=2024-01-01&until=2024-12-31");
    const completed = chips.find((c) => c.key === "completed");
    expect(new URL(completed?.removeHref ?? "", "http://x").searchParams.has("completed")).toBe(false);
  });

  it("says what a drill-down's total counts", () => {
    expect(measureText("seats", 3, "2 flights")).toBe("3 seats on 2 flights");
    expect(measureText("visits", 1, "1 flight")).toBe("1 visit on 1 flight");
  });
});
