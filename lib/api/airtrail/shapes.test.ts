import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import type { FlightSource } from "@/lib/flights/flight-body";
import { airtrailErrorBody, airtrailFlightSchema, localTime, parseAirtrailSave, toAirtrailFlight } from "./shapes";

const airport = (id: number, icao: string, iata: string, tz: string) => ({
  id, icao, iata, name: `Airport ${icao}`, lat: 47.4, lon: 8.5, type: "large_airport", continent: "EU", country: "CH", tz,
});

function row(overrides: Partial<FlightSource> = {}): FlightSource {
  return {
    id: 12,
    from: airport(1, "LSZH", "ZRH", "Europe/Zurich"),
    to: airport(2, "EGLL", "LHR", "Europe/London"),
    date: "2024-03-31",
    datePrecision: "day",
    departure: new Date("2024-03-31T06:05:00Z"),
    arrival: new Date("2024-03-31T07:55:00Z"),
    flightNumber: "LX316",
    aircraftReg: "HB-JDA",
    flightReason: "leisure",
    notes: "Window seat",
    airline: { id: 3, name: "Swiss International Air Lines", icao: "SWR", iata: "LX" },
    aircraft: { id: 4, name: "Airbus A320neo", icao: "A20N" },
    seats: [
      { userId: "u1", guestName: null, seat: "window", seatNumber: "12A", seatClass: "economy" },
      { userId: null, guestName: "Grace", seat: null, seatNumber: null, seatClass: null },
    ],
    ...overrides,
  };
}

const CALLER = "u1";

describe("a flight in AirTrail's shape", () => {
  it("answers airline and aircraft as objects, note, and passengers beside seats", () => {
    const flight = toAirtrailFlight(row());
    expect(airtrailFlightSchema.strict().parse(flight)).toEqual(flight);
    expect(flight.airline).toEqual({ id: 3, name: "Swiss International Air Lines", icao: "SWR", iata: "LX" });
    expect(flight.aircraft).toEqual({ id: 4, name: "Airbus A320neo", icao: "A20N", iata: null });
    expect(flight.note).toBe("Window seat");
    expect(flight).not.toHaveProperty("notes");
    expect(flight.departure).toBe("2024-03-31T08:05:00.000+02:00");
    expect(flight.departureScheduled).toBe(flight.departure);
    expect(flight.arrivalScheduled).toBe("2024-03-31T08:55:00.000+01:00");
    expect(flight.passengers).toEqual(flight.seats.map((seat) => ({ ...seat, flightReason: "leisure" })));
  });

  it("an IATA-only airline keeps its IATA code; no note, airline or aircraft are null", () => {
    const flight = toAirtrailFlight(row({ notes: "", airline: { id: 9, name: "Bobb Air Freight", icao: null, iata: "01" }, aircraft: null }));
    expect(flight.airline).toEqual({ id: 9, name: "Bobb Air Freight", icao: null, iata: "01" });
    expect(flight.aircraft).toBeNull();
    expect(flight.note).toBeNull();
    expect(toAirtrailFlight(row({ airline: null })).airline).toBeNull();
  });

  it("errors carry the boolean false whatever the status", () => {
    for (const status of [400, 401, 403, 404, 405, 413, 429, 500]) expect(airtrailErrorBody(status, "No")).toEqual({ success: false, message: "No" });
  });
});

describe("AirTrail's save body", () => {
  it("takes a date-only departure with departureTime and arrivalTime (local), note, and <USER_ID> for the caller", () => {
    const input = parseAirtrailSave(
      {
        from: "ZRH", to: "LHR", departure: "2024-03-31", departureTime: "08:05", arrival: "2024-03-31", arrivalTime: "08:55",
        airline: "SWR", aircraft: "A20N", flightNumber: "LX316", note: "Hello",
        seats: [{ userId: "<USER_ID>", guestName: null, seat: "window", seatNumber: "12A", seatClass: "economy" }],
      },
      CALLER,
    );
    expect(input).toMatchObject({
      from: "ZRH", to: "LHR", date: "2024-03-31", departure: "2024-03-31T08:05:00", arrival: "2024-03-31T08:55:00",
      airline: "SWR", aircraft: "A20N", flightNumber: "LX316", notes: "Hello", aircraftReg: null, flightReason: null,
      seats: [{ userId: CALLER, guestName: null, seat: "window", seatNumber: "12A", seatClass: "economy" }],
    });
    expect(input.id).toBeUndefined();
  });

  it("reads passengers before seats (AirTrail 3.12), their reason as the flight's, and airline / aircraft given as objects", () => {
    const input = parseAirtrailSave(
      {
        id: 12, from: { icao: "LSZH", iata: "ZRH" }, to: { icao: null, iata: "LHR" }, departure: "2024-03-31",
        airline: { id: 9, name: "Bobb Air Freight", icao: null, iata: "01" }, aircraft: { id: 4, icao: "A20N", name: "A320neo" },
        passengers: [{ userId: CALLER, seatNumber: "3C", flightReason: "business" }, { guestName: "Grace" }],
        seats: [{ userId: CALLER, seatNumber: "99Z" }],
      },
      CALLER,
    );
    expect(input).toMatchObject({ id: 12, from: "LSZH", to: "LHR", airline: "01", aircraft: "A20N", flightReason: "business", departure: null });
    expect(input.seats).toEqual([
      { userId: CALLER, guestName: null, seat: null, seatNumber: "3C", seatClass: null },
      { userId: null, guestName: "Grace", seat: null, seatNumber: null, seatClass: null },
    ]);
  });

  it("takes an ISO 8601 departure as the instant, and a date-only flight back by its date; unknown keys are ignored", () => {
    expect(parseAirtrailSave({ from: "ZRH", to: "LHR", departure: "2024-03-31T08:05:00.000+02:00", duration: 6600, customFields: {} }, CALLER)).toMatchObject({
      departure: "2024-03-31T08:05:00.000+02:00",
      arrival: null,
    });
    const dateOnly = parseAirtrailSave({ from: "ZRH", to: "LHR", departure: null, date: "2022-07-01", datePrecision: "month" }, CALLER);
    expect(dateOnly).toMatchObject({ date: "2022-07-01", datePrecision: "month", departure: null });
    // an arrival time alone lands on the departure's date
    expect(parseAirtrailSave({ from: "ZRH", to: "LHR", departure: "2024-03-31", departureTime: "9:00 PM", arrivalTime: "11:30 pm" }, CALLER)).toMatchObject({
      departure: "2024-03-31T21:00:00",
      arrival: "2024-03-31T23:30:00",
    });
  });

  it("bad input is an InputError naming the field", () => {
    const fails = (body: unknown, message: string | RegExp) => {
      const attempt = () => parseAirtrailSave(body, CALLER);
      expect(attempt).toThrow(InputError);
      expect(attempt).toThrow(message);
    };
    fails({ to: "LHR", departure: "2024-03-31" }, "from: required");
    fails({ from: "ZRH", to: "LHR" }, "departure: required");
    fails({ from: "ZRH", to: "LHR", departure: "2024-03-31", departureTime: "25:00" }, "departureTime: Invalid time format");
    fails({ from: "ZRH", to: "LHR", departure: "2024-03-31", arrival: "2024-03-31" }, "arrival: Cannot have arrival date without time");
    fails({ from: "ZRH", to: "LHR", departure: "2024-03-31", seats: [{ userId: null, guestName: null }] }, /seats\[0\]\.userId/);
    fails({ from: "ZRH", to: "LHR", departure: "2024-03-31", flightReason: "holiday" }, /^flightReason: /);
    fails({ from: "ZRH", to: "LHR", departure: 20240331 }, /^departure: /);
    fails("not an object", /expected object/);
  });

  it("reads 24- and 12-hour times", () => {
    expect(localTime("9:05", "t")).toBe("09:05:00");
    expect(localTime("09:05:30", "t")).toBe("09:05:30");
    expect(localTime("12:15 AM", "t")).toBe("00:15:00");
    expect(localTime("12:15PM", "t")).toBe("12:15:00");
    for (const bad of ["13:00 PM", "9", "9:5", "24:00", "09:60", ""]) expect(() => localTime(bad, "t")).toThrow("t: Invalid time format");
  });

  it("an update keeps an airport, airline or aircraft sent back as an object without a code; a new flight needs the airports' codes", () => {
    const codeless = { id: 77, icao: null, iata: null, name: "Hoffman Strip" };
    const input = parseAirtrailSave({ id: 12, from: codeless, to: "LHR", departure: "2024-03-31", airline: { ...codeless }, aircraft: { id: 5, icao: null, name: "Glider" } }, CALLER);
    expect(input).toMatchObject({ id: 12, to: "LHR" });
    expect(input).not.toHaveProperty("from");
    expect(input).not.toHaveProperty("airline");
    expect(input).not.toHaveProperty("aircraft");
    expect(() => parseAirtrailSave({ from: codeless, to: "LHR", departure: "2024-03-31" }, CALLER)).toThrow("from: required");
    expect(parseAirtrailSave({ from: "ZRH", to: "LHR", departure: "2024-03-31", airline: codeless }, CALLER)).toMatchObject({ airline: null });
    expect(parseAirtrailSave({ id: 12, from: "ZRH", to: "LHR", departure: "2024-03-31", airline: null }, CALLER)).toMatchObject({ airline: null });
  });

  it("a flight read as AirTrail answers it saves back to the same input (a round trip changes nothing)", () => {
    const flight = toAirtrailFlight(row());
    const input = parseAirtrailSave({ ...flight, note: "Edited" }, CALLER);
    expect(input).toMatchObject({
      id: 12, from: "LSZH", to: "EGLL", departure: flight.departure, arrival: flight.arrival, airline: "SWR", aircraft: "A20N",
      flightNumber: "LX316", aircraftReg: "HB-JDA", flightReason: "leisure", notes: "Edited", seats: row().seats,
    });
  });
});
