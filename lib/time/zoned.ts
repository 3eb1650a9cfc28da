import { InputError } from "@/lib/errors";
import { DAY_MS, HOUR_MS } from "./durations";

/**
 * Time-zone arithmetic with nothing but Intl: the offset of a zone at an instant is read from
 * Intl.DateTimeFormat, and a local wall-clock time is turned into an instant by trying the offsets in
 * force around it.
 */

export type DatePrecision = "day" | "month" | "year";
export const DATE_PRECISIONS = ["day", "month", "year"] as const;


const wallFormatters = new Map<string, Intl.DateTimeFormat>();
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Reads the wall-clock fields of an instant (the slow, general way). */
function wallFormatterFor(tz: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallFormatters.set(tz, formatter);
  }
  return formatter;
}

/** Writes the offset as "GMT+05:45" (faster than reading every field). */
function offsetFormatterFor(tz: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "longOffset" });
    offsetFormatters.set(tz, formatter);
  }
  return formatter;
}

const resolvedZones = new Map<string, string | null>();

/**
 * The zone as this runtime (ICU) resolves it, in its canonical spelling ("asia/calcutta" → "Asia/Kolkata"),
 * or null when the name is unknown. Cached: unknown names are asked once too.
 */
export function resolveTimeZone(tz: string): string | null {
  let result = resolvedZones.get(tz);
  if (result === undefined) {
    try {
      result = new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
    } catch {
      result = null;
    }
    resolvedZones.set(tz, result);
  }
  return result;
}

/** True when `tz` is an IANA time-zone name (or alias) this runtime knows. */
export function isValidTimeZone(tz: string): boolean {
  return tz !== "" && resolveTimeZone(tz) !== null;
}

/** UTC milliseconds of a wall-clock reading (any year, unlike Date.UTC which maps 0..99 to 19xx). */
export function wallMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const OFFSET_RE = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The zone's offset from UTC in milliseconds at the instant `ms` (positive east of Greenwich). */
export function offsetMsAt(ms: number, tz: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const m = OFFSET_RE.exec(offsetFormatterFor(tz).format(new Date(whole)));
  if (m) {
    if (!m[1]) return 0;
    const value = (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) * 1000;
    return m[1] === "-" ? -value : value;
  }
  return offsetFromWallFields(whole, tz);
}

/** The offset as the difference between the wall-clock fields and the instant. */
function offsetFromWallFields(whole: number, tz: string): number {
  const parts = wallFormatterFor(tz).formatToParts(new Date(whole));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  let year = get("year");
  if (parts.find((p) => p.type === "era")?.value === "BC") year = 1 - year;
  const local = wallMs(year, get("month"), get("day"), get("hour"), get("minute"), get("second"));
  return local - whole;
}

/** The wall-clock reading (as UTC milliseconds) of an instant in a zone. */
function toWall(ms: number, tz: string): number {
  return ms + offsetMsAt(ms, tz);
}

/**
 * The instants whose wall-clock reading in `tz` is `wall` (0 in a gap, 2 in an overlap), ascending.
 * Offsets in force within a day either side cover every transition that can touch the reading.
 */
function instantsOfWall(wall: number, tz: string): number[] {
  const offsets = new Set<number>();
  for (const probe of [-DAY_MS, -14 * HOUR_MS, 0, 14 * HOUR_MS, DAY_MS]) offsets.add(offsetMsAt(wall + probe, tz));
  const found = new Set<number>();
  for (const offset of offsets) {
    const candidate = wall - offset;
    if (offsetMsAt(candidate, tz) === offset) found.add(candidate);
  }
  return [...found].sort((a, b) => a - b);
}

/** The first instant whose wall-clock reading is at or after `wall` (the end of the gap when `wall` falls in one). */
function firstInstantAtOrAfterWall(wall: number, tz: string): number {
  const exact = instantsOfWall(wall, tz);
  if (exact.length > 0) return exact[0]!;
  // In a gap the offset grows from `before` to `after`: the reading jumps over `wall` between
  // wall - after (reads earlier than wall) and wall - before (reads later).
  const offsets = [-DAY_MS, -14 * HOUR_MS, 0, 14 * HOUR_MS, DAY_MS].map((probe) => offsetMsAt(wall + probe, tz));
  let lo = wall - Math.max(...offsets);
  let hi = wall - Math.min(...offsets);
  // Invariant: toWall(lo) < wall <= toWall(hi); transitions happen on whole seconds.
  lo = Math.floor(lo / 1000);
  hi = Math.ceil(hi / 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (toWall(mid * 1000, tz) >= wall) hi = mid;
    else lo = mid;
  }
  return hi * 1000;
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** Parses "YYYY-MM-DDTHH:mm[:ss[.sss]]" and checks every component is in range; null when malformed. */
export function parseLocalDateTime(value: string): LocalDateTime | null {
  const m = LOCAL_RE.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  const second = m[6] ? Number(m[6]) : 0;
  const millisecond = m[7] ? Number(m[7].padEnd(3, "0")) : 0;
  if (!isValidCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, millisecond };
}

/** True for an existing calendar day (proleptic Gregorian). */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(wallMs(year, month + 1, 0)).getUTCDate();
}

/**
 * The instant of a local wall-clock time "YYYY-MM-DDTHH:mm[:ss]" in zone `tz`.
 * A time in a daylight-saving gap does not exist: InputError naming `field`. A time that occurs twice
 * (the overlap) means the earlier instant.
 */
export function localToInstant(local: string, tz: string, field = "time"): Date {
  const parsed = parseLocalDateTime(local);
  if (!parsed) throw new InputError(`${field}: invalid local time ${JSON.stringify(local)}, expected YYYY-MM-DDTHH:mm[:ss]`, field);
  if (!isValidTimeZone(tz)) throw new InputError(`${field}: unknown time zone ${JSON.stringify(tz)}`, field);
  const wall = wallMs(parsed.year, parsed.month, parsed.day, parsed.hour, parsed.minute, parsed.second, parsed.millisecond);
  const instants = instantsOfWall(wall, tz);
  if (instants.length === 0) throw new DaylightSavingGapError(field, local, tz);
  return new Date(instants[0]!);
}

export function daylightSavingGapMessage(field: string, local: string, tz: string): string {
  return `${field}: ${local} does not exist in ${tz} (daylight-saving gap)`;
}

/** A local time that does not exist in its zone: its parts stay readable, so a report can word it in any language. */
export class DaylightSavingGapError extends InputError {
  constructor(
    field: string,
    readonly local: string,
    readonly tz: string,
  ) {
    super(daylightSavingGapMessage(field, local, tz), field);
  }
}

function pad(value: number, width = 2): string {
  return String(Math.abs(value)).padStart(width, "0");
}

function formatYear(year: number): string {
  if (year >= 0 && year <= 9999) return pad(year, 4);
  return (year < 0 ? "-" : "+") + pad(year, 6);
}

/** A wall-clock reading as "YYYY-MM-DDTHH:mm:ss.sss". */
function formatWall(wall: number): string {
  const d = new Date(wall);
  return (
    `${formatYear(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`
  );
}

/** "+05:45" for an offset in minutes; never "Z". */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * ISO 8601 with milliseconds and the zone's numeric offset at that instant, e.g. "2024-03-31T08:05:00.000+02:00"
 * (UTC is "+00:00", never "Z"). Historic offsets with seconds are rounded to the minute; the string still
 * denotes exactly `date`.
 */
export function formatInstant(date: Date, tz: string): string {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("formatInstant: invalid date");
  const offsetMinutes = Math.round(offsetMsAt(ms, tz) / 60_000);
  return formatWall(ms + offsetMinutes * 60_000) + formatOffset(offsetMinutes);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** Writes a local date as "YYYY-MM-DD" (the en-CA locale writes ISO dates). */
function dateFormatterFor(tz: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormatters.set(tz, formatter);
  }
  return formatter;
}

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
// four-digit years with a day to spare either side for any zone's offset
const FOUR_DIGIT_YEARS_FROM = Date.UTC(1000, 0, 2);
const FOUR_DIGIT_YEARS_UNTIL = Date.UTC(9999, 11, 30);

/**
 * The local calendar date "YYYY-MM-DD" of an instant in a zone. One cached Intl call answers for four-digit years
 * (an importer or a seed asks this for every row); the offset arithmetic answers otherwise, and whenever the
 * runtime's locale data writes another shape.
 */
export function localDateOf(date: Date | number, tz: string): string {
  const ms = typeof date === "number" ? date : date.getTime();
  if (ms >= FOUR_DIGIT_YEARS_FROM && ms <= FOUR_DIGIT_YEARS_UNTIL) {
    const text = dateFormatterFor(tz).format(ms);
    if (ISO_DATE_RE.test(text)) return text;
  }
  return formatWall(toWall(ms, tz)).slice(0, 10);
}

/** The date ("YYYY-MM-DD") `days` calendar days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return formatWall(wallMs(year, month, day + days)).slice(0, 10);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): { year: number; month: number; day: number } {
  const m = DATE_RE.exec(date);
  const year = Number(m?.[1]);
  const month = Number(m?.[2]);
  const day = Number(m?.[3]);
  if (!m || !isValidCalendarDate(year, month, day)) throw new RangeError(`not a date: ${JSON.stringify(date)}`);
  return { year, month, day };
}

/** The first day ("YYYY-MM-DD") of the day/month/year period containing `date`. */
export function periodFirstDay(date: string, precision: DatePrecision): string {
  const { year, month, day } = parseDate(date);
  if (precision === "year") return `${formatYear(year)}-01-01`;
  if (precision === "month") return `${formatYear(year)}-${pad(month)}-01`;
  return `${formatYear(year)}-${pad(month)}-${pad(day)}`;
}

/** The first day ("YYYY-MM-DD") of the period after the one containing `date`. */
export function nextPeriodFirstDay(date: string, precision: DatePrecision): string {
  const { year, month, day } = parseDate(date);
  const wall =
    precision === "year" ? wallMs(year + 1, 1, 1) : precision === "month" ? wallMs(year, month + 1, 1) : wallMs(year, month, day + 1);
  return formatWall(wall).slice(0, 10);
}

/** The instant the local day `date` ("YYYY-MM-DD") begins in `tz`: local midnight, or the end of a gap covering it. */
export function startOfLocalDay(date: string, tz: string): Date {
  const { year, month, day } = parseDate(date);
  return new Date(firstInstantAtOrAfterWall(wallMs(year, month, day), tz));
}

/** The instant the day/month/year period containing `date` begins in `tz`. */
export function startOfPeriod(date: string, precision: DatePrecision, tz: string): Date {
  return startOfLocalDay(periodFirstDay(date, precision), tz);
}

/** The instant the period after the one containing `date` begins in `tz` (when a date-only flight is over). */
export function startOfNextPeriod(date: string, precision: DatePrecision, tz: string): Date {
  return startOfLocalDay(nextPeriodFirstDay(date, precision), tz);
}
