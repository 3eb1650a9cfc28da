import { describe, expect, it } from "vitest";
import { SEAT_CLASSES } from "@/lib/flights/enums";
import { seatClassOfCompartment } from "./seat-class-table";

describe("seatClassOfCompartment", () => {
  it.each([
    ["F", "first"],
    ["P", "first"],
    ["A", "first"],
    ["J", "business"],
    ["C", "business"],
    ["D", "business"],
    ["I", "business"],
    ["Z", "business"],
    ["W", "economy+"],
    ["Y", "economy"],
    ["S", "economy"],
    ["M", "economy"],
    ["X", "economy"],
  ])("reads %s as %s", (code, seatClass) => {
    expect(seatClassOfCompartment(code)).toBe(seatClass);
  });

  it.each(["R", "E", "G", "O", "U", "", "1", " ", "j", "constructor", "toString"])("records no class for %j", (code) => {
    expect(seatClassOfCompartment(code)).toBeNull();
  });

  it("records no class without a compartment", () => {
    expect(seatClassOfCompartment(null)).toBeNull();
  });

  it("answers only the seat classes the flight body knows", () => {
    const classes = new Set([..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map(seatClassOfCompartment).filter((value) => value !== null));
    expect([...classes].every((value) => (SEAT_CLASSES as readonly string[]).includes(value))).toBe(true);
    expect([...classes].sort()).toEqual(["business", "economy", "economy+", "first"]);
  });
});
