import { describe, expect, it } from "vitest";
import { documentSchemas } from "@/test/openapi/document-schemas";
import { flightInputSchema } from "@/lib/flights/flight-input";
import { openApiDocument } from "./documents";
import { deleteBodySchema } from "@/lib/api/schemas/delete-body";

// The document states in JSON Schema what the zod schemas check in refinements (required fields on create, a seat's
// holder): both must accept and refuse the same bodies.
const compile = documentSchemas(openApiDocument);
const documented = (name: string) => compile({ $ref: `#/components/schemas/${name}` });

const trip = { from: "ZRH", to: "LHR", date: "2024-05-01" };
const saveBodies: [string, unknown, boolean][] = [
  ["from, to and date", trip, true],
  ["from, to and departure", { from: "ZRH", to: "LHR", departure: "2024-05-01T10:00" }, true],
  ["an update by id alone", { id: 5, notes: "x" }, true],
  ["a user's seat", { ...trip, seats: [{ userId: "u1", seat: "window" }] }, true],
  ["a guest's seat", { ...trip, seats: [{ guestName: "Ada", userId: null }] }, true],
  ["a user's seat with an empty guest name", { ...trip, seats: [{ userId: "u1", guestName: "" }] }, true],
  ["the limits exactly", { ...trip, flightNumber: "F".repeat(16), aircraftReg: "R".repeat(16), notes: "n".repeat(10_000), seats: [{ guestName: "g".repeat(100), seatNumber: "1".repeat(10) }] }, true],
  ["nothing", {}, false],
  ["no destination", { from: "ZRH", date: "2024-05-01" }, false],
  ["no date nor departure", { from: "ZRH", to: "LHR" }, false],
  ["a null departure instead of a date", { from: "ZRH", to: "LHR", departure: null }, false],
  ["a date with one-digit month", { ...trip, date: "2024-5-1" }, false],
  ["flightNumber over 16", { ...trip, flightNumber: "F".repeat(17) }, false],
  ["aircraftReg over 16", { ...trip, aircraftReg: "R".repeat(17) }, false],
  ["notes over 10,000", { ...trip, notes: "n".repeat(10_001) }, false],
  ["a seat without holder", { ...trip, seats: [{ seat: "aisle" }] }, false],
  ["a seat with both holders", { ...trip, seats: [{ userId: "u1", guestName: "Ada" }] }, false],
  ["a blank guest name", { ...trip, seats: [{ guestName: "   " }] }, false],
  ["an empty user id beside a guest", { ...trip, seats: [{ userId: "", guestName: "Ada" }] }, false],
  ["seatNumber over 10", { ...trip, seats: [{ userId: "u1", seatNumber: "1".repeat(11) }] }, false],
  ["guestName over 100", { ...trip, seats: [{ guestName: "g".repeat(101) }] }, false],
  ["no seats", { ...trip, seats: [] }, false],
  ["an unknown field", { ...trip, gate: "A1" }, false],
];

const deleteBodies: [unknown, boolean][] = [
  [{ id: 5 }, true],
  [{ id: "5" }, true],
  [{ id: "007" }, true],
  [{ id: "abc" }, false],
  [{ id: 1.5 }, false],
  [{ id: -1 }, false],
  [{ id: null }, false],
  [{}, false],
  [{ id: 1, extra: true }, false],
];

describe("request schemas: the document and the server agree", () => {
  it.each(saveBodies)("save: %s", (_, body, valid) => {
    expect(flightInputSchema.safeParse(body).success).toBe(valid);
    expect(documented("FlightInput")(body)).toBe(valid);
  });

  it.each(deleteBodies)("delete: %j", (body, valid) => {
    expect(deleteBodySchema.safeParse(body).success).toBe(valid);
    expect(documented("DeleteInput")(body)).toBe(valid);
  });
});
