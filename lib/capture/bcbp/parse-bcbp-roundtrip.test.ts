import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBcbp } from "./parse-bcbp";

// Passes written from random items by the standard's layout (written here, independently of the parser: padding,
// the hexadecimal sizes, the unique items in the first leg only), then read back.

const hex = (size: number) => size.toString(16).toUpperCase().padStart(2, "0");
const chars = (alphabet: string, min: number, max: number) => fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const UNIQUE_SIZES = [1, 1, 1, 4, 1, 3, 13, 13, 13];
const REPEATED_SIZES = [3, 10, 1, 1, 3, 3, 16, 1, 3, 1];

/** Values for the first `count` items of a section of these sizes, each without padding (maybe empty). */
const itemValues = (sizes: number[]) =>
  fc.integer({ min: 0, max: sizes.length }).chain((count) => fc.tuple(...sizes.slice(0, count).map((size) => chars(ALNUM, 0, size))));

const legArbitrary = fc.record({
  pnr: chars(ALNUM, 0, 7),
  from: chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3, 3),
  to: chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3, 3),
  carrier: chars(ALNUM, 2, 3),
  flight: fc.tuple(chars("0123456789", 1, 4), chars("ABC", 0, 1)).map(([digits, suffix]) => digits + suffix),
  day: fc.integer({ min: 1, max: 366 }),
  seat: chars(ALNUM, 0, 4),
  repeated: itemValues(REPEATED_SIZES),
  airlineUse: chars(`${ALNUM} *`, 0, 20),
});

const passArbitrary = fc.record({
  name: chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ/", 0, 20),
  legs: fc.array(legArbitrary, { minLength: 1, maxLength: 4 }),
  conditional: fc.boolean(),
  unique: itemValues(UNIQUE_SIZES),
  security: fc.option(chars(ALNUM, 0, 100)),
});

type GeneratedPass = typeof passArbitrary extends fc.Arbitrary<infer T> ? T : never;

function section(values: readonly string[], sizes: number[]): string {
  const body = values.map((value, index) => value.padEnd(sizes[index]!, " ")).join("");
  return hex(body.length) + body;
}

function encode(pass: GeneratedPass): string {
  const legs = pass.legs.map((leg, index) => {
    const mandatory = [leg.pnr.padEnd(7), leg.from, leg.to, leg.carrier.padEnd(3), leg.flight.padEnd(5), String(leg.day).padStart(3, "0"), "Y", leg.seat.padEnd(4), "0001 ", "1"].join("");
    const unique = pass.conditional && index === 0 ? `>6${section(pass.unique, UNIQUE_SIZES)}` : "";
    const repeated = pass.conditional ? section(leg.repeated, REPEATED_SIZES) : "";
    // Without conditional items the first leg's airline data may not begin like them.
    const field = unique + repeated + (pass.conditional ? leg.airlineUse : leg.airlineUse.replace(/^>/, ""));
    return mandatory + hex(field.length) + field;
  });
  const security = pass.security === null ? "" : `^1${hex(pass.security.length)}${pass.security}`;
  return `M${pass.legs.length}${pass.name.padEnd(20)}E${legs.join("")}${security}`;
}

const orNull = (value: string | undefined) => (value === undefined || value === "" ? null : value);

describe("parseBcbp reads back what the layout wrote", () => {
  it("for any number of legs, sizes, conditional items and security data", () => {
    fc.assert(
      fc.property(passArbitrary, (generated) => {
        const pass = parseBcbp(encode(generated));
        expect(pass.personal.passengerName).toBe(orNull(generated.name));
        expect(pass.legs).toHaveLength(generated.legs.length);
        const unique = generated.conditional ? generated.unique : [];
        expect([pass.passengerDescription, pass.checkInSource, pass.issuanceSource, pass.documentType, pass.issuerDesignator]).toEqual([0, 1, 2, 4, 5].map((i) => orNull(unique[i])));
        expect(pass.baggageTags).toEqual(unique.slice(6).filter((tag) => tag !== ""));
        generated.legs.forEach((leg, index) => {
          const read = pass.legs[index]!;
          const repeated = generated.conditional ? leg.repeated : [];
          expect([read.from, read.to, read.operatingCarrier, read.flightNumber, read.dayOfYear, read.seatNumber]).toEqual([leg.from, leg.to, leg.carrier, leg.flight, leg.day, orNull(leg.seat)]);
          expect([read.personal.bookingReference, read.airlineNumericCode, read.personal.documentSerialNumber, read.marketingCarrier, read.personal.frequentFlyerNumber, read.freeBaggageAllowance]).toEqual([
            orNull(leg.pnr),
            ...[0, 1, 4, 6, 8].map((i) => orNull(repeated[i])),
          ]);
          const airlineUse = generated.conditional ? leg.airlineUse : leg.airlineUse.replace(/^>/, "");
          expect(read.airlineUse).toBe(orNull(airlineUse));
        });
        expect(pass.security).toEqual(generated.security === null ? null : { type: "1", data: generated.security });
      }),
      { numRuns: 500 },
    );
  });
});
