import { describe, expect, it } from "vitest";
import { localDateOf } from "@/lib/time/zoned";
import { localDateFast } from "./local-date";
import { Random } from "@/lib/random";

describe("localDateFast", () => {
  it("agrees with lib/time localDateOf across zones, DST changes and the date line", () => {
    const zones = ["Europe/Zurich", "America/New_York", "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "Australia/Lord_Howe"];
    const random = new Random(7);
    for (let i = 0; i < 2000; i++) {
      const date = new Date(Date.UTC(2005, 0, 1) + Math.floor(random.next() * 20 * 365 * 86_400_000));
      const tz = random.pick(zones);
      expect(localDateFast(date, tz), `${date.toISOString()} ${tz}`).toBe(localDateOf(date, tz));
    }
  });
});
