import type { Translate } from "@/components/format/translator";
import type { KnownField } from "@/lib/capture/known/known-fields";
import type { KnownFlight } from "@/lib/capture/known/known-flight";

/** The add form's fields a known flight may fill, as they stand: their text, or null for a field not shown. */
export type KnownFieldTexts = Partial<Record<KnownField, string | null>>;

/** What a known flight puts in the form: the fields it fills (field → code or "HH:MM") and the note each shows. */
export interface KnownFill {
  values: Partial<Record<KnownField, string>>;
  note: string;
}

/**
 * The fields the user's earlier flight fills: only those shown and still empty, so nothing typed is ever
 * overwritten (a time field is not shown when the date is known only to the month).
 */
export function knownFillOf(current: KnownFieldTexts, known: KnownFlight, t: Translate): KnownFill {
  const values: Partial<Record<KnownField, string>> = {};
  for (const field of known.filled) {
    const value = known[field];
    const now = current[field];
    if (value && typeof now === "string" && now.trim() === "") values[field] = value;
  }
  return { values, note: t("FlightForm.known.note", { flight: known.flightNumber, date: known.sourceDate }) };
}
