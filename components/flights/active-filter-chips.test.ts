import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStatsWorld, type StatsWorld } from "@/test/support/stats-world";
import type { FlightListFilters } from "@/lib/flights/flight-list-filters";
import { filterNames } from "@/lib/flights/filter-names";
import { createTranslator } from "next-intl";
import { formatsFor } from "@/components/format/formats";
import { withCountryNames } from "@/components/format/server-formats";
import en from "@/messages/en.json";
import { activeFilters } from "./active-filter-chips";
import { flightCountText, measureText } from "./measure-text";

const t = createTranslator({ locale: "en", messages: en });
const f = withCountryNames(formatsFor("en", { unit: "km", dateFormat: "dmy", clock: "24h" }));

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
      t,
      f,
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
    expect(measureText(t, "seats", 3, 2, 10000)).toBe("3 seats on 2 flights");
    expect(measureText(t, "visits", 1, 1, 10000)).toBe("1 visit on 1 flight");
    expect(measureText(t, "visits", 12345, null, 10000)).toBe("12,345 visits on more than 10,000 flights");
    expect(flightCountText(t, 12345, 10000)).toBe("12,345 flights");
    expect(flightCountText(t, 1, 10000)).toBe("1 flight");
    expect(flightCountText(t, null, 10000)).toBe("More than 10,000 flights");
  });

  it("names the filters in German, with the language's month, country and class", async () => {
    const de = createTranslator({ locale: "de", messages: (await import("@/messages/de.json")).default });
    const filters: FlightListFilters = { completed: true, seatClass: "business", country: "CH", month: 3, weekday: "monday" };
    const chips = activeFilters(filters, await filterNames(world.db, filters), "", de, withCountryNames(formatsFor("de", { unit: "km", dateFormat: "dmy", clock: "24h" })));
    expect(chips.map((c) => c.label)).toEqual(["Nur abgeschlossene Flüge", "Monat: März (jedes Jahr)", "Land: Schweiz", "Klasse: Business", "Wochentag: Montag"]);
    expect(measureText(de, "seats", 1234, 2, 10000)).toBe("1.234 Sitzplätze auf 2 Flügen");
  });
});
