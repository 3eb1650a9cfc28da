import { describe, expect, it } from "vitest";
import {
  GUIDE_KL_HOME_PRINTED,
  GUIDE_LH_HOME_PRINTED,
  GUIDE_UA_KIOSK,
  KITINERARY_ALL_ITEMS,
  KITINERARY_TWO_LEGS_PARTIAL,
  RES792_MANDATORY,
  RES792_MANDATORY_SECURED,
  RES792_TWO_LEGS,
} from "./fixtures/resolution-792-samples";
import { parseBcbp } from "./parse-bcbp";

const SECURITY_DATA = "GIWVC5EH7JNT684FVNJ91W2QA4DVN5J8K4F0L0GEQ3DF5TGBN8709HKT5D3DW3GBHFCVHMY7J5T6HFR41W2QA4DVN5J8K4F0L0GE";

/** A leg's conditional items when the pass carries none. */
const NO_REPEATED_ITEMS = {
  airlineNumericCode: null,
  selectee: null,
  internationalDocumentationVerification: null,
  marketingCarrier: null,
  frequentFlyerAirline: null,
  idAdIndicator: null,
  freeBaggageAllowance: null,
  fastTrack: null,
  airlineUse: null,
};

describe("parseBcbp, the Resolution 792 examples", () => {
  it("reads the mandatory items of a one-leg pass and nothing else", () => {
    expect(parseBcbp(RES792_MANDATORY)).toEqual({
      electronicTicket: true,
      versionNumber: null,
      passengerDescription: null,
      checkInSource: null,
      issuanceSource: null,
      issueDate: null,
      documentType: null,
      issuerDesignator: null,
      baggageTags: [],
      legs: [
        {
          from: "YUL",
          to: "FRA",
          operatingCarrier: "AC",
          flightNumber: "0834",
          dayOfYear: 326,
          compartmentCode: "J",
          seatNumber: "001A",
          checkInSequenceNumber: "0025",
          passengerStatus: "1",
          ...NO_REPEATED_ITEMS,
          personal: { bookingReference: "ABC123", documentSerialNumber: null, frequentFlyerNumber: null },
        },
      ],
      security: null,
      personal: { passengerName: "DESMARAIS/LUC" },
    });
  });

  it("reads the security data after the last leg, its length from its hexadecimal size", () => {
    expect(parseBcbp(RES792_MANDATORY_SECURED).security).toEqual({ type: "1", data: SECURITY_DATA });
  });

  it("reads both legs of a two-leg pass, the unique items once and each leg's repeated items", () => {
    expect(parseBcbp(RES792_TWO_LEGS)).toEqual({
      electronicTicket: true,
      versionNumber: 6,
      passengerDescription: "1",
      checkInSource: "W",
      issuanceSource: "W",
      issueDate: { yearDigit: 6, dayOfYear: 225 },
      documentType: "B",
      issuerDesignator: "AC",
      baggageTags: ["0014123456003"],
      legs: [
        {
          from: "YUL",
          to: "FRA",
          operatingCarrier: "AC",
          flightNumber: "0834",
          dayOfYear: 226,
          compartmentCode: "F",
          seatNumber: "001A",
          checkInSequenceNumber: "0025",
          passengerStatus: "1",
          airlineNumericCode: "014",
          selectee: null,
          internationalDocumentationVerification: "1",
          marketingCarrier: "AC",
          frequentFlyerAirline: "AC",
          idAdIndicator: null,
          freeBaggageAllowance: "20K",
          fastTrack: true,
          airlineUse: "LX58Z",
          personal: { bookingReference: "ABC123", documentSerialNumber: "1234567890", frequentFlyerNumber: "1234567890123" },
        },
        {
          from: "FRA",
          to: "GVA",
          operatingCarrier: "LH",
          flightNumber: "3664",
          dayOfYear: 227,
          compartmentCode: "C",
          seatNumber: "012C",
          checkInSequenceNumber: "0002",
          passengerStatus: "1",
          airlineNumericCode: "014",
          selectee: null,
          internationalDocumentationVerification: "1",
          marketingCarrier: "AC",
          frequentFlyerAirline: "AC",
          idAdIndicator: null,
          freeBaggageAllowance: "2PC",
          fastTrack: false,
          airlineUse: "WQ",
          personal: { bookingReference: "DEF456", documentSerialNumber: "0987654321", frequentFlyerNumber: "1234567890123" },
        },
      ],
      security: { type: "1", data: SECURITY_DATA },
      personal: { passengerName: "DESMARAIS/LUC" },
    });
  });

  it("reads all three baggage tag items", () => {
    const pass = parseBcbp(KITINERARY_ALL_ITEMS);
    expect(pass.baggageTags).toEqual(["0014123456002", "0014123467001", "0014123478901"]);
    expect(pass.issueDate).toEqual({ yearDigit: 1, dayOfYear: 325 });
    expect(pass.security).toEqual({ type: "1", data: "ABCDEFGH" });
  });

  it("reads a pass whose unique section is empty (size 00) and whose second leg has blank items", () => {
    const pass = parseBcbp(KITINERARY_TWO_LEGS_PARTIAL);
    expect(pass.versionNumber).toBe(5);
    expect(pass.issueDate).toBeNull();
    expect(pass.legs.map((leg) => [leg.from, leg.to, leg.operatingCarrier, leg.marketingCarrier, leg.freeBaggageAllowance, leg.fastTrack])).toEqual([
      ["GVA", "CDG", "AF", "AF", null, true],
      ["CDG", "DTW", "NW", null, "2PC", null],
    ]);
    expect(pass.legs[1]!.personal).toEqual({ bookingReference: "DEF456", documentSerialNumber: "0987654321", frequentFlyerNumber: null });
  });
});

describe("parseBcbp, the implementation guide's passes of older versions", () => {
  it("reads a version 2 pass, which has no fast track item, and keeps the airline's data as it is", () => {
    const leg = parseBcbp(GUIDE_LH_HOME_PRINTED).legs[0]!;
    expect(leg).toMatchObject({ from: "FRA", to: "RLG", operatingCarrier: "LH", flightNumber: "4010", dayOfYear: 12, marketingCarrier: "LH", fastTrack: null });
    expect(leg.airlineUse).toBe("*30600000K09         ");
  });

  it("reads a section that stops after its first items", () => {
    const pass = parseBcbp(GUIDE_KL_HOME_PRINTED);
    expect([pass.passengerDescription, pass.checkInSource, pass.issuanceSource, pass.issueDate]).toEqual([null, null, "W", null]);
    expect(pass.legs[0]).toMatchObject({ airlineNumericCode: "074", personal: { documentSerialNumber: "2497067621" }, selectee: null });
  });

  it("reads a version 3 kiosk pass", () => {
    const pass = parseBcbp(GUIDE_UA_KIOSK);
    expect([pass.versionNumber, pass.issuanceSource, pass.issueDate, pass.issuerDesignator]).toEqual([3, "K", { yearDigit: 6, dayOfYear: 7 }, "UA"]);
    expect(pass.legs[0]).toMatchObject({ compartmentCode: "F", seatNumber: "002K", personal: { frequentFlyerNumber: "EY975897" }, airlineUse: "*30600    09  UAG    " });
  });
});

describe("parseBcbp, sizes and versions", () => {
  it("skips items a later version appends inside a section, by the section's size", () => {
    // The second leg's repeated section (2A = 42, every item this parser knows) grown to 2C, taking in the two
    // characters that were the airline's data: they are now an item of a later version.
    const grown = RES792_TWO_LEGS.replace("12E2A0140987654321", "12E2C0140987654321");
    const [original, read] = [parseBcbp(RES792_TWO_LEGS).legs[1]!, parseBcbp(grown).legs[1]!];
    expect(read).toEqual({ ...original, airlineUse: null });
  });

  it("reads a first leg's variable field that does not begin with '>' as the airline's own data", () => {
    const pass = parseBcbp(RES792_MANDATORY.replace(/00$/, "05AB CD"));
    expect(pass.versionNumber).toBeNull();
    expect(pass.legs[0]!.airlineUse).toBe("AB CD");
  });

  it("reads a fourth leg", () => {
    const leg = "ABC123 YULFRAAC 0834 326J001A0025 100";
    const pass = parseBcbp(`M4DESMARAIS/LUC       E${leg}${leg}${leg}${leg.replace("FRA", "GVA")}`);
    expect(pass.legs.map((l) => l.to)).toEqual(["FRA", "FRA", "FRA", "GVA"]);
  });

  it("drops the line break a keyboard-mode scanner ends the text with", () => {
    expect(parseBcbp(`${RES792_MANDATORY}\r\n`)).toEqual(parseBcbp(RES792_MANDATORY));
  });

  it("keeps a flight number's letter suffix and reads a lower-case hexadecimal size", () => {
    const pass = parseBcbp(RES792_MANDATORY_SECURED.replace("0834 ", "0123A").replace("^164", "^164".toLowerCase()));
    expect(pass.legs[0]!.flightNumber).toBe("0123A");
    const lower = parseBcbp(RES792_MANDATORY.replace(/00$/, "0aABCDEFGHIJ"));
    expect(lower.legs[0]!.airlineUse).toBe("ABCDEFGHIJ");
  });
});
