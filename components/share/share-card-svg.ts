import { formatDistance, formatDuration, formatInteger } from "@/components/format/units";
import { fittedFontSize, type CardWords } from "@/components/share/card-words";
import type { RouteMap } from "@/lib/stats/dashboard/route-map";
import type { DistanceUnit } from "@/lib/users/display-preferences";

/**
 * The card of a share link (/share/<slug>/card.svg): its label, the owner's totals (when the link shows statistics)
 * and a tiny equirectangular map of their routes (when it shows the map). A link without statistics gets a card
 * without figures rather than a 404, so an embedded card never breaks when the owner turns figures off.
 * Every text is XML-escaped; coordinates are numbers this file computes.
 */

export const CARD_THEMES = ["auto", "light", "dark"] as const;
export type CardTheme = (typeof CARD_THEMES)[number];

export interface ShareCardInput {
  label: string;
  unit: DistanceUnit;
  stats: { flights: number; distanceKm: number; durationSeconds: number; countries: number } | null;
  map: RouteMap | null;
}

const WIDTH = 480;
const HEIGHT = 200;
/** A card's map box; 2:1 like the projection. */
export interface CardMapBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** the map's box: right half */
const MAP: CardMapBox = { x: 256, y: 56, w: 208, h: 104 };
/** the most routes drawn: the card stays a few kilobytes */
export const CARD_ROUTE_LIMIT = 150;

const PALETTES = {
  light: { bg: "#ffffff", border: "#cbd5e1", fg: "#0f172a", muted: "#475569", land: "#e2e8f0", route: "#0369a1", airport: "#0c4a6e" },
  dark: { bg: "#0f172a", border: "#334155", fg: "#f1f5f9", muted: "#cbd5e1", land: "#1e293b", route: "#38bdf8", airport: "#e0f2fe" },
} as const;

/** The cards' fonts, ending in a generic family (a rasterizer without the others still finds one). */
export const CARD_FONT_FAMILY = `system-ui,-apple-system,"Segoe UI",Roboto,sans-serif`;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** Characters XML 1.0 cannot hold at all (escaping does not help): dropped. */
export function xmlText(text: string): string {
  return escapeXml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ""));
}

/** The cards' colours as CSS classes (bg, fg, muted, land, route, airport) for a theme; auto follows the viewer. */
export function cardStyle(theme: CardTheme): string {
  const rules = (p: (typeof PALETTES)[keyof typeof PALETTES]) =>
    `.bg{fill:${p.bg};stroke:${p.border}}.fg{fill:${p.fg}}.muted{fill:${p.muted}}.land{fill:${p.land}}.route{stroke:${p.route}}.airport{fill:${p.airport}}`;
  if (theme === "light") return rules(PALETTES.light);
  if (theme === "dark") return rules(PALETTES.dark);
  // auto: light, dark where the viewer's device is (an <img> follows its page's colour scheme)
  return `${rules(PALETTES.light)}@media (prefers-color-scheme: dark){${rules(PALETTES.dark)}}`;
}

/** A line of a card's text in class `cls`, its font shrunk from `size` as needed to fit `maxWidth`; `attributes` as given. */
export function fittedText(cls: string, x: number, y: number, size: number, text: string, maxWidth: number, attributes = ""): string {
  return `<text class="${cls}" x="${x}" y="${y}" font-size="${fittedFontSize(text, maxWidth, size)}"${attributes}>${xmlText(text)}</text>`;
}

export function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function project(lat: number, lon: number, box: CardMapBox): [number, number] {
  return [box.x + ((lon + 180) / 360) * box.w, box.y + ((90 - lat) / 180) * box.h];
}

/** Straight lines in the projection; a route across the antimeridian is drawn twice, shifted, and clipped to the box. */
function routesPath(map: RouteMap, box: CardMapBox): string {
  const byId = new Map(map.airports.map((airport) => [airport.id, airport]));
  let d = "";
  for (const route of map.routes.slice(0, CARD_ROUTE_LIMIT)) {
    const from = byId.get(route.fromId);
    const to = byId.get(route.toId);
    if (!from || !to) continue;
    let toLon = to.lon;
    if (toLon - from.lon > 180) toLon -= 360;
    if (from.lon - toLon > 180) toLon += 360;
    const shifts = toLon === to.lon ? [0] : [0, to.lon - toLon];
    for (const shift of shifts) {
      const [x1, y1] = project(from.lat, from.lon + shift, box);
      const [x2, y2] = project(to.lat, toLon + shift, box);
      d += `M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}`;
    }
  }
  return d;
}

/** The map of a card in `box`: land, routes (at most CARD_ROUTE_LIMIT) and airports, clipped to the box. */
export function cardMapMarkup(map: RouteMap, box: CardMapBox = MAP, scale = 1): string {
  const dots = map.airports
    .slice(0, CARD_ROUTE_LIMIT * 2)
    .map((airport) => {
      const [x, y] = project(airport.lat, airport.lon, box);
      return `<circle class="airport" cx="${round(x)}" cy="${round(y)}" r="${round(1.6 * scale)}"/>`;
    })
    .join("");
  const routes = routesPath(map, box);
  return (
    `<clipPath id="map-box"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${round(6 * scale)}"/></clipPath>` +
    `<g clip-path="url(#map-box)"><rect class="land" x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/>` +
    (routes ? `<path class="route" d="${routes}" fill="none" stroke-width="${round(scale)}" stroke-opacity="0.75" stroke-linecap="round"/>` : "") +
    `${dots}</g>`
  );
}

/** A figure's width on the share card: the gap to the next column, or to the map. */
export const SHARE_CELL_WIDTH = 108;

function figuresMarkup(stats: NonNullable<ShareCardInput["stats"]>, unit: DistanceUnit, { locale, t }: CardWords): string {
  const figures = [
    [t("Share.card.flights"), formatInteger(stats.flights, locale)],
    [t("Share.card.distance"), formatDistance(stats.distanceKm, unit, locale)],
    [t("Share.card.duration"), formatDuration(stats.durationSeconds, locale)],
    [t("Share.card.countries"), formatInteger(stats.countries, locale)],
  ] as const;
  return figures
    .map(([label, value], i) => {
      const x = 24 + (i % 2) * 116;
      const y = 84 + Math.floor(i / 2) * 56;
      return fittedText("muted", x, y, 12, label, SHARE_CELL_WIDTH) + fittedText("fg", x, y + 22, 18, value, SHARE_CELL_WIDTH, ' font-weight="600"');
    })
    .join("");
}

export function shareCardSvg(card: ShareCardInput, words: CardWords, theme: CardTheme = "auto"): string {
  const { locale, t } = words;
  const label = card.label.length > 40 ? `${card.label.slice(0, 39)}…` : card.label;
  const summary = card.stats
    ? t("Share.card.summary", {
        label: card.label,
        flights: card.stats.flights,
        distance: formatDistance(card.stats.distanceKm, card.unit, locale),
        duration: formatDuration(card.stats.durationSeconds, locale),
        countries: card.stats.countries,
      })
    : card.label;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="card-title">` +
    `<title id="card-title">${xmlText(summary)}</title>` +
    `<style>${cardStyle(theme)}text{font-family:${CARD_FONT_FAMILY}}</style>` +
    `<rect class="bg" x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="12" stroke-width="1"/>` +
    `<text class="fg" x="24" y="38" font-size="17" font-weight="600">${xmlText(label)}</text>` +
    `<text class="muted" x="${WIDTH - 24}" y="38" font-size="12" text-anchor="end">Contrail</text>` +
    (card.stats ? figuresMarkup(card.stats, card.unit, words) : "") +
    (card.map ? cardMapMarkup(card.map) : "") +
    `</svg>`
  );
}
