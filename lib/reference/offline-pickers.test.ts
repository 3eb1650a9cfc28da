import { describe, expect, it } from "vitest";
import { readReferenceFiles } from "./data-files";
import { offlinePickersOf } from "./offline-pickers";

describe("offlinePickersOf", () => {
  const files = readReferenceFiles();
  const pickers = offlinePickersOf(files);

  it("keeps every bundled airport a code can name, with its zone, and the data's version", () => {
    expect(pickers.version).toBe(files.version);
    expect(pickers.airports).toContainEqual(["LSZH", "ZRH", "Zürich Airport", "Zurich", "CH", "Europe/Zurich", 0]);
    const coded = files.airports.filter((row) => (row.icao || row.iata) && row.name && row.tz);
    expect(pickers.airports).toHaveLength(coded.length);
  });

  it("keeps the airlines the form can save (an ICAO code) and every aircraft type", () => {
    expect(pickers.airlines.every(([icao]) => /^[A-Z0-9]{3}$/.test(icao))).toBe(true);
    expect(pickers.airlines.find(([icao]) => icao === "SWR")).toEqual(["SWR", "LX", expect.stringMatching(/Swiss/), "CH", expect.anything(), 0]);
    expect(pickers.aircraft).toHaveLength(files.aircraft.length);
  });
});
