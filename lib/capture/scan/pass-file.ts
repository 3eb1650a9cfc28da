import { PassFileError } from "./pass-file-error";
import { decodeBarcode } from "./decode-barcode";

export { findBarcode, prepareDecoder } from "./decode-barcode";
import { barcodeTextOfPkpass } from "./pkpass";

/** The images a pass is read from (photos, screenshots); anything else is refused before decoding. */
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];
/** A Wallet pass is a few hundred kilobytes; an image of a pass a few megabytes. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Whether a chosen file is an Apple Wallet pass (by its type, or its name: browsers rarely know the type). */
export function isWalletPass(file: Pick<File, "name" | "type">): boolean {
  return file.type === "application/vnd.apple.pkpass" || file.name.toLowerCase().endsWith(".pkpass");
}

/** The barcode text of a chosen file: a Wallet pass, or a photo or screenshot of a pass (decoded in the browser). */
export async function passTextOfFile(file: File): Promise<string> {
  if (file.size > MAX_FILE_BYTES) throw new PassFileError("TOO_LARGE", "This file is too large for a boarding pass (20 MB at most).");
  if (isWalletPass(file)) return barcodeTextOfPkpass(new Uint8Array(await file.arrayBuffer()));
  if (!IMAGE_TYPES.includes(file.type)) throw new PassFileError("NOT_IMAGE_OR_PASS", "Choose a PNG, JPEG or WebP image of the pass, or an Apple Wallet pass (.pkpass).");
  return decodeBarcode(file);
}
