import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { Random } from "@/lib/random";
import {
  addDays,
  formatInstant,
  formatOffset,
  isValidTimeZone,
  localDateOf,
  localToInstant,
  nextPeriodFirstDay,
  offsetMsAt,
  parseLocalDateTime,
  periodFirstDay,
  startOfLocalDay,
  startOfNextPeriod,
  startOfPeriod,
} from "./zoned";

const utc = (iso: string) => new Date(iso);

describe("localToInstant", () => {
  it.each([
    // zone, local, expected UTC instant
    ["Europe/Zurich", "2024-01-15T12:00", "2024-01-15T11:00:00.000Z"],
    ["Europe/Zurich", "2024-07-15T12:00:30", "2024-07-15T10:00:30.000Z"],
    ["America/New_York", "2024-01-15T08:05", "2024-01-15T13:05:00.000Z"],
    ["America/New_York", "2024-07-04T23:59:59", "2024-07-05T03:59:59.000Z"],
    ["Australia/Sydney", "2024-01-01T00:00", "2023-12-31T13:00:00.000Z"],
    ["Australia/Sydney", "2024-07-01T00:00", "2024-06-30T14:00:00.000Z"],
    ["Asia/Kathmandu", "2024-06-01T12:00", "2024-06-01T06:15:00.000Z"],
    ["Asia/Kathmandu", "2024-01-01T00:10", "2023-12-31T18:25:00.000Z"],
    ["Pacific/Chatham", "2024-01-15T12:00", "2024-01-14T22:15:00.000Z"], // +13:45 in summer
    ["Pacific/Chatham", "2024-07-15T12:00", "2024-07-14T23:15:00.000Z"], // +12:45 in winter
    ["Asia/Tokyo", "2024-03-31T00:30", "2024-03-30T15:30:00.000Z"],
    ["America/Sao_Paulo", "2024-12-31T23:00", "2025-01-01T02:00:00.000Z"],
    ["UTC", "2024-02-29T00:00", "2024-02-29T00:00:00.000Z"],
  ])("%s %s → %s", (tz, local, expected) => {
    expect(localToInstant(local, tz).toISOString()).toBe(expected);
  });

  it.each([
    ["Europe/Zurich", "2024-03-31T02:00"],
    ["Europe/Zurich", "2024-03-31T02:30"],
    ["Europe/Zurich", "2024-03-31T02:59:59"],
    ["America/New_York", "2024-03-10T02:30"],
    ["Australia/Sydney", "2024-10-06T02:30"],
    ["Pacific/Chatham", "2024-09-29T03:00"],
    ["America/Sao_Paulo", "2018-11-04T00:30"], // the old Brazilian change at midnight
  ])("a time in the daylight-saving gap does not exist: %s %s", (tz, local) => {
    expect(() => localToInstant(local, tz, "departure")).toThrow(InputError);
    expect(() => localToInstant(local, tz, "departure")).toThrow(/^departure: .*daylight-saving gap/);
  });

  it("the minute before and after a gap exist", () => {
    expect(localToInstant("2024-03-31T01:59", "Europe/Zurich").toISOString()).toBe("2024-03-31T00:59:00.000Z");
    expect(localToInstant("2024-03-31T03:00", "Europe/Zurich").toISOString()).toBe("2024-03-31T01:00:00.000Z");
    expect(localToInstant("2024-09-29T02:44", "Pacific/Chatham").toISOString()).toBe("2024-09-28T13:59:00.000Z");
    expect(localToInstant("2024-09-29T03:45", "Pacific/Chatham").toISOString()).toBe("2024-09-28T14:00:00.000Z");
  });

  it.each([
    // the overlap: the earlier of the two instants
    ["Europe/Zurich", "2024-10-27T02:30", "2024-10-27T00:30:00.000Z"],
    ["America/New_York", "2024-11-03T01:30", "2024-11-03T05:30:00.000Z"],
    ["Australia/Sydney", "2024-04-07T02:30", "2024-04-06T15:30:00.000Z"],
    ["Pacific/Chatham", "2024-04-07T03:00", "2024-04-06T13:15:00.000Z"],
  ])("a time in the overlap is the earlier instant: %s %s", (tz, local, expected) => {
    expect(localToInstant(local, tz).toISOString()).toBe(expected);
  });

  it("just after the overlap there is one instant again", () => {
    expect(localToInstant("2024-10-27T03:00", "Europe/Zurich").toISOString()).toBe("2024-10-27T02:00:00.000Z");
    expect(localToInstant("2024-11-03T02:00", "America/New_York").toISOString()).toBe("2024-11-03T07:00:00.000Z");
  });

  it.each(["2024-02-30T10:00", "2023-02-29T10:00", "2024-13-01T10:00", "2024-01-01T24:00", "2024-01-01T10:60", "2024-01-01 10:00", "2024-01-01T10:00Z", "2024-01-01T10", ""])(
    "rejects the malformed local time %j",
    (local) => {
      expect(() => localToInstant(local, "Europe/Zurich", "arrival")).toThrow(/^arrival: invalid local time/);
    },
  );

  it("rejects an unknown zone", () => {
    expect(() => localToInstant("2024-01-01T10:00", "Mars/Olympus_Mons")).toThrow(InputError);
  });
});

describe("formatInstant", () => {
  it.each([
    ["2024-03-31T06:05:00Z", "Europe/Zurich", "2024-03-31T08:05:00.000+02:00"],
    ["2024-03-31T00:59:59.999Z", "Europe/Zurich", "2024-03-31T01:59:59.999+01:00"],
    ["2024-03-31T01:00:00Z", "Europe/Zurich", "2024-03-31T03:00:00.000+02:00"],
    ["2024-10-27T00:30:00Z", "Europe/Zurich", "2024-10-27T02:30:00.000+02:00"],
    ["2024-10-27T01:30:00Z", "Europe/Zurich", "2024-10-27T02:30:00.000+01:00"],
    ["2024-01-15T12:00:00Z", "Europe/London", "2024-01-15T12:00:00.000+00:00"],
    ["2024-01-15T12:00:00Z", "UTC", "2024-01-15T12:00:00.000+00:00"],
    ["2024-11-03T06:30:00Z", "America/New_York", "2024-11-03T01:30:00.000-05:00"],
    ["2024-11-03T05:30:00Z", "America/New_York", "2024-11-03T01:30:00.000-04:00"],
    ["2024-06-01T06:15:00.123Z", "Asia/Kathmandu", "2024-06-01T12:00:00.123+05:45"],
    ["2024-01-14T22:15:00Z", "Pacific/Chatham", "2024-01-15T12:00:00.000+13:45"],
    ["2024-12-31T13:00:00Z", "Australia/Sydney", "2025-01-01T00:00:00.000+11:00"],
    ["2024-06-30T14:00:00Z", "Australia/Sydney", "2024-07-01T00:00:00.000+10:00"],
    ["2025-01-01T02:59:00Z", "America/Sao_Paulo", "2024-12-31T23:59:00.000-03:00"],
    ["2024-01-01T00:00:00Z", "America/St_Johns", "2023-12-31T20:30:00.000-03:30"],
  ])("%s in %s is %s", (iso, tz, expected) => {
    expect(formatInstant(utc(iso), tz)).toBe(expected);
  });

  it("never writes Z and always has milliseconds", () => {
    const text = formatInstant(utc("2024-05-05T05:05:05Z"), "Africa/Abidjan");
    expect(text).toBe("2024-05-05T05:05:05.000+00:00");
  });

  it("round-trips through Date for every hour around a transition", () => {
    const start = Date.parse("2024-10-26T20:00:00Z");
    for (let ms = start; ms < start + 12 * 3_600_000; ms += 15 * 60_000) {
      for (const tz of ["Europe/Zurich", "Australia/Sydney", "Pacific/Chatham", "America/New_York"]) {
        expect(Date.parse(formatInstant(new Date(ms), tz))).toBe(ms);
      }
    }
  });

  it("formatOffset writes hours and minutes with a sign", () => {
    expect(formatOffset(0)).toBe("+00:00");
    expect(formatOffset(345)).toBe("+05:45");
    expect(formatOffset(-570)).toBe("-09:30");
  });
});

describe("localDateOf", () => {
  it.each([
    ["2024-12-31T23:30:00Z", "Asia/Kathmandu", "2025-01-01"],
    ["2025-01-01T05:00:00Z", "America/Los_Angeles", "2024-12-31"],
    ["2025-01-01T07:59:59Z", "America/Los_Angeles", "2024-12-31"],
    ["2025-01-01T08:00:00Z", "America/Los_Angeles", "2025-01-01"],
    ["2024-06-30T13:59:59Z", "Australia/Sydney", "2024-06-30"],
    ["2024-06-30T14:00:00Z", "Australia/Sydney", "2024-07-01"],
    ["2024-03-30T23:30:00Z", "Europe/Zurich", "2024-03-31"],
    ["2024-03-30T22:59:00Z", "Europe/Zurich", "2024-03-30"],
    ["2024-02-28T11:15:00Z", "Pacific/Chatham", "2024-02-29"],
  ])("%s in %s falls on %s", (iso, tz, expected) => {
    expect(localDateOf(utc(iso), tz)).toBe(expected);
  });

  it("reads the same date as formatInstant across zones, daylight-saving changes and the date line", () => {
    const zones = ["Europe/Zurich", "America/New_York", "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "Australia/Lord_Howe"];
    const random = new Random(7);
    for (let i = 0; i < 2000; i++) {
      const date = new Date(Date.UTC(2005, 0, 1) + Math.floor(random.next() * 20 * 365 * 86_400_000));
      const tz = random.pick(zones);
      expect(localDateOf(date, tz), `${date.toISOString()} ${tz}`).toBe(formatInstant(date, tz).slice(0, 10));
      expect(localDateOf(date.getTime(), tz)).toBe(localDateOf(date, tz));
    }
  });

  it("answers for years before 1000 too", () => {
    expect(localDateOf(utc("0999-06-01T12:00:00Z"), "UTC")).toBe("0999-06-01");
    expect(localDateOf(utc("1000-01-01T20:00:00Z"), "Asia/Tokyo")).toBe("1000-01-02");
    expect(localDateOf(utc("0100-03-01T02:00:00Z"), "America/New_York")).toBe(formatInstant(utc("0100-03-01T02:00:00Z"), "America/New_York").slice(0, 10));
  });
});

describe("addDays", () => {
  it.each([
    ["2024-02-28", 1, "2024-02-29"],
    ["2024-02-29", 1, "2024-03-01"],
    ["2023-12-31", 1, "2024-01-01"],
    ["2024-01-01", -1, "2023-12-31"],
    ["2024-03-01", -2, "2024-02-28"],
    ["2024-06-15", 0, "2024-06-15"],
  ])("%s %+d is %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe("periods", () => {
  it("first days of periods", () => {
    expect(periodFirstDay("2024-03-15", "day")).toBe("2024-03-15");
    expect(periodFirstDay("2024-03-15", "month")).toBe("2024-03-01");
    expect(periodFirstDay("2024-03-15", "year")).toBe("2024-01-01");
    expect(nextPeriodFirstDay("2024-02-28", "day")).toBe("2024-02-29");
    expect(nextPeriodFirstDay("2023-02-28", "day")).toBe("2023-03-01");
    expect(nextPeriodFirstDay("2024-12-31", "day")).toBe("2025-01-01");
    expect(nextPeriodFirstDay("2024-12-15", "month")).toBe("2025-01-01");
    expect(nextPeriodFirstDay("2024-01-31", "month")).toBe("2024-02-01");
    expect(nextPeriodFirstDay("2024-07-04", "year")).toBe("2025-01-01");
    expect(() => periodFirstDay("2024-02-30", "day")).toThrow(RangeError);
  });

  it("start of a day is local midnight in the zone", () => {
    expect(startOfLocalDay("2024-07-01", "Europe/Zurich").toISOString()).toBe("2024-06-30T22:00:00.000Z");
    expect(startOfLocalDay("2024-01-01", "Europe/Zurich").toISOString()).toBe("2023-12-31T23:00:00.000Z");
    expect(startOfLocalDay("2024-03-31", "Europe/Zurich").toISOString()).toBe("2024-03-30T23:00:00.000Z");
    expect(startOfLocalDay("2024-04-01", "Europe/Zurich").toISOString()).toBe("2024-03-31T22:00:00.000Z");
    expect(startOfLocalDay("2024-06-01", "Asia/Kathmandu").toISOString()).toBe("2024-05-31T18:15:00.000Z");
    expect(startOfLocalDay("2024-01-01", "Pacific/Chatham").toISOString()).toBe("2023-12-31T10:15:00.000Z");
  });

  it("a day whose midnight falls in a gap starts when the gap ends", () => {
    // Brazil moved its clocks from 00:00 to 01:00 on 2018-11-04.
    expect(startOfLocalDay("2018-11-04", "America/Sao_Paulo").toISOString()).toBe("2018-11-04T03:00:00.000Z");
    // Samoa skipped 2011-12-30 entirely: that "day" begins when 2011-12-31 does.
    expect(startOfLocalDay("2011-12-30", "Pacific/Apia").toISOString()).toBe("2011-12-30T10:00:00.000Z");
    expect(startOfLocalDay("2011-12-31", "Pacific/Apia").toISOString()).toBe("2011-12-30T10:00:00.000Z");
  });

  it("start of a period and of the next one", () => {
    expect(startOfPeriod("2024-03-15", "month", "Europe/Zurich").toISOString()).toBe("2024-02-29T23:00:00.000Z");
    expect(startOfNextPeriod("2024-03-01", "month", "Europe/Zurich").toISOString()).toBe("2024-03-31T22:00:00.000Z");
    expect(startOfNextPeriod("2024-01-01", "year", "Australia/Sydney").toISOString()).toBe("2024-12-31T13:00:00.000Z");
    expect(startOfNextPeriod("2024-12-31", "day", "America/New_York").toISOString()).toBe("2025-01-01T05:00:00.000Z");
    expect(startOfNextPeriod("2024-10-05", "day", "Australia/Sydney").toISOString()).toBe("2024-10-05T14:00:00.000Z");
    expect(startOfNextPeriod("2024-10-06", "day", "Australia/Sydney").toISOString()).toBe("2024-10-06T13:00:00.000Z");
    expect(startOfNextPeriod("2024-06-01", "month", "Asia/Kathmandu").toISOString()).toBe("2024-06-30T18:15:00.000Z");
  });
});

describe("helpers", () => {
  it("knows IANA names", () => {
    expect(isValidTimeZone("Europe/Zurich")).toBe(true);
    expect(isValidTimeZone("Pacific/Chatham")).toBe(true);
    expect(isValidTimeZone("Europe/Nowhere")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });

  it("reads offsets", () => {
    expect(offsetMsAt(Date.parse("2024-06-01T00:00:00Z"), "Asia/Kathmandu")).toBe((5 * 60 + 45) * 60_000);
    expect(offsetMsAt(Date.parse("2024-06-01T00:00:00Z"), "America/New_York")).toBe(-4 * 3_600_000);
  });

  it("parses local date-times with range checks", () => {
    expect(parseLocalDateTime("2024-02-29T23:59:59")).toEqual({ year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59, millisecond: 0 });
    expect(parseLocalDateTime("2024-02-29T23:59:59.5")?.millisecond).toBe(500);
    expect(parseLocalDateTime("2100-02-29T00:00")).toBeNull();
  });
});

describe("offsetMsAt agrees with the wall-clock fields", () => {
  it("for many instants and zones, historic ones included", () => {
    const zones = ["Europe/Zurich", "Europe/Amsterdam", "America/New_York", "Australia/Sydney", "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Apia", "Africa/Monrovia", "America/Sao_Paulo", "UTC"];
    const parts = (tz: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: tz, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
    for (const tz of zones) {
      const formatter = parts(tz);
      for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 97 * 86_400_000 + 3_600_000 * 7 + 1_234_000) {
        const p = Object.fromEntries(formatter.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
        const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
        expect(offsetMsAt(ms, tz)).toBe(wall - Math.floor(ms / 1000) * 1000);
      }
    }
  });
});
