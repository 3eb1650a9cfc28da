import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { rangeParamsOf, sinceParamOf, singleParam } from "./query-params";

const NOW = new Date("2025-03-01T10:00:00Z");
const of = (query: string) => rangeParamsOf(new URLSearchParams(query), NOW);

describe("rangeParamsOf", () => {
  it("is all time (null) without a period, and reads a year, the last 12 months and a custom range as the page does", () => {
    expect(of("")).toBeNull();
    expect(of("scope=all&userId=x")).toBeNull();
    expect(of("year=2024")).toMatchObject({ since: "2024-01-01", until: "2024-12-31" });
    expect(of("year=0001")).toMatchObject({ since: "0001-01-01", until: "0001-12-31" });
    expect(of("range=12m")).toMatchObject({ since: "2024-03-02", until: "2025-03-01" });
    expect(of("since=2024-02-29&until=2024-03-31")).toMatchObject({ since: "2024-02-29", until: "2024-03-31" });
    expect(of("since=2024-02-29")).toMatchObject({ since: "2024-02-29", until: "9999-12-31" });
    expect(of("until=2024-02-29")).toMatchObject({ since: "0001-01-01", until: "2024-02-29" });
    expect(of("since=2024-02-29&until=2024-02-29")).toMatchObject({ since: "2024-02-29", until: "2024-02-29" });
  });

  it.each([
    ["year=24", "year", /^year: must be a year/],
    ["year=0000", "year", /^year: must be a year/],
    ["year=2024x", "year", /^year: must be a year/],
    ["year=", "year", /^year: must be a year/],
    ["range=6m", "range", /^range: must be 12m/],
    ["range=", "range", /^range: must be 12m/],
    ["since=2023-02-29", "since", /^since: must be a date, YYYY-MM-DD/],
    ["since=2024-13-01", "since", /^since: must be a date/],
    ["since=", "since", /^since: must be a date/],
    ["until=2024-4-1", "until", /^until: must be a date/],
    ["since=2024-01-01&until=2024-02-30", "until", /^until: must be a date/],
    ["since=2024-05-01&until=2024-04-30", "since", /^since: must not be after until/],
    ["year=2024&range=12m", "range", /^give one period/],
    ["year=2024&since=2024-01-01", "since", /^give one period/],
    ["range=12m&until=2024-01-01", "since", /^give one period/],
  ])("refuses %j with a 400 naming %s", (query, field, message) => {
    let error: unknown;
    try {
      of(query);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).field).toBe(field);
    expect((error as InputError).message).toMatch(message);
  });

  it.each(["year", "range", "since", "until"])("refuses %s given twice", (name) => {
    const value = { year: "2024", range: "12m", since: "2024-01-01", until: "2024-01-02" }[name]!;
    expect(() => of(`${name}=${value}&${name}=${value}`)).toThrow(`${name} must be given at most once`);
  });
});

const sinceOf = (query: string) => sinceParamOf(new URLSearchParams(query));

describe("sinceParamOf", () => {
  it("is absent when not given, and the instant it names when given with an offset", () => {
    expect(sinceOf("scope=mine")).toBeUndefined();
    expect(sinceOf("since=2026-11-26T14:00:00Z")).toEqual(new Date("2026-11-26T14:00:00.000Z"));
    expect(sinceOf(`since=${encodeURIComponent("2026-11-26T14:00:00.250+02:00")}`)).toEqual(new Date("2026-11-26T12:00:00.250Z"));
  });

  it.each(["", "yesterday", "2026-11-26", "2026-11-26T14:00:00", "2026-02-30T10:00:00Z", "1764165600000", "2026-11-26T25:00:00Z"])(
    "refuses %j with a 400 naming since",
    (text) => {
      let error: unknown;
      try {
        sinceOf(`since=${encodeURIComponent(text)}`);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).field).toBe("since");
      expect((error as InputError).message).toMatch(/^since: must be an instant/);
    },
  );

  it("refuses since given twice", () => {
    expect(() => sinceOf("since=2026-11-26T14:00:00Z&since=2026-11-26T15:00:00Z")).toThrow("since must be given at most once");
  });
});

describe("singleParam", () => {
  it("refuses a repeated parameter", () => {
    expect(singleParam(new URLSearchParams("scope=all"), "scope", "Invalid scope")).toBe("all");
    expect(singleParam(new URLSearchParams(""), "scope", "Invalid scope")).toBeUndefined();
    expect(() => singleParam(new URLSearchParams("scope=all&scope=all"), "scope", "Invalid scope")).toThrow("Invalid scope");
  });
});
