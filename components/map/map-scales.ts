/**
 * Scales of the flight map, shared by the server-drawn SVG and its client viewport: how thick and dark a route, how
 * big an airport dot, how dark a visited country. Square roots, so that one route flown a thousand times does not
 * turn the rest into hairlines.
 */

function share(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return Math.sqrt(Math.min(value, max) / max);
}

/** Stroke width in screen pixels: 1 for the least flown route, 5 for the most flown. */
export function routeStrokeWidth(count: number, max: number): number {
  return round2(1 + 4 * share(count, max));
}

/** Stroke opacity: 0.35 to 0.95, so overlapping rarely flown routes still read as lines. */
export function routeOpacity(count: number, max: number): number {
  return round2(0.35 + 0.6 * share(count, max));
}

/** Dot diameter in screen pixels: 4 to 14. */
export function airportDotSize(visits: number, max: number): number {
  return round2(4 + 10 * share(visits, max));
}

/** Shade step 1..steps of a visited country (0 for none): the most visited gets the darkest. */
export function shadeStep(visits: number, max: number, steps: number): number {
  if (!(visits > 0)) return 0;
  return Math.max(1, Math.ceil(share(visits, max) * steps));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
