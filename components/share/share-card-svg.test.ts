import { describe, expect, it } from "vitest";
import { cardWords, estimatedTextWidth } from "@/components/share/card-words";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import { SHARE_CELL_WIDTH, escapeXml, shareCardSvg, type ShareCardInput } from "./share-card-svg";

const EN = cardWords("en", en);
const map: ShareCardInput["map"] = {
  routes: [{ fromId: 1, toId: 2, count: 3 }, { fromId: 3, toId: 4, count: 1 }],
  airports: [
    { id: 1, name: "Zürich", iata: "ZRH", icao: "LSZH", lat: 47.46, lon: 8.55, country: "CH", continent: "EU", visits: 3 },
    { id: 2, name: "Heathrow", iata: "LHR", icao: "EGLL", lat: 51.47, lon: -0.46, country: "GB", continent: "EU", visits: 3 },
    { id: 3, name: "Tokyo", iata: "NRT", icao: "RJAA", lat: 35.76, lon: 140.39, country: "JP", continent: "AS", visits: 1 },
    { id: 4, name: "San Francisco", iata: "SFO", icao: "KSFO", lat: 37.62, lon: -122.38, country: "US", continent: "NA", visits: 1 },
  ],
};
const card = (over: Partial<ShareCardInput> = {}): ShareCardInput => ({
  label: "My travels",
  unit: "km",
  stats: { flights: 1234, distanceKm: 98765, durationSeconds: 360000, countries: 4 },
  map,
  ...over,
});

describe("the share card", () => {
  it("escapes every text: a label cannot add markup", () => {
    const svg = shareCardSvg(card({ label: `<script>alert("x")</script> & 'co'` }), EN);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;");
    expect(escapeXml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&apos;");
  });

  it("shows the figures, or none when the link hides statistics", () => {
    expect(shareCardSvg(card(), EN)).toContain("1,234");
    const bare = shareCardSvg(card({ stats: null }), EN);
    expect(bare).not.toContain("1,234");
    expect(bare).not.toContain("Flights");
  });

  it("draws a route across the antimeridian twice, shifted, and no map without the map toggle", () => {
    const svg = shareCardSvg(card(), EN);
    const d = /class="route" d="([^"]+)"/.exec(svg)![1]!;
    expect(d.match(/M/g)).toHaveLength(3);
    expect(shareCardSvg(card({ map: null }), EN)).not.toContain('class="route"');
  });

  it("themes: light, dark, and by default both through the viewer's colour scheme", () => {
    expect(shareCardSvg(card(), EN, "light")).not.toContain("prefers-color-scheme");
    expect(shareCardSvg(card(), EN, "dark")).toContain("#0f172a");
    expect(shareCardSvg(card(), EN)).toContain("@media (prefers-color-scheme: dark)");
  });
});

describe("the share card in the visitor's language", () => {
  it("speaks German: labels, the summary and numbers in German formats", () => {
    const svg = shareCardSvg(card(), cardWords("de", de));
    expect(svg).toContain(">Flugzeit<");
    expect(svg).toContain(">1.234<");
    expect(svg).toContain("98.765 km");
    expect(svg).toContain("<title id=\"card-title\">My travels: 1.234 Flüge, 98.765 km, 100 h 00 min Flugzeit, 4 Länder</title>");
    expect(svg).not.toMatch(/Flights|Distance|Time in the air|Countries/);
  });

  it.each([["en", en], ["de", de], ["fr", fr], ["es", es]] as const)("every %s figure fits its cell as the code measures it", (locale, messages) => {
    const svg = shareCardSvg(card({ stats: { flights: 123_456, distanceKm: 98_765_432, durationSeconds: 987_654_321, countries: 199 } }), cardWords(locale, messages));
    const cells = [...svg.matchAll(/<text class="(?:muted|fg)" x="(\d+)" y="(\d+)" font-size="(\d+)"(?! text-anchor)[^>]*>([^<]*)<\/text>/g)].filter(([, , y]) => Number(y) > 38);
    expect(cells).toHaveLength(8);
    for (const [, x, , size, text] of cells) {
      expect(estimatedTextWidth(text!, Number(size)), `${locale}: ${text}`).toBeLessThanOrEqual(SHARE_CELL_WIDTH);
      expect(Number(x) + SHARE_CELL_WIDTH).toBeLessThanOrEqual(256); // the map's box starts there
    }
  });
});
