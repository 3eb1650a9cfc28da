import { describe, expect, it } from "vitest";
import { bcbpToDrafts, draftFlightNumber, draftSeatNumber } from "./bcbp-to-draft";
import { GUIDE_UA_KIOSK, RES792_MANDATORY, RES792_TWO_LEGS } from "./fixtures/resolution-792-samples";
import { parseBcbp } from "./parse-bcbp";

describe("bcbpToDrafts", () => {
  it("makes a draft of a one-leg pass without the passenger's name or booking reference", () => {
    const drafts = bcbpToDrafts(parseBcbp(RES792_MANDATORY), { scanDate: "2026-11-29" });
    expect(drafts).toEqual([{ from: "YUL", to: "FRA", date: "2026-11-22", airline: "AC", flightNumber: "834", seatNumber: "1A", seatClass: "business" }]);
    expect(JSON.stringify(drafts)).not.toMatch(/DESMARAIS|ABC123/);
  });

  it("makes one draft per leg, dated from the date of issue's year digit", () => {
    // Issued on day 225 of a year ending in 6: scanned in 2029, that is 2026, and the legs fly on days 226 and 227.
    const drafts = bcbpToDrafts(parseBcbp(RES792_TWO_LEGS), { scanDate: "2029-03-01" });
    expect(drafts).toEqual([
      { from: "YUL", to: "FRA", date: "2026-08-14", airline: "AC", flightNumber: "834", seatNumber: "1A", seatClass: "first" },
      { from: "FRA", to: "GVA", date: "2026-08-15", airline: "LH", flightNumber: "3664", seatNumber: "12C", seatClass: "business" },
    ]);
  });

  it("carries the passenger's name and each leg's booking reference when asked", () => {
    const drafts = bcbpToDrafts(parseBcbp(RES792_TWO_LEGS), { scanDate: "2026-11-29", includePersonal: true });
    expect(drafts.map((draft) => draft.personal)).toEqual([
      { passengerName: "DESMARAIS/LUC", bookingReference: "ABC123" },
      { passengerName: "DESMARAIS/LUC", bookingReference: "DEF456" },
    ]);
  });

  it("leaves the date empty when no date fits the day", () => {
    const pass = parseBcbp(RES792_MANDATORY.replace("326J", "366J"));
    expect(bcbpToDrafts(pass, { scanDate: "2026-06-01" })[0]!.date).toBeNull();
  });

  it("maps an unknown compartment and a seat that is no seat to nothing", () => {
    const pass = parseBcbp(GUIDE_UA_KIOSK.replace("007F002K", "007R INF"));
    expect(bcbpToDrafts(pass, { scanDate: "2026-11-29" })[0]).toMatchObject({ flightNumber: "881", seatNumber: null, seatClass: null });
  });
});

describe("draftFlightNumber", () => {
  it.each([
    ["0834", "834"],
    ["0123A", "123A"],
    ["7", "7"],
    ["1000", "1000"],
    ["0010", "10"],
    ["0000", null],
    ["000A", null],
  ])("%s → %s", (printed, number) => {
    expect(draftFlightNumber(printed)).toBe(number);
  });
});

describe("draftSeatNumber", () => {
  it.each([
    ["001A", "1A"],
    ["012C", "12C"],
    ["123K", "123K"],
    ["12C", "12C"],
    ["000A", null],
    ["INF", null],
    ["GATE", null],
    ["STBY", null],
    ["001", null],
    [null, null],
  ])("%s → %s", (printed, seat) => {
    expect(draftSeatNumber(printed)).toBe(seat);
  });
});
