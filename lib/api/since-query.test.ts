import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { sinceParamOf } from "./since-query";

const of = (query: string) => sinceParamOf(new URLSearchParams(query));

describe("sinceParamOf", () => {
  it("is absent when not given, and the instant it names when given with an offset", () => {
    expect(of("scope=mine")).toBeUndefined();
    expect(of("since=2026-11-26T14:00:00Z")).toEqual(new Date("2026-11-26T14:00:00.000Z"));
    expect(of(`since=${encodeURIComponent("2026-11-26T14:00:00.250+02:00")}`)).toEqual(new Date("2026-11-26T12:00:00.250Z"));
  });

  it.each(["", "yesterday", "2026-11-26", "2026-11-26T14:00:00", "2026-02-30T10:00:00Z", "1764165600000", "2026-11-26T25:00:00Z"])(
    "refuses %j with a 400 naming since",
    (text) => {
      let error: unknown;
      try {
        of(`since=${encodeURIComponent(text)}`);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).field).toBe("since");
      expect((error as InputError).message).toMatch(/^since: must be an instant/);
    },
  );

  it("refuses since given twice", () => {
    expect(() => of("since=2026-11-26T14:00:00Z&since=2026-11-26T15:00:00Z")).toThrow("since must be given at most once");
  });
});
