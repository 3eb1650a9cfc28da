import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { InputError } from "@/lib/errors";
import { seedReferenceFixtures, type ReferenceFixtureIds } from "@/test/support/fixtures";
import { parseFlightInput } from "./flight-input";
import { resolveFlightInput, type CurrentFlight } from "./resolve-flight-input";

let t: TestDb;
let ref: ReferenceFixtureIds;

beforeAll(async () => {
  t = await createTestDb();
  ref = await seedReferenceFixtures(t.db);
});

afterAll(async () => {
  await t?.cleanup();
});

const resolve = (body: Record<string, unknown>, current?: CurrentFlight) => resolveFlightInput(t.db, parseFlightInput(body), null, current);

async function failure(body: Record<string, unknown>, current?: CurrentFlight): Promise<string> {
  try {
    await resolve(body, current);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error("expected an InputError");
}

describe("resolveFlightInput: codes", () => {
  it("finds airports by ICAO or IATA code, any case", async () => {
    const byIata = await resolve({ from: "zrh", to: "LHR", date: "2024-01-01" });
    const byIcao = await resolve({ from: "LSZH", to: "egll", date: "2024-01-01" });
    expect([byIata.fromId, byIata.toId]).toEqual([ref.airports.ZRH, ref.airports.LHR]);
    expect([byIcao.fromId, byIcao.toId]).toEqual([ref.airports.ZRH, ref.airports.LHR]);
    const partial = await resolve({ from: "EDKB", to: "JRA", date: "2024-01-01" });
    expect([partial.fromId, partial.toId]).toEqual([ref.airports.EDKB, ref.airports.JRA]);
  });

  it("unknown airports, airlines and aircraft are named", async () => {
    expect(await failure({ from: "XYZ", to: "LHR", date: "2024" })).toBe("Unknown airport: XYZ");
    expect(await failure({ from: "ZRH", to: "QQQQ", date: "2024" })).toBe("Unknown airport: QQQQ");
    expect(await failure({ from: "ZRH", to: "ZURICH", date: "2024" })).toBe("Unknown airport: ZURICH");
    expect(await failure({ from: "ZRH", to: "LHR", date: "2024", airline: "XXX" })).toBe("Unknown airline: XXX");
    expect(await failure({ from: "ZRH", to: "LHR", date: "2024", aircraft: "B999" })).toBe("Unknown aircraft: B999");
  });

  it("finds airlines by ICAO or IATA code and aircraft by ICAO type", async () => {
    const a = await resolve({ from: "ZRH", to: "LHR", date: "2024", airline: "SWR", aircraft: "A20N" });
    const b = await resolve({ from: "ZRH", to: "LHR", date: "2024", airline: "lx", aircraft: "a20n" });
    expect([a.airlineId, a.aircraftId]).toEqual([ref.airlines.SWR, ref.aircraft.A20N]);
    expect([b.airlineId, b.aircraftId]).toEqual([ref.airlines.SWR, ref.aircraft.A20N]);
    const none = await resolve({ from: "ZRH", to: "LHR", date: "2024", airline: null });
    expect([none.airlineId, none.aircraftId]).toEqual([null, null]);
  });
});

describe("resolveFlightInput: times", () => {
  it("reads local times in the origin and destination zones", async () => {
    const row = await resolve({ from: "ZRH", to: "JFK", departure: "2024-07-01T10:00", arrival: "2024-07-01T13:00" });
    expect(row.departure?.toISOString()).toBe("2024-07-01T08:00:00.000Z");
    expect(row.arrival?.toISOString()).toBe("2024-07-01T17:00:00.000Z");
    expect(row.durationSeconds).toBe(9 * 3600);
    expect(row.date).toBe("2024-07-01");
    expect(row.datePrecision).toBe("day");
    expect(row.endsAt.toISOString()).toBe("2024-07-01T17:00:00.000Z");
    expect(row.sortAt.toISOString()).toBe("2024-07-01T08:00:00.000Z");
  });

  it("takes instants with an offset or Z as they are", async () => {
    const row = await resolve({ from: "KTM", to: "SIN", departure: "2024-06-01T12:00:00+05:45", arrival: "2024-06-01T10:30:00.499Z" });
    expect(row.departure?.toISOString()).toBe("2024-06-01T06:15:00.000Z");
    expect(row.durationSeconds).toBe(4 * 3600 + 15 * 60);
  });

  it("rounds the duration to whole seconds", async () => {
    const row = await resolve({ from: "ZRH", to: "LHR", departure: "2024-01-01T10:00:00.000Z", arrival: "2024-01-01T10:00:01.500Z" });
    expect(row.durationSeconds).toBe(2);
  });

  it("a local time in the daylight-saving gap is refused, one in the overlap is the earlier instant", async () => {
    expect(await failure({ from: "ZRH", to: "LHR", departure: "2024-03-31T02:30" })).toMatch(/^departure: .*gap/);
    expect(await failure({ from: "LHR", to: "JFK", departure: "2024-03-10T09:00", arrival: "2024-03-10T02:30" })).toMatch(/^arrival: .*gap/);
    const row = await resolve({ from: "ZRH", to: "LHR", departure: "2024-10-27T02:30" });
    expect(row.departure?.toISOString()).toBe("2024-10-27T00:30:00.000Z");
  });

  it("arrival before departure is refused; equal is allowed", async () => {
    expect(await failure({ from: "ZRH", to: "LHR", departure: "2024-01-01T10:00Z", arrival: "2024-01-01T09:59:59Z" })).toBe(
      "arrival: must not be before departure",
    );
    // 10:00 in Zurich is 09:00Z; 09:30 in London is 09:30Z: fine. 08:30 in London is before.
    expect(await failure({ from: "ZRH", to: "LHR", departure: "2024-01-01T10:00", arrival: "2024-01-01T08:30" })).toBe(
      "arrival: must not be before departure",
    );
    const same = await resolve({ from: "ZRH", to: "LHR", departure: "2024-01-01T10:00Z", arrival: "2024-01-01T10:00Z" });
    expect(same.durationSeconds).toBe(0);
  });

  it("arrival without departure ends the flight; duration stays unknown", async () => {
    const row = await resolve({ from: "ZRH", to: "LHR", date: "2024-01-01", arrival: "2024-01-01T12:00" });
    expect(row.durationSeconds).toBeNull();
    expect(row.endsAt.toISOString()).toBe("2024-01-01T12:00:00.000Z");
    expect(row.sortAt.toISOString()).toBe("2023-12-31T23:00:00.000Z");
  });
});

describe("resolveFlightInput: date", () => {
  it("omitted, it is the local date of departure at the origin", async () => {
    // 00:30 in Sydney on 31 March is still 30 March in UTC
    const row = await resolve({ from: "SYD", to: "AKL", departure: "2024-03-31T00:30" });
    expect(row.departure?.toISOString()).toBe("2024-03-30T13:30:00.000Z");
    expect(row.date).toBe("2024-03-31");
    const late = await resolve({ from: "LAX", to: "JFK", departure: "2024-12-31T23:30:00-08:00" });
    expect(late.date).toBe("2024-12-31");
  });

  it("given with a departure, they must agree (at the date's precision)", async () => {
    expect(await failure({ from: "SYD", to: "AKL", date: "2024-03-30", departure: "2024-03-31T00:30" })).toMatch(/^date: does not match departure/);
    expect(await failure({ from: "ZRH", to: "LHR", date: "2024-04", departure: "2024-03-31T10:00" })).toMatch(/^date: /);
    const month = await resolve({ from: "ZRH", to: "LHR", date: "2024-03", departure: "2024-03-31T10:00" });
    expect([month.date, month.datePrecision]).toEqual(["2024-03-01", "month"]);
    const day = await resolve({ from: "SYD", to: "AKL", date: "2024-03-31", departure: "2024-03-31T00:30" });
    expect(day.date).toBe("2024-03-31");
  });

  it("is stored as the first day of its period; the precision follows the form unless given", async () => {
    const cases = [
      [{ date: "2024-03-15" }, "2024-03-15", "day"],
      [{ date: "2024-03" }, "2024-03-01", "month"],
      [{ date: "2024" }, "2024-01-01", "year"],
      [{ date: "2024-03-15", datePrecision: "month" }, "2024-03-01", "month"],
      [{ date: "2024-03-15", datePrecision: "year" }, "2024-01-01", "year"],
      [{ date: "2024-03", datePrecision: "year" }, "2024-01-01", "year"],
      [{ departure: "2024-03-15T10:00", datePrecision: "month" }, "2024-03-01", "month"],
    ] as const;
    for (const [fields, date, precision] of cases) {
      const row = await resolve({ from: "ZRH", to: "LHR", ...fields });
      expect([row.date, row.datePrecision]).toEqual([date, precision]);
    }
    expect(await failure({ from: "ZRH", to: "LHR", date: "2024", datePrecision: "day" })).toMatch(/^datePrecision: /);
    expect(await failure({ from: "ZRH", to: "LHR", date: "2024-03", datePrecision: "day" })).toMatch(/^datePrecision: /);
  });

  it("a date-only flight ends when the next period begins at the origin and sorts at the start of its date", async () => {
    const day = await resolve({ from: "SYD", to: "AKL", date: "2024-03-10" });
    expect(day.endsAt.toISOString()).toBe("2024-03-10T13:00:00.000Z");
    expect(day.sortAt.toISOString()).toBe("2024-03-09T13:00:00.000Z");
    const month = await resolve({ from: "LHR", to: "ZRH", date: "2024-03" });
    expect(month.endsAt.toISOString()).toBe("2024-03-31T23:00:00.000Z");
    expect(month.sortAt.toISOString()).toBe("2024-03-01T00:00:00.000Z");
    const year = await resolve({ from: "JFK", to: "LHR", date: "2023" });
    expect(year.endsAt.toISOString()).toBe("2024-01-01T05:00:00.000Z");
    expect(year.sortAt.toISOString()).toBe("2023-01-01T05:00:00.000Z");
  });
});

describe("resolveFlightInput: derived distance and text fields", () => {
  it("computes the great-circle distance between the airports", async () => {
    const zrhLhr = await resolve({ from: "ZRH", to: "LHR", date: "2024" });
    const jfkLax = await resolve({ from: "JFK", to: "LAX", date: "2024" });
    expect(zrhLhr.distanceKm).toBeGreaterThan(780);
    expect(zrhLhr.distanceKm).toBeLessThan(795);
    expect(jfkLax.distanceKm).toBeGreaterThan(3970);
    expect(jfkLax.distanceKm).toBeLessThan(3995);
    expect(Number.isInteger(zrhLhr.distanceKm)).toBe(false);
  });

  it("empty text is none; notes default to the empty string", async () => {
    const row = await resolve({ from: "ZRH", to: "LHR", date: "2024", flightNumber: "  ", aircraftReg: "", notes: null });
    expect([row.flightNumber, row.aircraftReg, row.flightReason, row.notes]).toEqual([null, null, null, ""]);
    const kept = await resolve({ from: "ZRH", to: "LHR", date: "2024", flightNumber: " LX316 ", notes: "  spaces kept  " });
    expect([kept.flightNumber, kept.notes]).toEqual(["LX316", "  spaces kept  "]);
  });
});

describe("resolveFlightInput: update", () => {
  async function stored(body: Record<string, unknown>): Promise<CurrentFlight> {
    const data = await resolve(body);
    const flight = await t.db.flight.create({ data, include: { from: true, to: true, airline: true, aircraft: true } });
    return flight;
  }

  it("fields left out keep their stored values; null clears", async () => {
    const current = await stored({
      from: "ZRH",
      to: "LHR",
      departure: "2024-05-01T10:00",
      arrival: "2024-05-01T10:45",
      airline: "SWR",
      aircraft: "A320",
      flightNumber: "LX316",
      notes: "n",
    });
    const same = await resolve({ id: current.id }, current);
    expect(same).toMatchObject({
      fromId: ref.airports.ZRH,
      toId: ref.airports.LHR,
      date: "2024-05-01",
      airlineId: ref.airlines.SWR,
      aircraftId: ref.aircraft.A320,
      flightNumber: "LX316",
      notes: "n",
      durationSeconds: 6300,
    });
    const cleared = await resolve({ id: current.id, arrival: null, airline: null, notes: null }, current);
    expect(cleared).toMatchObject({ arrival: null, airlineId: null, notes: "", durationSeconds: null, aircraftId: ref.aircraft.A320 });
    expect(cleared.endsAt.toISOString()).toBe("2024-05-01T08:00:00.000Z");
  });

  it("a new departure moves the date along; a new date must agree with the stored departure", async () => {
    const current = await stored({ from: "ZRH", to: "LHR", departure: "2024-05-01T10:00" });
    const moved = await resolve({ id: current.id, departure: "2024-05-03T07:00" }, current);
    expect(moved.date).toBe("2024-05-03");
    expect(await failure({ id: current.id, date: "2024-05-02" }, current)).toMatch(/^date: does not match departure/);
    const dateOnly = await resolve({ id: current.id, date: "2024-05-02", departure: null }, current);
    expect([dateOnly.date, dateOnly.departure]).toEqual(["2024-05-02", null]);
  });

  it("a coarser precision truncates the stored date; a finer one is refused", async () => {
    const current = await stored({ from: "ZRH", to: "LHR", date: "2024-05" });
    const year = await resolve({ id: current.id, datePrecision: "year" }, current);
    expect([year.date, year.datePrecision]).toEqual(["2024-01-01", "year"]);
    expect(await failure({ id: current.id, datePrecision: "day" }, current)).toMatch(/^datePrecision: /);
  });
});

describe("resolveFlightInput: supported years (1900 to 2200)", () => {
  const message = (field: string) => `${field}: must be in the years 1900 to 2200`;

  it("refuses a date, departure or arrival outside them, naming the field", async () => {
    const base = { from: "ZRH", to: "LHR" };
    // the date is checked by the body's schema (parseFlightInput) already
    expect(() => parseFlightInput({ ...base, date: "9999-12-31" })).toThrow(new InputError(message("date"), "date"));
    for (const date of ["9999", "1899-12", "2201"]) expect(() => parseFlightInput({ ...base, date })).toThrow(new InputError(message("date"), "date"));
    expect(await failure({ ...base, departure: "9999-12-31T23:00" })).toBe(message("departure"));
    expect(await failure({ ...base, departure: "9999-12-31T23:00:00+00:00" })).toBe(message("departure"));
    expect(await failure({ ...base, departure: "1899-12-31T23:00" })).toBe(message("departure"));
    expect(await failure({ ...base, date: "2024-01-01", arrival: "9999-12-31T23:59" })).toBe(message("arrival"));
    expect(await failure({ ...base, date: "2200-12-31", arrival: "2201-01-01T00:30" })).toBe(message("arrival"));
  });

  it("accepts their first and last day", async () => {
    const first = await resolve({ from: "ZRH", to: "LHR", departure: "1900-01-01T00:00" });
    expect(first.date).toBe("1900-01-01");
    const last = await resolve({ from: "ZRH", to: "LHR", date: "2200-12-31", departure: "2200-12-31T22:00", arrival: "2200-12-31T23:59" });
    expect(last.date).toBe("2200-12-31");
    expect((await resolve({ from: "ZRH", to: "LHR", date: "2200" })).datePrecision).toBe("year");
  });
});
