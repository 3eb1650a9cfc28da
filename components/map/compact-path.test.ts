import { geoPath } from "d3-geo";
import type { Feature, FeatureCollection, LineString } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import landTopology from "world-atlas/land-110m.json";
import { describe, expect, it } from "vitest";
import { compactPathOf, tenths } from "./compact-path";
import { worldProjection } from "./world-projection";

type Step = ["M" | "L", number, number] | ["Z"];

/** Absolute points in tenths, read from SVG path data with M, L, l and Z commands; a point equal to the one before left out. */
function stepsOf(d: string): Step[] {
  const tokens = d.match(/[MLlZz]|-?(?:\d+(?:\.\d+)?|\.\d+)/g) ?? [];
  const steps: Step[] = [];
  let command = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/[MLlZz]/.test(token)) {
      command = token;
      if (command === "Z" || command === "z") {
        steps.push(["Z"]);
        [x, y] = [startX, startY];
      }
      continue;
    }
    const [a, b] = [Math.round(Number(token) * 10), Math.round(Number(tokens[++i]) * 10)];
    if (command === "M") {
      [x, y, startX, startY] = [a, b, a, b];
      steps.push(["M", x, y]);
      continue;
    }
    const [nx, ny] = command === "l" ? [x + a, y + b] : [a, b];
    if (nx !== x || ny !== y) steps.push(["L", nx, ny]);
    [x, y] = [nx, ny];
  }
  return steps;
}

describe("compact path data", () => {
  it("writes tenths as the shortest SVG numbers", () => {
    expect([0, 5, -5, 10, -10, 123, -123, 2001].map(tenths)).toEqual(["0", ".5", "-.5", "1", "-1", "12.3", "-12.3", "200.1"]);
  });

  const projection = worldProjection();
  const absolute = geoPath(projection).digits(1);
  const compact = compactPathOf(projection);
  const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as FeatureCollection | Feature;
  const routes: LineString[] = [
    { type: "LineString", coordinates: [[8.55, 47.46], [-73.78, 40.64]] },
    { type: "LineString", coordinates: [[140.39, 35.76], [-118.41, 33.94]] }, // across the date line: two pieces
    { type: "LineString", coordinates: [[151.18, -33.95], [-0.46, 51.47]] },
  ];

  it("puts every point where d3's one-decimal absolute path puts it, land and routes alike", () => {
    for (const shape of [land, ...routes]) {
      expect(stepsOf(compact(shape))).toEqual(stepsOf(absolute(shape) ?? ""));
    }
  });

  it("is much shorter than the absolute path", () => {
    expect(compact(land).length).toBeLessThan(0.75 * (absolute(land) ?? "").length);
  });

  it("starts afresh for every shape drawn with the same generator", () => {
    const [first, second] = [compact(routes[0]!), compact(routes[0]!)];
    expect(second).toBe(first);
    expect(first.startsWith("M")).toBe(true);
  });
});
