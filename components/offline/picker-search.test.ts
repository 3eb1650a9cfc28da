import { describe, expect, it } from "vitest";
import type { OfflinePickers } from "@/lib/reference/offline-pickers";
import { indexPickers, searchPickers, shortAirportCode } from "./picker-search";

const data: OfflinePickers = {
  version: "v",
  airports: [
    ["LSZH", "ZRH", "Zürich Airport", "Zürich", "CH", "Europe/Zurich", 0],
    ["LSZR", "ACH", "St Gallen–Altenrhein Airport", "Altenrhein", "CH", "Europe/Zurich", 1],
    ["EGLL", "LHR", "London Heathrow Airport", "London", "GB", "Europe/London", 0],
    ["EGLC", "LCY", "London City Airport", "London", "GB", "Europe/London", 1],
    ["KZZV", null, "Zanesville Municipal Airport", "Zanesville", "US", "America/New_York", 1],
    ["XZRH", null, "Closed Zurich strip", null, "CH", "Europe/Zurich", 6],
  ],
  airlines: [
    ["SWR", "LX", "Swiss International Air Lines", "CH", "SWISS", 0],
    ["SWS", null, "Swiss Old", "CH", null, 1],
  ],
  aircraft: [["A320", "Airbus A320"], ["B738", "Boeing 737-800"]],
};
const index = indexPickers(data);
const values = (kind: "airports" | "airlines" | "aircraft", query: string) => searchPickers(index, kind, query).map((option) => option.value);

describe("searchPickers", () => {
  it("puts the exact code first, whichever code it is", () => {
    expect(values("airports", "zrh")[0]).toBe("LSZH");
    expect(values("airports", "LSZH")[0]).toBe("LSZH");
    expect(values("airlines", "lx")[0]).toBe("SWR");
  });

  it("finds names and towns without accents, larger airports first, closed ones last", () => {
    expect(values("airports", "zurich")).toEqual(["LSZH", "XZRH"]);
    expect(values("airports", "london")).toEqual(["EGLL", "EGLC"]);
    expect(values("airports", "heathrow")).toEqual(["EGLL"]);
  });

  it("answers options the form takes as the server's: the code it saves, its label and the zone", () => {
    expect(searchPickers(index, "airports", "ZRH")[0]).toEqual({ value: "LSZH", label: "ZRH · Zürich Airport", description: "Zürich · CH · Europe/Zurich" });
    expect(searchPickers(index, "airports", "KZZV")[0]).toMatchObject({ value: "KZZV", label: "KZZV · Zanesville Municipal Airport" });
    expect(searchPickers(index, "airlines", "SWR")[0]).toEqual({ value: "SWR", label: "SWR / LX · Swiss International Air Lines", description: "CH" });
    expect(searchPickers(index, "aircraft", "737")).toEqual([{ value: "B738", label: "B738 · Boeing 737-800" }]);
  });

  it("ranks active airlines first and answers nothing for an empty query", () => {
    expect(values("airlines", "swiss")).toEqual(["SWR", "SWS"]);
    expect(searchPickers(index, "airports", "  ")).toEqual([]);
  });

  it("names an airport by its IATA code for the summary, else by the code it was given", () => {
    expect(["LSZH", "lszh", "ZRH", "KZZV", "QQQQ"].map((code) => shortAirportCode(index, code))).toEqual(["ZRH", "ZRH", "ZRH", "KZZV", "QQQQ"]);
  });
});
