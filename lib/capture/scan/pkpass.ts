import { unzipSync } from "fflate";
import { PassFileError } from "./pass-file-error";

/** The largest pass.json read: a Wallet pass's is a few kilobytes. */
const MAX_PASS_JSON = 256 * 1024;

/**
 * The barcode text of an Apple Wallet pass (a `.pkpass`, a ZIP holding pass.json): the first `barcodes[].message`,
 * else the older `barcode.message`. A PassFileError saying what is wrong when the file is not such a pass. Only
 * pass.json is inflated; the images and signature beside it are skipped.
 */
export function barcodeTextOfPkpass(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => file.name === "pass.json" && file.originalSize <= MAX_PASS_JSON });
  } catch {
    throw new PassFileError("NOT_ZIP", "This file is not a Wallet pass (it is not a ZIP archive).");
  }
  const json = files["pass.json"];
  if (!json) throw new PassFileError("NO_PASS_JSON", "This file is not a Wallet pass: it holds no pass.json.");
  const message = messageOf(parseJson(json));
  if (message === null) throw new PassFileError("NO_BARCODE_TEXT", "This Wallet pass carries no barcode text.");
  return message;
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new PassFileError("BAD_PASS_JSON", "This Wallet pass's pass.json cannot be read.");
  }
}

function messageOf(pass: unknown): string | null {
  if (typeof pass !== "object" || pass === null) return null;
  const { barcodes, barcode } = pass as { barcodes?: unknown; barcode?: unknown };
  const candidates = [...(Array.isArray(barcodes) ? barcodes : []), barcode];
  for (const candidate of candidates) {
    const message = (candidate as { message?: unknown } | null | undefined)?.message;
    if (typeof message === "string" && message !== "") return message;
  }
  return null;
}
