import { formatCo2 } from "@/components/format/co2";
import { formatDistance, formatDuration, formatInteger } from "@/components/format/units";
import { CARD_FONT_FAMILY, cardMapMarkup, cardStyle, xmlText, type CardMapBox, type CardTheme } from "@/components/share/share-card-svg";
import type { YearFigures } from "@/lib/review/get-year-review";
import type { ReviewCardInput } from "@/lib/review/review-card-input";
import { yearChange } from "@/lib/review/year-change";

/**
 * The year in review's card (/review/<year>/card.svg, and rasterised to PNG from this same SVG): the year's figures
 * with their change on the year before, new countries and airports, and the year's routes on a small world map. Sized
 * for social previews; self-contained (no external fonts or images); every text XML-escaped, coordinates computed here.
 */

export const REVIEW_CARD_WIDTH = 1200;
export const REVIEW_CARD_HEIGHT = 630;

const MAP: CardMapBox = { x: 660, y: 170, w: 480, h: 240 };

function figureCells(card: ReviewCardInput): string {
  const format = {
    flights: formatInteger,
    distanceKm: (v: number) => formatDistance(v, card.unit),
    durationSeconds: formatDuration,
    countries: formatInteger,
    airports: formatInteger,
    co2Kg: formatCo2,
  };
  const cells: [string, keyof YearFigures][] = [
    ["Flights", "flights"],
    ["Distance", "distanceKm"],
    ["Time in the air", "durationSeconds"],
    ["Countries", "countries"],
    ["Airports", "airports"],
    ["CO₂", "co2Kg"],
  ];
  return cells
    .map(([label, key], i) => {
      const x = 64 + (i % 3) * 196;
      const y = 200 + Math.floor(i / 3) * 150;
      const value = card.figures[key];
      const change = yearChange(value, card.previous ? card.previous[key] : null, card.year - 1, format[key]);
      const arrow = change.direction === "up" ? "▲ " : change.direction === "down" ? "▼ " : "";
      return (
        `<text class="muted" x="${x}" y="${y}" font-size="20">${xmlText(label)}</text>` +
        `<text class="fg" x="${x}" y="${y + 44}" font-size="${key === "co2Kg" || key === "durationSeconds" || key === "distanceKm" ? 28 : 40}" font-weight="700">${xmlText(format[key](value))}</text>` +
        `<text class="muted" x="${x}" y="${y + 76}" font-size="17">${xmlText(arrow + change.text)}</text>`
      );
    })
    .join("");
}

function plural(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${n === 1 ? one : many}`;
}

export function reviewCardSvg(card: ReviewCardInput, theme: CardTheme = "auto"): string {
  const label = card.label.length > 48 ? `${card.label.slice(0, 47)}…` : card.label;
  const firsts =
    card.figures.flights === 0
      ? `No completed flights in ${card.year}`
      : `First visits: ${plural(card.newCountries, "new country", "new countries")}, ${plural(card.newAirports, "new airport", "new airports")}`;
  const summary = `${card.label}: ${card.year} in review. ${formatInteger(card.figures.flights)} flights, ${formatDistance(card.figures.distanceKm, card.unit)}, ${formatDuration(card.figures.durationSeconds)} in the air, ${formatInteger(card.figures.countries)} countries. ${firsts}.`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${REVIEW_CARD_WIDTH}" height="${REVIEW_CARD_HEIGHT}" viewBox="0 0 ${REVIEW_CARD_WIDTH} ${REVIEW_CARD_HEIGHT}" role="img" aria-labelledby="card-title">` +
    `<title id="card-title">${xmlText(summary)}</title>` +
    `<style>${cardStyle(theme)}text{font-family:${CARD_FONT_FAMILY}}</style>` +
    `<rect class="bg" x="1" y="1" width="${REVIEW_CARD_WIDTH - 2}" height="${REVIEW_CARD_HEIGHT - 2}" rx="28" stroke-width="2"/>` +
    `<text class="fg" x="64" y="96" font-size="48" font-weight="700">${card.year} in review</text>` +
    `<text class="muted" x="64" y="136" font-size="24">${xmlText(label)}</text>` +
    `<text class="muted" x="${REVIEW_CARD_WIDTH - 64}" y="96" font-size="24" text-anchor="end">Contrail</text>` +
    figureCells(card) +
    (card.map ? cardMapMarkup(card.map, MAP, 2.5) : "") +
    `<text class="fg" x="64" y="${REVIEW_CARD_HEIGHT - 56}" font-size="24" font-weight="600">${xmlText(firsts)}</text>` +
    `</svg>`
  );
}
