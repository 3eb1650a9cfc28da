import { formatCo2 } from "@/components/format/co2";
import { formatDistance, formatDuration, formatInteger } from "@/components/format/units";
import type { CardWords } from "@/components/share/card-words";
import { CARD_FONT_FAMILY, cardMapMarkup, cardStyle, fittedText, xmlText, type CardMapBox, type CardTheme } from "@/components/share/share-card-svg";
import type { YearFigures } from "@/lib/review/get-year-review";
import type { ReviewCardInput } from "@/lib/review/review-card-input";
import { changeSign, yearChangeParts } from "@/lib/review/year-change";

/**
 * The year in review's card (/review/<year>/card.svg, and rasterised to PNG from this same SVG): the year's figures
 * with their change on the year before, new countries and airports, and the year's routes on a small world map. Sized
 * for social previews; self-contained (no external fonts or images); every text XML-escaped, coordinates computed here.
 */

export const REVIEW_CARD_WIDTH = 1200;
export const REVIEW_CARD_HEIGHT = 630;

const MAP: CardMapBox = { x: 660, y: 170, w: 480, h: 240 };

/** A figure cell's width: the gap to the next column, or to the map for the last one. */
export const REVIEW_CELL_WIDTH = 184;

function figureCells(card: ReviewCardInput, { locale, t }: CardWords): string {
  const format = {
    flights: (v: number) => formatInteger(v, locale),
    distanceKm: (v: number) => formatDistance(v, card.unit, locale),
    durationSeconds: (v: number) => formatDuration(v, locale),
    countries: (v: number) => formatInteger(v, locale),
    airports: (v: number) => formatInteger(v, locale),
    co2Kg: (v: number) => formatCo2(v, locale),
  };
  const cells: [string, keyof YearFigures][] = [
    [t("Review.figures.flights"), "flights"],
    [t("Review.figures.distance"), "distanceKm"],
    [t("Review.figures.duration"), "durationSeconds"],
    [t("Review.figures.countries"), "countries"],
    [t("Review.figures.airports"), "airports"],
    [t("Review.figures.co2"), "co2Kg"],
  ];
  const previousYear = String(card.year - 1);
  return cells
    .map(([label, key], i) => {
      const x = 64 + (i % 3) * 196;
      const y = 200 + Math.floor(i / 3) * 150;
      const value = card.figures[key];
      const change = yearChangeParts(value, card.previous ? card.previous[key] : null);
      const changeText = t("Review.figures.change", { kind: change.kind, sign: changeSign(change.direction), ratio: change.ratio, difference: format[key](change.difference), year: previousYear });
      const arrow = change.direction === "up" ? "▲ " : change.direction === "down" ? "▼ " : "";
      const valueText = format[key](value);
      return (
        fittedText("muted", x, y, 20, label, REVIEW_CELL_WIDTH) +
        fittedText("fg", x, y + 44, key === "co2Kg" || key === "durationSeconds" || key === "distanceKm" ? 28 : 40, valueText, REVIEW_CELL_WIDTH, ' font-weight="700"') +
        fittedText("muted", x, y + 76, 17, arrow + changeText, REVIEW_CELL_WIDTH)
      );
    })
    .join("");
}

/** The line under the figures: the year's first visits, or that it had no flight. */
function firstsText(card: ReviewCardInput, t: CardWords["t"]): string {
  if (card.figures.flights === 0) return t("Review.emptyYear.title", { year: String(card.year) });
  return t("Review.card.firsts", { countries: card.newCountries, airports: card.newAirports });
}

export function reviewCardSvg(card: ReviewCardInput, words: CardWords, theme: CardTheme = "auto"): string {
  const { locale, t } = words;
  const label = card.label.length > 48 ? `${card.label.slice(0, 47)}…` : card.label;
  const firsts = firstsText(card, t);
  const summary = t("Review.card.summary", {
    label: card.label,
    year: String(card.year),
    flights: card.figures.flights,
    distance: formatDistance(card.figures.distanceKm, card.unit, locale),
    duration: formatDuration(card.figures.durationSeconds, locale),
    countries: card.figures.countries,
    firsts,
  });
  const textWidth = REVIEW_CARD_WIDTH - 128;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${REVIEW_CARD_WIDTH}" height="${REVIEW_CARD_HEIGHT}" viewBox="0 0 ${REVIEW_CARD_WIDTH} ${REVIEW_CARD_HEIGHT}" role="img" aria-labelledby="card-title">` +
    `<title id="card-title">${xmlText(summary)}</title>` +
    `<style>${cardStyle(theme)}text{font-family:${CARD_FONT_FAMILY}}</style>` +
    `<rect class="bg" x="1" y="1" width="${REVIEW_CARD_WIDTH - 2}" height="${REVIEW_CARD_HEIGHT - 2}" rx="28" stroke-width="2"/>` +
    // the heading leaves room for the product name at the right
    fittedText("fg", 64, 96, 48, t("Review.yearTitle", { year: String(card.year) }), textWidth - 160, ' font-weight="700"') +
    fittedText("muted", 64, 136, 24, label, textWidth) +
    `<text class="muted" x="${REVIEW_CARD_WIDTH - 64}" y="96" font-size="24" text-anchor="end">Contrail</text>` +
    figureCells(card, words) +
    (card.map ? cardMapMarkup(card.map, MAP, 2.5) : "") +
    fittedText("fg", 64, REVIEW_CARD_HEIGHT - 56, 24, firsts, textWidth, ' font-weight="600"') +
    `</svg>`
  );
}
