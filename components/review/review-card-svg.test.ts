import { describe, expect, it } from "vitest";
import type { YearFigures } from "@/lib/review/get-year-review";
import type { ReviewCardInput } from "@/lib/review/review-card-input";
import { REVIEW_CARD_HEIGHT, REVIEW_CARD_WIDTH, reviewCardSvg } from "./review-card-svg";

const figures: YearFigures = { flights: 24, distanceKm: 41234, durationSeconds: 200_000, countries: 9, airports: 14, co2Kg: 5432.1 };
const card = (over: Partial<ReviewCardInput> = {}): ReviewCardInput => ({
  year: 2025,
  label: "Alice",
  unit: "km",
  figures,
  previous: { ...figures, flights: 16, countries: 9, co2Kg: 0 },
  newCountries: 3,
  newAirports: 1,
  map: {
    routes: [{ fromId: 1, toId: 2, count: 3 }],
    airports: [
      { id: 1, name: "Zürich", iata: "ZRH", icao: "LSZH", lat: 47.46, lon: 8.55, country: "CH", continent: "EU", visits: 3 },
      { id: 2, name: "Tokyo", iata: "NRT", icao: "RJAA", lat: 35.76, lon: 140.39, country: "JP", continent: "AS", visits: 3 },
    ],
  },
  ...over,
});

describe("the year in review card", () => {
  it("is a social preview's size, in a font list ending in a generic family", () => {
    const svg = reviewCardSvg(card());
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${REVIEW_CARD_WIDTH}" height="${REVIEW_CARD_HEIGHT}"`));
    expect([REVIEW_CARD_WIDTH, REVIEW_CARD_HEIGHT]).toEqual([1200, 630]);
    expect(/font-family:([^}]+)\}/.exec(svg)![1]).toMatch(/,sans-serif$/);
    expect(svg).not.toMatch(/href=|@import|url\((?!#)/);
  });

  it("shows each figure with its change on the year before in words", () => {
    const svg = reviewCardSvg(card());
    expect(svg).toContain("2025 in review");
    expect(svg).toContain(">24<");
    expect(svg).toContain("▲ +50% on 2024");
    expect(svg).toContain("same as 2024");
    expect(svg).toContain("▲ +5,432 kg CO₂e on 2024");
    expect(svg).toContain("3 new countries, 1 new airport");
    expect(reviewCardSvg(card({ previous: null }))).toContain("nothing in 2024");
  });

  it("escapes every text", () => {
    const svg = reviewCardSvg(card({ label: `<b onload="x">&'` }));
    expect(svg).not.toContain("<b ");
    expect(svg).toContain("&lt;b onload=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("has a light and a dark theme, and follows the viewer by default", () => {
    const light = reviewCardSvg(card(), "light");
    const dark = reviewCardSvg(card(), "dark");
    expect(light).toContain(".bg{fill:#ffffff");
    expect(light).not.toContain("#0f172a;stroke");
    expect(dark).toContain(".bg{fill:#0f172a");
    expect(reviewCardSvg(card())).toContain("prefers-color-scheme: dark");
  });

  it("an empty year says so, without a map", () => {
    const svg = reviewCardSvg(card({ figures: { ...figures, flights: 0 }, map: null, previous: null }));
    expect(svg).toContain("No completed flights in 2025");
    expect(svg).not.toContain('class="route"');
  });
});
