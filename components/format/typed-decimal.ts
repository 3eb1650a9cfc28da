import type { Locale } from "@/lib/i18n/locales";
import { numberFormat } from "./intl-cache";

/** The language's own decimal mark, as its number format writes it ("." in English, "," in German, French, Spanish). */
export function decimalMark(locale: Locale): string {
  return numberFormat(locale, {}).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
}

/** A sign, digits, at most one mark, digits; at least one digit on either side of the mark. */
const TYPED_DECIMAL = /^([+\-\u2212]?)(\d*)(?:([.,])(\d*))?$/;

/**
 * A decimal a person typed in a form, read the page's language's way: its own decimal mark ("48,3538" in German,
 * French or Spanish) or the point, which every language accepts (pasted from a map). A leading sign (the typographic
 * minus too) and surrounding spaces are fine; digit grouping is not (a comma in English is refused rather than read
 * as a thousands separator). Null when the text is no such number.
 */
export function parseTypedDecimal(text: string, locale: Locale): number | null {
  const match = TYPED_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = "", whole = "", mark, fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  if (mark !== undefined && mark !== "." && mark !== decimalMark(locale)) return null;
  const value = Number(`${whole || "0"}.${fraction || "0"}`);
  return sign === "-" || sign === "\u2212" ? 0 - value : value;
}
