import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReferenceLookup } from "./reference-lookup";
import { startKit, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
  // a defunct airline sharing Swiss's IATA code
  await kit.db.airline.create({ data: { icao: "SWZ", iata: "LX", name: "Crossair Historic", active: false } });
});
afterAll(async () => {
  await kit.test.cleanup();
});

const found = (answer: { kind: string; row?: { id: number } }) => (answer.kind === "found" ? answer.row!.id : answer.kind);

describe("ReferenceLookup", () => {
  it("finds aircraft by designator, by name, and by a longer name that starts with a type's name", async () => {
    const lookup = new ReferenceLookup(kit.db, {}, { dryRun: true, importer: kit.user.id });
    const ids = kit.ids.aircraft;
    expect(found(await lookup.aircraft({ key: "x", icao: "B77W", name: null }))).toBe(ids.B77W);
    expect(found(await lookup.aircraft({ key: "x", icao: null, name: "airbus A320NEO" }))).toBe(ids.A20N);
    expect(found(await lookup.aircraft({ key: "x", icao: null, name: "Boeing 777-300ER (winglets)" }))).toBe(ids.B77W);
    expect(found(await lookup.aircraft({ key: "x", icao: null, name: "A388" }))).toBe(ids.A388);
    // shorter than every type name: no guess
    expect(found(await lookup.aircraft({ key: "x", icao: null, name: "Boeing 777" }))).toBe("unknown");
  });

  it("prefers the airline with the file's name, then an active one", async () => {
    const lookup = new ReferenceLookup(kit.db, {}, { dryRun: true, importer: kit.user.id });
    expect(found(await lookup.airline({ key: "x", icao: null, iata: "LX", name: null }))).toBe(kit.ids.airlines.SWR);
    expect(found(await lookup.airline({ key: "x", icao: null, iata: "LX", name: "Crossair historic" }))).toBe((await kit.db.airline.findFirstOrThrow({ where: { icao: "SWZ" } })).id);
    expect(found(await lookup.airline({ key: "x", icao: null, iata: null, name: "Swiss  International Air-Lines" }))).toBe(kit.ids.airlines.SWR);
  });

  it("follows the mapping first: a code, an id, or null for none", async () => {
    const lookup = new ReferenceLookup(kit.db, { airports: { XYZ: "LHR" }, airlines: { Foo: null }, aircraft: { B797: kit.ids.aircraft.B789 } }, { dryRun: true, importer: kit.user.id });
    expect(found(await lookup.airport({ key: "XYZ", icao: null, iata: "XYZ" }))).toBe(kit.ids.airports.LHR);
    expect(found(await lookup.airline({ key: "Foo", icao: null, iata: null, name: "Foo" }))).toBe("none");
    expect(found(await lookup.aircraft({ key: "B797", icao: "B797", name: null }))).toBe(kit.ids.aircraft.B789);
  });
});
