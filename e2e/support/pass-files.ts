import { writeFileSync } from "node:fs";
import bwipjs from "bwip-js/node";
import { strToU8, zipSync } from "fflate";

/**
 * Boarding pass files made in the test: barcode images (bwip-js), an Apple Wallet pass (a ZIP with pass.json) and a
 * video for Chromium's fake camera. The pass texts come from test/support/bcbp-pass.ts.
 */

export type Symbology = "pdf417" | "azteccode" | "qrcode" | "datamatrix";

/** A PNG of the barcode, as a screenshot of an airline app would show it. */
export async function barcodePng(symbology: Symbology, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: symbology, text, scale: 3, paddingwidth: 12, paddingheight: 12, backgroundcolor: "FFFFFF" });
}

/** An Apple Wallet pass: pass.json (its barcode in `barcodes`, and the older `barcode`) beside the usual files. */
export function pkpass(text: string): Buffer {
  const pass = {
    formatVersion: 1,
    passTypeIdentifier: "pass.example.boarding",
    description: "Boarding pass",
    boardingPass: { transitType: "PKTransitTypeAir" },
    barcodes: [{ format: "PKBarcodeFormatAztec", message: text, messageEncoding: "iso-8859-1" }],
    barcode: { format: "PKBarcodeFormatAztec", message: text, messageEncoding: "iso-8859-1" },
  };
  const files = { "pass.json": strToU8(JSON.stringify(pass)), "manifest.json": strToU8("{}"), signature: new Uint8Array(32), "icon.png": new Uint8Array(8) };
  return Buffer.from(zipSync(files));
}

const FRAME_WIDTH = 640;
const FRAME_HEIGHT = 480;
const MODULE_PIXELS = 8;

/**
 * A Y4M video (4:2:0) of an Aztec code on white, for --use-file-for-fake-video-capture: the rear camera held over a
 * phone's pass. Modules are drawn from bwip-js's raw matrix, so no image decoder is needed here.
 */
export function writeAztecVideo(file: string, text: string, frames = 15): void {
  const [matrix] = bwipjs.raw("azteccode", text);
  if (!matrix || !("pixs" in matrix)) throw new Error("bwip-js drew no Aztec matrix");
  const luma = Buffer.alloc(FRAME_WIDTH * FRAME_HEIGHT, 235);
  const left = Math.floor((FRAME_WIDTH - matrix.pixx * MODULE_PIXELS) / 2);
  const top = Math.floor((FRAME_HEIGHT - matrix.pixy * MODULE_PIXELS) / 2);
  for (let y = 0; y < matrix.pixy; y++) {
    for (let x = 0; x < matrix.pixx; x++) {
      if (!matrix.pixs[y * matrix.pixx + x]) continue;
      for (let dy = 0; dy < MODULE_PIXELS; dy++) luma.fill(16, (top + y * MODULE_PIXELS + dy) * FRAME_WIDTH + left + x * MODULE_PIXELS, (top + y * MODULE_PIXELS + dy) * FRAME_WIDTH + left + (x + 1) * MODULE_PIXELS);
    }
  }
  const chroma = Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
