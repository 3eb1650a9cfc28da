import { describe, expect, it } from "vitest";
import { routeCaption } from "./flight-map-card";
import { figureSize } from "./stat-cards";

describe("the flight map's caption", () => {
  it("says how many routes are drawn, and that they are the top ones when the map is full", () => {
    expect(routeCaption(1000, 1000)).toBe("Top 1,000 routes");
    expect(routeCaption(870, 1000)).toBe("870 routes");
    expect(routeCaption(1, 1000)).toBe("1 route");
  });
});

describe("a card's figure size", () => {
  it("is 1.5rem at most and shrinks with the card for long figures", () => {
    expect(figureSize("131,074,122 km")).toBe("min(1.5rem, 10.20cqi)");
    expect(figureSize("42")).toBe("min(1.5rem, 71.43cqi)");
  });
});
