import { describe, expect, it } from "vitest";
import { escapeXml, shareCardSvg, type ShareCardInput } from "./share-card-svg";

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
    const svg = shareCardSvg(card({ label: `<script>alert("x")</script> & 'co'` }));
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;");
    expect(escapeXml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&apos;");
  });

  it("shows the figures, or none when the link hides statistics", () => {
    expect(shareCardSvg(card())).toContain("1,234");
    const bare = shareCardSvg(card({ stats: null }));
    expect(bare).not.toContain("1,234");
    expect(bare).not.toContain("Flights");
  });

  it("draws a route across the antimeridian twice, shifted, and no map without the map toggle", () => {
    const svg = shareCardSvg(card());
    const d = /class="route" d="([^"]+)"/.exec(svg)![1]!;
    expect(d.match(/M/g)).toHaveLength(3);
    expect(shareCardSvg(card({ map: null }))).not.toContain('class="route"');
  });

  it("themes: light, dark, and by default both through the viewer's colour scheme", () => {
    expect(shareCardSvg(card(), "light")).not.toContain("prefers-color-scheme");
    expect(shareCardSvg(card(), "dark")).toContain("#0f172a");
    expect(shareCardSvg(card())).toContain("@media (prefers-color-scheme: dark)");
  });
});
