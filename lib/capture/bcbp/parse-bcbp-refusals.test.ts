import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { BcbpError, type BcbpRefusal } from "./bcbp-error";
import { GUIDE_KL_HOME_PRINTED, RES792_MANDATORY, RES792_MANDATORY_SECURED, RES792_TWO_LEGS } from "./fixtures/resolution-792-samples";
import { MAX_BCBP_LENGTH, MIN_BCBP_LENGTH, parseBcbp } from "./parse-bcbp";

/** The refusal parseBcbp gives `text`; fails the test when it parses or throws anything else. */
function refusalOf(text: string): { reason: BcbpRefusal; message: string } {
  try {
    parseBcbp(text);
  } catch (error) {
    if (error instanceof BcbpError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error(`parsed: ${JSON.stringify(text)}`);
}

const LEG = "ABC123 YULFRAAC 0834 326J001A0025 100";

describe("parseBcbp refuses", () => {
  it.each<[string, string, BcbpRefusal, RegExp]>([
    ["an empty text", "", "TOO_SHORT", /the text is 0 characters; a pass has at least 60/],
    ["a text one character short", RES792_MANDATORY.slice(0, -1), "TOO_SHORT", /59 characters/],
    ["a text longer than any pass", `${RES792_MANDATORY}^1FF${"A".repeat(MAX_BCBP_LENGTH)}`, "TOO_LONG", /at most 1450/],
    ["a character beyond ASCII", RES792_MANDATORY.replace("LUC", "LÜC"), "NOT_ASCII", /character 14 is not printable ASCII/],
    ["a control character", RES792_MANDATORY.replace(" 100", "\t100"), "NOT_ASCII", /character 57/],
    ["another format code", `S${RES792_MANDATORY.slice(1)}`, "FORMAT_CODE", /format code is "S"/],
    ["zero legs", `M0${RES792_MANDATORY.slice(2)}`, "LEG_COUNT", /number of legs is "0"; a pass holds 1 to 4/],
    ["five legs", `M5DESMARAIS/LUC       E${LEG.repeat(5)}`, "LEG_COUNT", /"5"/],
    ["a leg count that is no digit", `MX${RES792_MANDATORY.slice(2)}`, "LEG_COUNT", /"X"/],
    ["a second leg the text does not hold", `M2${RES792_MANDATORY.slice(2)}`, "TOO_SHORT", /the text ends inside the operating carrier PNR code of leg 2 \(character 61\)/],
    ["a second leg cut short", `M2DESMARAIS/LUC       E${LEG}${LEG.slice(0, 22)}`, "TOO_SHORT", /inside the date of flight of leg 2/],
    ["a field size that is not hexadecimal", RES792_MANDATORY.replace(/00$/, "0G"), "BAD_SIZE", /variable size field of leg 1 \(character 59\) is "0G"/],
    ["a field size running past the text", RES792_MANDATORY.replace(/00$/, "05ABCD"), "SIZE_PAST_END", /variable size field of leg 1 announces 5 characters but only 4 follow/],
    ["a unique section running past its field", RES792_MANDATORY.replace(/00$/, "04>5FF"), "SIZE_PAST_END", /unique conditional items announces 255 characters/],
    ["a section ending inside an item", RES792_MANDATORY.replace(/00$/, "08>5041WW1"), "FIELD_CUT", /its section ends inside the date of issue of boarding pass \(character 68\)/],
    ["a '>' and nothing more", RES792_MANDATORY.replace(/00$/, "01>"), "FIELD_CUT", /inside the version number/],
    ["security data running past the text", RES792_MANDATORY_SECURED.slice(0, -1), "SIZE_PAST_END", /security data announces 100 characters but only 99 follow/],
    ["a second leg's field starting with '>', which only the first leg's may", RES792_TWO_LEGS.replace("12E2A0140987654321 1AC AC 1234567890123    2PCNWQ", "104>600"), "BAD_SIZE", /field size of the repeated conditional items \(character \d+\) is ">6"/],
    ["text after the last leg", `${RES792_MANDATORY}X`, "TRAILING_TEXT", /character 61 follows the last leg/],
    ["text after the security data", `${RES792_MANDATORY_SECURED}+`, "TRAILING_TEXT", /text follows the pass's last item \(character 165\)/],
    ["an airport code that is not three letters", RES792_MANDATORY.replace("YULFRA", "YU1FRA"), "BAD_ITEM", /from city airport code of leg 1 \(character 31\) is "YU1"/],
    ["a blank carrier", RES792_MANDATORY.replace("AC 0834", "   0834"), "BAD_ITEM", /operating carrier designator of leg 1/],
    ["a flight number that is not a number", RES792_MANDATORY.replace("0834 ", "08X4 "), "BAD_ITEM", /flight number of leg 1 \(character 40\) is "08X4"/],
    ["a flight date that is not digits", RES792_MANDATORY.replace("326J", "3 6J"), "BAD_ITEM", /date of flight of leg 1/],
    ["day 000", RES792_MANDATORY.replace("326J", "000J"), "BAD_ITEM", /day 000; a day of the year is 001 to 366/],
    ["day 367", RES792_MANDATORY.replace("326J", "367J"), "BAD_ITEM", /day 367/],
    ["a bad second leg of a good first", RES792_TWO_LEGS.replace("FRAGVALH", "FRAGVA  "), "BAD_ITEM", /operating carrier designator of leg 2/],
    ["a repeated section ending inside an item", GUIDE_KL_HOME_PRINTED.replace("316>503  W0D", "315>503  W0C").slice(0, -1), "FIELD_CUT", /inside the document form\/serial number/],
  ])("%s", (_name, text, reason, message) => {
    const refusal = refusalOf(text);
    expect(refusal.reason).toBe(reason);
    expect(refusal.message).toMatch(/^Boarding pass: /);
    expect(refusal.message).toMatch(message);
  });

  it("a megabyte of line breaks followed by text at once, as too long", () => {
    const started = performance.now();
    expect(refusalOf(`${"\r\n".repeat(500_000)}M`).reason).toBe("TOO_LONG");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("with an error the API answers as bad input (400)", () => {
    expect(() => parseBcbp("M1")).toThrow(InputError);
  });

  it("the shortest text it reads is the mandatory items of one leg", () => {
    expect(RES792_MANDATORY).toHaveLength(MIN_BCBP_LENGTH);
  });
});

describe("parseBcbp on any input", () => {
  /** parseBcbp returns or throws a BcbpError; anything else it throws fails the property. */
  function parsesOrRefuses(text: string): boolean {
    try {
      parseBcbp(text);
    } catch (error) {
      if (!(error instanceof BcbpError)) throw error;
    }
    return true;
  }

  it("throws nothing but a BcbpError for arbitrary text", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 400 }), parsesOrRefuses), { numRuns: 2000 });
  });

  it("throws nothing but a BcbpError for arbitrary ASCII of a pass's lengths", () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 58, maxLength: 600 });
    fc.assert(fc.property(ascii.map((text) => `M${"1234"[text.length % 4]}${text}`), parsesOrRefuses), { numRuns: 2000 });
  });

  it("throws nothing but a BcbpError for a real pass with characters changed, cut or added", () => {
    const samples = fc.constantFrom(RES792_MANDATORY, RES792_MANDATORY_SECURED, RES792_TWO_LEGS, GUIDE_KL_HOME_PRINTED);
    const edit = fc.record({ at: fc.nat(), cut: fc.nat({ max: 6 }), insert: fc.string({ unit: "grapheme-ascii", maxLength: 4 }) });
    const edited = fc.tuple(samples, fc.array(edit, { minLength: 1, maxLength: 4 })).map(([text, edits]) =>
      edits.reduce((out, { at, cut, insert }) => {
        const i = at % (out.length + 1);
        return out.slice(0, i) + insert + out.slice(i + cut);
      }, text),
    );
    fc.assert(fc.property(edited, parsesOrRefuses), { numRuns: 3000 });
  });
});
