import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { parseDateInput, parseFlightInput, parseTimeInput } from "./flight-input";

describe("parseDateInput", () => {
  it.each([
    ["2024-03-15", "2024-03-15", "day"],
    ["2024-02-29", "2024-02-29", "day"],
    ["2024-03", "2024-03-01", "month"],
    ["2024", "2024-01-01", "year"],
  ])("%s → %s (%s)", (value, firstDay, precision) => {
    expect(parseDateInput(value)).toEqual({ firstDay, precision });
  });

  it.each(["2023-02-29", "2024-13", "2024-00", "2024-1-5", "24", "2024/03/15", "2024-03-15T10:00", "", "0000"])("rejects %j", (value) => {
    expect(parseDateInput(value)).toBeNull();
  });
});

describe("parseTimeInput", () => {
  it.each([
    ["2024-03-31T08:05:00+02:00", "2024-03-31T06:05:00.000Z"],
    ["2024-03-31T08:05+02:00", "2024-03-31T06:05:00.000Z"],
    ["2024-03-31T08:05:00.123456+0200", "2024-03-31T06:05:00.123Z"],
    ["2024-03-31T08:05:00Z", "2024-03-31T08:05:00.000Z"],
    ["2024-03-31T08:05:00z", "2024-03-31T08:05:00.000Z"],
    ["2024-06-01T12:00:00+05:45", "2024-06-01T06:15:00.000Z"],
    ["2024-01-01T00:30:00-03:30", "2024-01-01T04:00:00.000Z"],
    ["2024-01-01T00:30:00-03", "2024-01-01T03:30:00.000Z"],
  ])("the instant %s", (value, iso) => {
    const parsed = parseTimeInput(value);
    expect(parsed?.kind).toBe("instant");
    expect(parsed?.kind === "instant" && parsed.instant.toISOString()).toBe(iso);
  });

  it.each(["2024-03-31T08:05", "2024-03-31T08:05:59", "2024-03-31T08:05:59.5"])("the local time %s", (value) => {
    expect(parseTimeInput(value)).toEqual({ kind: "local", local: value });
  });

  it.each(["2024-03-31", "2024-03-31 08:05", "2024-02-30T08:05Z", "2024-03-31T25:00Z", "2024-03-31T08:05+24:00", "08:05", "yesterday"])(
    "rejects %j",
    (value) => {
      expect(parseTimeInput(value)).toBeNull();
    },
  );
});

describe("parseFlightInput", () => {
  const message = (body: unknown) => {
    try {
      parseFlightInput(body);
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
    throw new Error("expected an InputError");
  };

  it("accepts a full body", () => {
    const input = parseFlightInput({
      from: "lszh",
      to: "LHR",
      date: "2024-03-31",
      datePrecision: "day",
      departure: "2024-03-31T08:05",
      arrival: "2024-03-31T08:50:00+01:00",
      airline: "swr",
      flightNumber: "LX316",
      aircraft: "a20n",
      aircraftReg: "HB-JDA",
      flightReason: "leisure",
      notes: "window",
      seats: [{ userId: "u1", seat: "window", seatNumber: "12A", seatClass: "economy+" }, { guestName: "Maya" }],
    });
    expect(input).toMatchObject({ from: "lszh", to: "LHR", airline: "swr", aircraft: "a20n", departure: "2024-03-31T08:05" });
    expect(input.seats).toHaveLength(2);
  });

  it("a create needs from, to and a date or a departure", () => {
    expect(message({ to: "LHR", date: "2024" })).toBe("from: required");
    expect(message({ from: "ZRH", date: "2024" })).toBe("to: required");
    expect(message({ from: "ZRH", to: "LHR" })).toBe("date: required unless departure is given");
    expect(parseFlightInput({ from: "ZRH", to: "LHR", departure: "2024-03-31T08:05" }).date).toBeUndefined();
  });

  it("an update may leave every field out", () => {
    expect(parseFlightInput({ id: 5 })).toEqual({ id: 5 });
    expect(parseFlightInput({ id: 5, arrival: null })).toEqual({ id: 5, arrival: null });
  });

  it("names the field in each message", () => {
    expect(message({ from: "ZRH", to: "LHR", date: "2024-02-30" })).toMatch(/^date: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", datePrecision: "week" })).toMatch(/^datePrecision: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", departure: "tomorrow" })).toMatch(/^departure: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", arrival: 5 })).toMatch(/^arrival: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", flightReason: "fun" })).toMatch(/^flightReason: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", seats: [] })).toBe("seats: a flight has at least one seat");
    expect(message({ from: "ZRH", to: "LHR", date: "2024", seats: [{ seat: "window" }] })).toBe("seats[0].userId: userId or guestName is required");
    expect(message({ from: "ZRH", to: "LHR", date: "2024", seats: [{ userId: "a", guestName: "b" }] })).toMatch(/^seats\[0\]\.guestName: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", seats: [{ userId: "a", seatClass: "coach" }] })).toMatch(/^seats\[0\]\.seatClass: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", seats: [{ userId: "a", seat: "wing" }] })).toMatch(/^seats\[0\]\.seat: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", notes: "x".repeat(10_001) })).toMatch(/^notes: /);
    expect(message({ id: 0 })).toMatch(/^id: /);
    expect(message({ id: 1.5 })).toMatch(/^id: /);
    expect(message({ from: "ZRH", to: "LHR", date: "2024", colour: "red" })).toMatch(/colour/);
    expect(message(null)).toMatch(/object/);
  });

  it("accepts every enumeration value of decisions.md", () => {
    for (const seat of ["window", "aisle", "middle", "pilot", "copilot", "jumpseat", "other"]) {
      for (const seatClass of ["economy", "economy+", "business", "first", "private"]) {
        expect(() => parseFlightInput({ from: "ZRH", to: "LHR", date: "2024", seats: [{ userId: "u", seat, seatClass }] })).not.toThrow();
      }
    }
    for (const flightReason of ["leisure", "business", "crew", "other"]) {
      expect(parseFlightInput({ from: "ZRH", to: "LHR", date: "2024", flightReason }).flightReason).toBe(flightReason);
    }
  });
});
