import { describe, expect, it } from "vitest";
import { passSeatFill } from "./pass-seat";

const PASS = { seatNumber: "12A", seatClass: "business" };
const EMPTY = { seatNumber: null, seatClass: null };

describe("passSeatFill", () => {
  it("fills the empty fields only", () => {
    expect(passSeatFill(EMPTY, PASS)).toEqual({ kind: "fill", seat: PASS });
    expect(passSeatFill({ seatNumber: null, seatClass: "first" }, PASS)).toEqual({ kind: "fill", seat: { seatNumber: "12A", seatClass: "first" } });
    expect(passSeatFill({ seatNumber: "12a", seatClass: null }, PASS)).toEqual({ kind: "fill", seat: { seatNumber: "12a", seatClass: "business" } });
  });

  it("is a conflict when the seat already has another number", () => {
    expect(passSeatFill({ seatNumber: "14C", seatClass: null }, PASS)).toEqual({ kind: "conflict", seatNumber: "14C" });
  });

  it("adds nothing when the seat has all the pass knows, or the pass knows nothing", () => {
    expect(passSeatFill(PASS, PASS)).toEqual({ kind: "nothing" });
    expect(passSeatFill({ seatNumber: "12A", seatClass: "first" }, PASS)).toEqual({ kind: "nothing" });
    expect(passSeatFill(EMPTY, EMPTY)).toEqual({ kind: "nothing" });
  });
});
