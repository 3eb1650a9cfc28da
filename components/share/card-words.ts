import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type en from "@/messages/en.json";

/** The translator of a whole catalogue: the cards are drawn outside React and name their keys in full. */
export type CardTranslator = ReturnType<typeof createTranslator<typeof en>>;

/** What a picture card is written in: its language (for the shared formats) and that catalogue's messages. */
export interface CardWords {
  locale: Locale;
  t: CardTranslator;
}

export function cardWords(locale: Locale, messages: typeof en): CardWords {
  return { locale, t: createTranslator({ locale, messages }) };
}

/** A card's words in `locale`, its catalogue loaded on demand (a route handler has no page's messages). */
export async function loadCardWords(locale: Locale): Promise<CardWords> {
  return cardWords(locale, (await import(`../../messages/${locale}.json`)).default as typeof en);
}

/** A character's width as the cards reckon it, in em: a bold digit of the widest common sans-serif (DejaVu Sans) and some. */
export const CARD_CHARACTER_EM = 0.72;

/**
 * A text's width as the cards reckon it: CARD_CHARACTER_EM a character, so a line that fits here fits when drawn
 * (there is no font to measure with on the server; e2e/languages-cards.spec.ts measures the drawn lines in Chromium).
 */
export function estimatedTextWidth(text: string, fontSize: number): number {
  return [...text].length * fontSize * CARD_CHARACTER_EM;
}

/** The font size at which `text` fits `maxWidth`: `preferred`, or smaller for a longer language. */
export function fittedFontSize(text: string, maxWidth: number, preferred: number): number {
  const width = estimatedTextWidth(text, preferred);
  return width <= maxWidth ? preferred : Math.floor((preferred * maxWidth) / width);
}
