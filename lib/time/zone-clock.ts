import { InputError } from "@/lib/errors";
import { localToInstant, offsetMsAt, parseLocalDateTime, wallMs } from "./zoned";
import { HOUR_MS } from "./durations";

/**
 * localToInstant (lib/time/zoned.ts) for many rows: the zone's offset is looked up once per zone and local day. On a day without a
 * daylight-saving change (all but a couple a year) a wall-clock time is simply wall − offset; on a day with one, the
 * reading goes to lib/time/zoned's localToInstant, which owns the gap and overlap rules. Each Intl lookup costs
 * microseconds, and a 50,000-row file would otherwise make a million of them.
 */

/** enough for every day of a large file's busiest zones; the cache starts over beyond it to bound memory */
const MAX_CACHED_DAYS = 20_000;

export class ZoneClock {
  /** `${tz}|${date}` → the offset in force all that local day, or null when it changes during the day */
  private readonly dayOffsets = new Map<string, number | null>();

  /** The instant of a local "YYYY-MM-DDTHH:mm[:ss]" in `tz`; InputError naming `field` in a gap or when malformed. */
  toInstant(local: string, tz: string, field: string): Date {
    const parsed = parseLocalDateTime(local);
    if (!parsed) return localToInstant(local, tz, field);
    const dayStart = wallMs(parsed.year, parsed.month, parsed.day);
    const offset = this.dayOffset(tz, local.slice(0, 10), dayStart);
    if (offset === null) return localToInstant(local, tz, field);
    const wall = dayStart + ((parsed.hour * 60 + parsed.minute) * 60 + parsed.second) * 1000 + parsed.millisecond;
    return new Date(wall - offset);
  }

  private dayOffset(tz: string, date: string, dayStart: number): number | null {
    const key = `${tz}|${date}`;
    let offset = this.dayOffsets.get(key);
    if (offset === undefined) {
      try {
        // Offsets lie within ±14 h: these three instants bracket the whole local day in any zone.
        const probes = [dayStart - 14 * HOUR_MS, dayStart + 12 * HOUR_MS, dayStart + 38 * HOUR_MS].map((ms) => offsetMsAt(ms, tz));
        offset = probes.every((o) => o === probes[0]) ? probes[0]! : null;
      } catch {
        throw new InputError(`unknown time zone ${JSON.stringify(tz)}`);
      }
      if (this.dayOffsets.size >= MAX_CACHED_DAYS) this.dayOffsets.clear();
      this.dayOffsets.set(key, offset);
    }
    return offset;
  }
}
