import { describe, expect, it } from "vitest";
import { checkAgainstDocument, validatedResponses } from "./openapi-responses";
import type { RawResponse } from "./http";

// The checker the contract suite runs on every answer (through ./http.ts) refuses answers that differ from the document.
const json = (status: number, body: unknown, headers: Record<string, string> = {}): RawResponse => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8", ...headers },
  text: JSON.stringify(body),
  json: body,
});

const airport = { id: 1, icao: "LSZH", iata: "ZRH", name: "Zürich", lat: 47.46, lon: 8.55, type: "large_airport", continent: "EU", country: "CH", tz: "Europe/Zurich" };
const flight = {
  id: 7, from: airport, to: airport, departure: null, arrival: null, date: "2024-05-01", datePrecision: "day",
  seats: [{ userId: "u1", guestName: null, seat: null, seatNumber: null, seatClass: null }],
  airline: null, flightNumber: null, aircraft: null, aircraftReg: null, flightReason: null, notes: "",
};

describe("checking an answer against the OpenAPI document", () => {
  it("accepts the contract's answers", () => {
    expect(() => checkAgainstDocument("GET", "/api/flight/get/7", json(200, { success: true, flight }))).not.toThrow();
    expect(() => checkAgainstDocument("GET", "/api/flight/get/x?y=1", json(400, { success: false, message: "Flight id is not a number" }))).not.toThrow();
    expect(() => checkAgainstDocument("POST", "/api/stats", json(405, { success: "false", message: "Method not allowed" }, { allow: "GET, HEAD" }))).not.toThrow();
    expect(() => checkAgainstDocument("GET", "/api/nope", json(404, { success: "false", message: "Not found" }))).not.toThrow();
    expect(() => checkAgainstDocument("HEAD", "/api/stats", { ...json(200, {}), text: "", json: undefined })).not.toThrow();
    expect(() => checkAgainstDocument("GET", "/api/auth/session", json(200, {}))).not.toThrow();
  });

  it("accepts AirTrail's answers under /airtrail/api, and counts them apart", () => {
    const before = validatedResponses()["/airtrail/api"]!;
    const { notes, ...rest } = flight;
    const airtrailFlight = {
      ...rest, note: notes || null, departureScheduled: null, arrivalScheduled: null,
      airline: { id: 3, name: "Swiss", icao: "SWR", iata: "LX" }, aircraft: null, passengers: [{ ...flight.seats[0], flightReason: null }],
    };
    expect(() => checkAgainstDocument("GET", "/airtrail/api/flight/get/7", json(200, { success: true, flight: airtrailFlight }))).not.toThrow();
    expect(() => checkAgainstDocument("GET", "/airtrail/api/flight/get/7", json(404, { success: false, message: "Flight not found" }))).not.toThrow();
    expect(() => checkAgainstDocument("GET", "/airtrail/api/nope", json(404, { success: false, message: "Not found" }))).not.toThrow();
    expect(() => checkAgainstDocument("GET", "/airtrail/api/flight/save", json(405, { success: false, message: "Method not allowed" }, { allow: "POST" }))).not.toThrow();
    expect(validatedResponses()["/airtrail/api"]).toBe(before + 4);
  });

  it.each([
    ["a missing field", "GET", "/api/flight/get/7", json(200, { success: true, flight: { ...flight, notes: undefined } })],
    ["an extra field", "GET", "/api/flight/get/7", json(200, { success: true, flight: { ...flight, note: "" } })],
    ["a value outside an enumeration", "GET", "/api/flight/get/7", json(200, { success: true, flight: { ...flight, datePrecision: "week" } })],
    ["the boolean false on a 404", "GET", "/api/flight/get/7", json(404, { success: false, message: "Flight not found" })],
    ["an undocumented status", "GET", "/api/flight/get/7", json(403, { success: "false", message: "Forbidden" })],
    ["another media type", "GET", "/api/stats", { ...json(200, {}), headers: { "content-type": "text/html" } }],
    ["a wrong Allow", "PUT", "/api/flight/save", json(405, { success: "false", message: "Method not allowed" }, { allow: "GET" })],
    ["a body on HEAD", "HEAD", "/api/stats", json(401, { success: "false", message: "Unauthorized" })],
    ["a 200 on an unknown path", "GET", "/api/nope", json(200, { success: true })],
    ["/api's flight under /airtrail/api", "GET", "/airtrail/api/flight/get/7", json(200, { success: true, flight })],
    ["the string \"false\" under /airtrail/api", "GET", "/airtrail/api/flight/get/7", json(404, { success: "false", message: "Flight not found" })],
    ["the string \"false\" on an unknown /airtrail/api path", "GET", "/airtrail/api/nope", json(404, { success: "false", message: "Not found" })],
  ])("refuses %s", (_, method, path, res) => {
    expect(() => checkAgainstDocument(method, path, res)).toThrow();
  });
});
