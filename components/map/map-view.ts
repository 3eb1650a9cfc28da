/**
 * The zoom and pan state of the flight map as pure functions: a scale k and a translation (x, y) in SVG user units,
 * applied as translate(x y) scale(k) to a map of width × height. Clamped so the map never leaves the frame.
 */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 16;
export const IDENTITY: MapView = { k: 1, x: 0, y: 0 };

/** Keeps the scaled map covering the frame: no empty margin beyond its edges. */
export function clampView(view: MapView, width: number, height: number): MapView {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.k));
  const x = Math.min(0, Math.max(width - width * k, view.x));
  const y = Math.min(0, Math.max(height - height * k, view.y));
  return { k, x, y };
}

/** Zooms by `factor` keeping the point (px, py) of the frame where it is (the cursor, the pinch centre, the middle). */
export function zoomAt(view: MapView, factor: number, px: number, py: number, width: number, height: number): MapView {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.k * factor));
  const ratio = k / view.k;
  return clampView({ k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }, width, height);
}

export function panBy(view: MapView, dx: number, dy: number, width: number, height: number): MapView {
  return clampView({ k: view.k, x: view.x + dx, y: view.y + dy }, width, height);
}

export function viewTransform(view: MapView): string {
  return `translate(${view.x.toFixed(2)} ${view.y.toFixed(2)}) scale(${view.k.toFixed(4)})`;
}
