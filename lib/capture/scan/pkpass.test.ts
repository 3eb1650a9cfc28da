import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { RES792_MANDATORY, RES792_TWO_LEGS } from "@/lib/capture/bcbp/fixtures/resolution-792-samples";
import { barcodeTextOfPkpass } from "./pkpass";

/** A Wallet pass as Apple's tools write it: pass.json beside a manifest, a signature and an icon. */
function pkpass(pass: unknown, level: 0 | 6 = 6): Uint8Array {
  return zipSync(
    {
      "icon.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      "pass.json": strToU8(typeof pass === "string" ? pass : JSON.stringify(pass)),
      "manifest.json": strToU8("{}"),
      signature: new Uint8Array(16),
    },
    { level },
  );
}

describe("barcodeTextOfPkpass", () => {
  it("reads barcodes[].message, deflated or stored", () => {
    const pass = { formatVersion: 1, boardingPass: { transitType: "PKTransitTypeAir" }, barcodes: [{ format: "PKBarcodeFormatAztec", message: RES792_TWO_LEGS, messageEncoding: "iso-8859-1" }] };
    expect(barcodeTextOfPkpass(pkpass(pass))).toBe(RES792_TWO_LEGS);
    expect(barcodeTextOfPkpass(pkpass(pass, 0))).toBe(RES792_TWO_LEGS);
  });

  it("reads the older barcode.message when barcodes is missing or has no message", () => {
    expect(barcodeTextOfPkpass(pkpass({ barcode: { format: "PKBarcodeFormatPDF417", message: RES792_MANDATORY } }))).toBe(RES792_MANDATORY);
    expect(barcodeTextOfPkpass(pkpass({ barcodes: [{ format: "PKBarcodeFormatQR" }], barcode: { message: RES792_MANDATORY } }))).toBe(RES792_MANDATORY);
  });

  it.each([
    ["not a ZIP", new TextEncoder().encode("M1DESMARAIS/LUC"), /not a ZIP/, "NOT_ZIP"],
    ["a ZIP without pass.json", zipSync({ "other.json": strToU8("{}") }), /no pass\.json/, "NO_PASS_JSON"],
    ["pass.json that is not JSON", pkpass("{barcodes"), /cannot be read/, "BAD_PASS_JSON"],
    ["a pass without a barcode", pkpass({ formatVersion: 1 }), /no barcode text/, "NO_BARCODE_TEXT"],
    ["an empty message", pkpass({ barcodes: [{ message: "" }] }), /no barcode text/, "NO_BARCODE_TEXT"],
  ] as const)("refuses %s with an InputError saying so, and its reason for the page's words", (_name, bytes, message, reason) => {
    expect(() => barcodeTextOfPkpass(bytes)).toThrow(InputError);
    expect(() => barcodeTextOfPkpass(bytes)).toThrow(message);
    expect(() => barcodeTextOfPkpass(bytes)).toThrow(expect.objectContaining({ reason }));
  });
});
