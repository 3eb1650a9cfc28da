import { describe, expect, it } from "vitest";
import countriesTopology from "world-atlas/countries-110m.json";
import { countryFeatureKey, countryName, featureKeyOf } from "./countries";
import { airportDotSize, routeOpacity, routeStrokeWidth, shadeStep } from "./map-scales";
import { clampView, IDENTITY, MAX_ZOOM, panBy, zoomAt } from "./map-view";
import { markAt } from "./map-viewport";
import { greatCirclePath, projectPoint, WORLD_HEIGHT, WORLD_WIDTH, worldProjection, worldRoutePath } from "./world-projection";

describe("alpha-2 → world-atlas feature and name", () => {
  const topology = countriesTopology as unknown as { objects: { countries: { geometries: { id?: string; properties: { name: string } }[] } } };
  const features = new Map(topology.objects.countries.geometries.map((g) => [featureKeyOf(g), g.properties.name]));

  it("maps codes to the ISO numeric ids world-atlas uses", () => {
    expect(countryFeatureKey("CH")).toBe("756");
    expect(countryFeatureKey("US")).toBe("840");
    expect(countryFeatureKey("AT")).toBe("040");
    expect(features.get(countryFeatureKey("CH")!)).toBe("Switzerland");
    expect(features.get(countryFeatureKey("GB")!)).toBe("United Kingdom");
    expect(features.get(countryFeatureKey("AU")!)).toBe("Australia");
  });

  it("finds Kosovo, which has no numeric code, by its feature name", () => {
    expect(features.get(countryFeatureKey("XK")!)).toBe("Kosovo");
  });

  it("finds a feature for every country the small-scale map draws", () => {
    const mapped = new Set(["AD", "AE", "AF", "AL", "AM", "AO", "AR", "AT", "AU", "AZ"].map(countryFeatureKey));
    for (const key of mapped) if (key) expect(typeof key).toBe("string");
    // every feature of the 110m map is reachable from some alpha-2 code, except the disputed ones without an ISO code
    const reachable = new Set(Object.keys(countriesNames()).map(countryFeatureKey));
    const unreachable = [...features].filter(([key]) => !reachable.has(key)).map(([, name]) => name);
    expect(unreachable.sort()).toEqual(["N. Cyprus", "Somaliland"]);
  });

  it("names countries readably and falls back to the code", () => {
    expect(countryName("US")).toBe("United States");
    expect(countryName("CH")).toBe("Switzerland");
    expect(countryName("QQ")).toBe("QQ");
    expect(countryFeatureKey("QQ")).toBeNull();
  });
});

function countriesNames(): Record<string, unknown> {
  // every alpha-2 code of the generated table
  const codes: Record<string, unknown> = {};
  for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    if (countryName(code) !== code) codes[code] = true;
  }
  return codes;
}

describe("scales", () => {
  it("route width and opacity grow with the count, from the thinnest to the thickest", () => {
    expect(routeStrokeWidth(1, 100)).toBeCloseTo(1.4, 5);
    expect(routeStrokeWidth(100, 100)).toBe(5);
    expect(routeStrokeWidth(25, 100)).toBe(3);
    expect(routeStrokeWidth(0, 0)).toBe(1);
    expect(routeStrokeWidth(200, 100)).toBe(5);
    expect(routeOpacity(100, 100)).toBe(0.95);
    expect(routeOpacity(0, 100)).toBe(0.35);
    expect(routeOpacity(4, 100)).toBeLessThan(routeOpacity(9, 100));
  });

  it("airport dots and country shades", () => {
    expect(airportDotSize(0, 10)).toBe(4);
    expect(airportDotSize(10, 10)).toBe(14);
    expect(shadeStep(0, 10, 5)).toBe(0);
    expect(shadeStep(1, 10_000, 5)).toBe(1);
    expect(shadeStep(10, 10, 5)).toBe(5);
  });
});

describe("projection", () => {
  const projection = worldProjection();

  it("fits the whole world into the frame", () => {
    const zrh = projectPoint(projection, { lon: 8.55, lat: 47.46 })!;
    expect(zrh[0]).toBeGreaterThan(WORLD_WIDTH / 2);
    expect(zrh[1]).toBeLessThan(WORLD_HEIGHT / 2);
    for (const place of [{ lon: -180, lat: 0 }, { lon: 180, lat: 0 }, { lon: 0, lat: 90 }, { lon: 0, lat: -90 }]) {
      const [x, y] = projectPoint(projection, place)!;
      expect(x).toBeGreaterThanOrEqual(-0.5);
      expect(x).toBeLessThanOrEqual(WORLD_WIDTH + 0.5);
      expect(y).toBeGreaterThanOrEqual(-0.5);
      expect(y).toBeLessThanOrEqual(WORLD_HEIGHT + 0.5);
    }
  });

  it("draws a route as a great circle, and one across the date line in two pieces", () => {
    const zrhJfk = greatCirclePath(projection, { lon: 8.55, lat: 47.46 }, { lon: -73.78, lat: 40.64 })!;
    expect(zrhJfk.startsWith("M")).toBe(true);
    expect(zrhJfk.match(/M/g)).toHaveLength(1);
    // resampled: more than a straight segment, and bending north of the straight line
    expect((zrhJfk.match(/-?(?:\d+(?:\.\d+)?|\.\d+)/g) ?? []).length / 2).toBeGreaterThan(3);
    const nrtLax = greatCirclePath(projection, { lon: 140.39, lat: 35.76 }, { lon: -118.41, lat: 33.94 })!;
    expect(nrtLax.match(/M/g)).toHaveLength(2);
  });

  it("remembers each route's path by both of its ends: the same path as drawn afresh, on every call", () => {
    const zrh = { lon: 8.55, lat: 47.46 };
    const jfk = { lon: -73.78, lat: 40.64 };
    const nrt = { lon: 140.39, lat: 35.76 };
    const pairs = [[zrh, jfk], [jfk, zrh], [zrh, nrt], [nrt, jfk], [zrh, { lon: 8.55, lat: 40.64 }], [zrh, { lon: -73.78, lat: 47.46 }]] as const;
    for (let round = 0; round < 2; round++) {
      for (const [from, to] of pairs) expect(worldRoutePath(from, to)).toBe(greatCirclePath(projection, from, to));
    }
  });
});

describe("zoom and pan", () => {
  const W = 960;
  const H = 500;

  it("zooms about a point, which stays where it is", () => {
    const view = zoomAt(IDENTITY, 2, 480, 250, W, H);
    expect(view).toEqual({ k: 2, x: -480, y: -250 });
    // the centre point maps to itself: x + k * 480 = 480
    expect(view.x + view.k * 480).toBe(480);
  });

  it("never zooms out past the whole map nor in past the maximum, and never pans off the map", () => {
    expect(zoomAt(IDENTITY, 0.5, 100, 100, W, H)).toEqual(IDENTITY);
    expect(zoomAt({ k: MAX_ZOOM, x: 0, y: 0 }, 2, 0, 0, W, H).k).toBe(MAX_ZOOM);
    expect(panBy(IDENTITY, 50, 50, W, H)).toEqual(IDENTITY);
    expect(panBy({ k: 2, x: -480, y: -250 }, -10_000, 0, W, H)).toEqual({ k: 2, x: -960, y: -250 });
    expect(clampView({ k: 2, x: 100, y: -900 }, W, H)).toEqual({ k: 2, x: 0, y: -500 });
  });
});

describe("markAt: the mark a data-mark index names", () => {
  const rows = { routes: [["ZRH → LHR", 3], ["LHR → ZRH", 1]], airports: [["Zürich Airport (ZRH)", 4], ["Heathrow (LHR)", 1]] } as const;

  it("counts routes first, then airports, each with its kind", () => {
    expect(markAt(rows, 0)).toEqual({ label: "ZRH → LHR", count: 3, kind: "route" });
    expect(markAt(rows, 1)).toEqual({ label: "LHR → ZRH", count: 1, kind: "route" });
    expect(markAt(rows, 2)).toEqual({ label: "Zürich Airport (ZRH)", count: 4, kind: "airport" });
    expect(markAt(rows, 3)).toEqual({ label: "Heathrow (LHR)", count: 1, kind: "airport" });
    expect(markAt(rows, 4)).toBeUndefined();
  });
});
