import { describe, expect, it } from "vitest";
import { toFlightBody, type FlightRow } from "./flight-body";

const airport = (id: number, tz: string, codes: { icao: string | null; iata: string | null }) => ({
  id,
  ident: codes.icao ?? `X${id}`,
  ...codes,
  name: `Airport ${id}`,
  municipality: null,
  lat: 1.5,
  lon: -2.25,
  type: "large_airport",
  continent: "EU",
  country: "CH",
  tz,
  custom: false,
  ownerId: null,
});

function row(overrides: Partial<FlightRow> = {}): FlightRow {
  return {
    id: 7,
    fromId: 1,
    from: airport(1, "Asia/Kathmandu", { icao: "VNKT", iata: "KTM" }),
    toId: 2,
    to: airport(2, "Pacific/Chatham", { icao: null, iata: "CHT" }),
    date: "2024-06-01",
    datePrecision: "day",
    departure: new Date("2024-06-01T06:15:00Z"),
    arrival: new Date("2024-06-02T00:00:00.250Z"),
    airlineId: 3,
    airline: { id: 3, icao: null, iata: "LX", name: "Only IATA", callsign: null, country: null, active: true, custom: false, ownerId: null },
    flightNumber: null,
    aircraftId: null,
    aircraft: null,
    aircraftReg: null,
    flightReason: null,
    notes: "",
    distanceKm: 1,
    durationSeconds: 1,
    endsAt: new Date(),
    sortAt: new Date(),
    departureHour: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    seats: [
      { id: 1, flightId: 7, userId: "u1", guestName: "stray", seat: null, seatNumber: null, seatClass: null },
      { id: 2, flightId: 7, userId: null, guestName: "Maya", seat: "aisle", seatNumber: "3C", seatClass: "first" },
    ],
    ...overrides,
  };
}

describe("toFlightBody", () => {
  it("writes times in each airport's own offset, with milliseconds", () => {
    const body = toFlightBody(row());
    expect(body.departure).toBe("2024-06-01T12:00:00.000+05:45");
    expect(body.arrival).toBe("2024-06-02T12:45:00.250+12:45");
  });

  it("an airline without ICAO code is named by its IATA code (it is known, so not null); seats name either a user or a guest", () => {
    const body = toFlightBody(row());
    expect(body.airline).toBe("LX");
    expect(body.aircraft).toBeNull();
    expect(body.seats).toEqual([
      { userId: "u1", guestName: null, seat: null, seatNumber: null, seatClass: null },
      { userId: null, guestName: "Maya", seat: "aisle", seatNumber: "3C", seatClass: "first" },
    ]);
    expect(body.to).toEqual({ id: 2, icao: null, iata: "CHT", name: "Airport 2", lat: 1.5, lon: -2.25, type: "large_airport", continent: "EU", country: "CH", tz: "Pacific/Chatham" });
  });

  it("an airline with an ICAO code is named by it; one with neither code, and no airline, are null", () => {
    const airline = (icao: string | null, iata: string | null) => ({ ...row().airline!, icao, iata });
    expect(toFlightBody(row({ airline: airline("SWR", "LX") })).airline).toBe("SWR");
    expect(toFlightBody(row({ airline: airline(null, null) })).airline).toBeNull();
    expect(toFlightBody(row({ airlineId: null, airline: null })).airline).toBeNull();
  });

  it("has exactly the contract's keys", () => {
    expect(Object.keys(toFlightBody(row())).sort()).toEqual(
      ["id", "from", "to", "departure", "arrival", "date", "datePrecision", "seats", "airline", "flightNumber", "aircraft", "aircraftReg", "flightReason", "notes"].sort(),
    );
    expect(toFlightBody(row({ departure: null, arrival: null }))).toMatchObject({ departure: null, arrival: null });
  });
});
