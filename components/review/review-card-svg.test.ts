import { describe, expect, it } from "vitest";
import { cardWords, estimatedTextWidth } from "@/components/share/card-words";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import type { YearFigures } from "@/lib/review/get-year-review";
import type { ReviewCardInput } from "@/lib/review/review-card-input";
import { REVIEW_CARD_HEIGHT, REVIEW_CARD_WIDTH, REVIEW_CELL_WIDTH, reviewCardSvg } from "./review-card-svg";

const EN = cardWords("en", en);
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
    const svg = reviewCardSvg(card(), EN);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${REVIEW_CARD_WIDTH}" height="${REVIEW_CARD_HEIGHT}"`));
    expect([REVIEW_CARD_WIDTH, REVIEW_CARD_HEIGHT]).toEqual([1200, 630]);
    expect(/font-family:([^}]+)\}/.exec(svg)![1]).toMatch(/,sans-serif$/);
    expect(svg).not.toMatch(/href=|@import|url\((?!#)/);
  });

  it("shows each figure with its change on the year before in words", () => {
    const svg = reviewCardSvg(card(), EN);
    expect(svg).toContain("2025 in review");
    expect(svg).toContain(">24<");
    expect(svg).toContain("▲ +50% on 2024");
    expect(svg).toContain("same as 2024");
    expect(svg).toContain("▲ +5,432 kg CO₂e on 2024");
    expect(svg).toContain("3 new countries, 1 new airport");
    expect(reviewCardSvg(card({ previous: null }), EN)).toContain("nothing in 2024");
  });

  it("escapes every text", () => {
    const svg = reviewCardSvg(card({ label: `<b onload="x">&'` }), EN);
    expect(svg).not.toContain("<b ");
    expect(svg).toContain("&lt;b onload=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("has a light and a dark theme, and follows the viewer by default", () => {
    const light = reviewCardSvg(card(), EN, "light");
    const dark = reviewCardSvg(card(), EN, "dark");
    expect(light).toContain(".bg{fill:#ffffff");
    expect(light).not.toContain("#0f172a;stroke");
    expect(dark).toContain(".bg{fill:#0f172a");
    expect(reviewCardSvg(card(), EN)).toContain("prefers-color-scheme: dark");
  });

  it("an empty year says so, without a map", () => {
    const svg = reviewCardSvg(card({ figures: { ...figures, flights: 0 }, map: null, previous: null }), EN);
    expect(svg).toContain("No completed flights in 2025");
    expect(svg).not.toContain('class="route"');
  });
});

describe("the year in review card in another language", () => {
  const DE = cardWords("de", de);

  it("speaks German: heading, labels, changes, first visits and numbers in German formats", () => {
    const svg = reviewCardSvg(card(), DE);
    expect(svg).toContain("Jahresrückblick 2025");
    expect(svg).toContain(">Flugzeit<");
    expect(svg).toContain("▲ +50\u00a0% gegenüber 2024");
    expect(svg).toContain("unverändert gegenüber 2024");
    expect(svg).toContain(">41.234 km<");
    expect(svg).toContain("Erstmals besucht: 3 neue Länder, 1 neuer Flughafen");
    expect(svg).toContain("<title id=\"card-title\">Alice: Jahresrückblick 2025. 24 Flüge, 41.234 km,");
    expect(svg).not.toMatch(/in review|First visits|Time in the air/);
    expect(reviewCardSvg(card({ figures: { ...figures, flights: 0 }, previous: null }), DE)).toContain("Keine abgeschlossenen Flüge im Jahr 2025");
  });

  it.each([["en", en], ["de", de], ["fr", fr], ["es", es]] as const)("every %s line fits the card as the code measures it", (locale, messages) => {
    const big: ReviewCardInput["figures"] = { flights: 12345, distanceKm: 9_876_543, durationSeconds: 98_765_432, countries: 123, airports: 1234, co2Kg: 987_654 };
    const svg = reviewCardSvg(card({ figures: big, previous: { ...big, flights: 1, distanceKm: 1, countries: 0 }, newCountries: 123, newAirports: 1234 }), cardWords(locale, messages));
    const lines = [...svg.matchAll(/<text class="\w+" x="(\d+)" y="(\d+)" font-size="(\d+)"(?! text-anchor)[^>]*>([^<]*)<\/text>/g)];
    expect(lines).toHaveLength(21);
    for (const [, x, y, size, text] of lines) {
      // a figure's line ends where the next column (or the map) starts; the heading leaves room for "Contrail"
      const limit = Number(y) === 96 ? REVIEW_CARD_WIDTH - 224 : Number(y) >= 200 && Number(y) < 500 ? Number(x) + REVIEW_CELL_WIDTH : REVIEW_CARD_WIDTH - 64;
      expect(Number(x) + estimatedTextWidth(text!.replace(/&\w+;/g, "&"), Number(size)), `${locale}: ${text}`).toBeLessThanOrEqual(limit);
    }
  });
});
