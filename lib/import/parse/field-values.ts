import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS, type FlightReason, type SeatClass, type SeatPosition } from "@/lib/flights/enums";
import { parseDateInput, type ParsedDateInput } from "@/lib/flights/flight-input";
import { cutTo, type AirlineRef, type DroppedValue, type ImportTime } from "../import-row";
import type { FieldAt } from "../reasons";

/** Cell values shared by several formats: clock times, durations, dates and the seat / class / reason words. */

/** "8:05", "08:05:30" → "08:05" / "08:05:30"; null when empty or not a time of day. */
export function parseClock(value: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? null : Number(m[3]);
  if (hour > 23 || minute > 59 || (second !== null && second > 59)) return null;
  const hm = `${String(hour).padStart(2, "0")}:${m[2]}`;
  return second === null ? hm : `${hm}:${m[3]}`;
}

/** "01:30:00" or "1:30" (hours:minutes[:seconds]) → seconds; null when empty or malformed. */
export function parseHoursMinutes(value: string): number | null {
  const m = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const minutes = Number(m[2]);
  const seconds = Number(m[3] ?? 0);
  if (minutes > 59 || seconds > 59) return null;
  return Number(m[1]) * 3600 + minutes * 60 + seconds;
}

/** "2024-03-15" | "2024-03" | "2024" → first day of the period and its precision. */
export function parsePeriodDate(value: string): ParsedDateInput | null {
  return parseDateInput(value.trim());
}

/** An optional text cell: empty (and the given placeholders) → null. */
export function optionalText(value: string | null | undefined, placeholders: readonly string[] = []): string | null {
  const text = (value ?? "").trim();
  if (!text || placeholders.includes(text)) return null;
  return text;
}

function word(value: string): string {
  return value.trim().toLowerCase().replace(/[\s_-]+/g, " ");
}

const SEAT_WORDS: ReadonlyMap<string, SeatPosition> = new Map(Object.entries<SeatPosition>({
  window: "window",
  aisle: "aisle",
  middle: "middle",
  center: "middle",
  centre: "middle",
  pilot: "pilot",
  captain: "pilot",
  "first officer": "copilot",
  copilot: "copilot",
  "co pilot": "copilot",
  jumpseat: "jumpseat",
  "jump seat": "jumpseat",
  other: "other",
}));

/** A seat position named in words; null when empty or not one we know. */
export function seatPositionFromWord(value: string): SeatPosition | null {
  const key = word(value);
  if ((SEAT_POSITIONS as readonly string[]).includes(key)) return key as SeatPosition;
  return SEAT_WORDS.get(key) ?? null;
}

const CLASS_WORDS: ReadonlyMap<string, SeatClass> = new Map(Object.entries<SeatClass>({
  economy: "economy",
  coach: "economy",
  "eco light": "economy",
  ecolight: "economy",
  "economy+": "economy+",
  "economy plus": "economy+",
  "premium economy": "economy+",
  premium: "economy+",
  plus: "economy+",
  business: "business",
  first: "first",
  "first class": "first",
  private: "private",
}));

/** A seat class named in words ("Premium Economy", "ECONOMY", "BUSINESS (C)"); null when unknown. */
export function seatClassFromWord(value: string): SeatClass | null {
  const key = word(value.replace(/\(.*\)/, ""));
  if ((SEAT_CLASSES as readonly string[]).includes(key)) return key as SeatClass;
  return CLASS_WORDS.get(key) ?? null;
}

const REASON_WORDS: ReadonlyMap<string, FlightReason> = new Map(Object.entries<FlightReason>({
  leisure: "leisure",
  personal: "leisure",
  vacation: "leisure",
  holiday: "leisure",
  business: "business",
  work: "business",
  crew: "crew",
  other: "other",
}));

/** A flight reason named in words; null when unknown. */
export function flightReasonFromWord(value: string): FlightReason | null {
  const key = word(value);
  if ((FLIGHT_REASONS as readonly string[]).includes(key)) return key as FlightReason;
  return REASON_WORDS.get(key) ?? null;
}

/** The flight number: upper case, no spaces ("lx 318" → "LX318"); null when empty. Resolving cuts it to the stored length. */
export function normalizeFlightNumber(value: string | null | undefined): string | null {
  const text = (value ?? "").replace(/\s+/g, "").toUpperCase();
  return text || null;
}

/**
 * The airline a flight number starts with: three letters are its ICAO code ("SWR318"), else two characters its IATA
 * code ("LX318", "U21234"); null when the number starts with neither. Codeshare marks ("SL*1508") are removed first.
 */
export function airlineFromFlightNumber(flightNumber: string | null): AirlineRef | null {
  const text = (flightNumber ?? "").replace("*", "");
  const icao = /^([A-Z]{3})\d{1,5}[A-Z]?$/.exec(text)?.[1];
  if (icao) return { key: icao, icao, iata: null, name: null };
  const iata = /^([A-Z0-9]{2})\d{1,5}[A-Z]?$/.exec(text)?.[1];
  if (iata && !/^\d{2}$/.test(iata)) return { key: iata, icao: null, iata, name: null };
  return null;
}

/** A cell read by `read` (a word or a code); a filled cell it cannot read is noted in `dropped` at `at`. */
export function knownValue<T>(cell: string, read: (cell: string) => T | null, at: FieldAt, dropped: DroppedValue[], placeholders: readonly string[] = []): T | null {
  const value = read(cell);
  if (value === null && optionalText(cell, placeholders) !== null) dropped.push({ ...at, reason: { code: "unknownValue" } });
  return value;
}

/** An optional text cut to a column's length; a cut is noted in `dropped` at `at`. */
export function cutText(value: string | null, max: number, at: FieldAt, dropped: DroppedValue[]): string | null {
  return value === null ? null : cutTo(value, max, at, dropped);
}

/** Free text cut to a column's length. */
export function clip(value: string | null, max: number): string | null {
  return value === null ? null : value.slice(0, max);
}

/**
 * The arrival the file states, else the departure plus the stated duration. A duration with no departure to count it
 * from is noted in `dropped` under the file's `column` for it.
 */
export function arrivalOrAfterDeparture(
  departure: ImportTime | null,
  arrival: ImportTime | null,
  durationSeconds: number | null,
  column: string,
  dropped: DroppedValue[],
): ImportTime | null {
  if (durationSeconds && !departure) dropped.push({ field: "duration", column, reason: { code: "noDepartureForDuration" } });
  if (arrival || !departure || !durationSeconds) return arrival;
  return { kind: "afterDeparture", seconds: durationSeconds };
}
