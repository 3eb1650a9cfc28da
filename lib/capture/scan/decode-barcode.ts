import { PassFileError } from "./pass-file-error";

/**
 * Reads a boarding pass's barcode from an image in the browser, with no network: the browser's own BarcodeDetector
 * where it reports one of the pass formats, else zxing-wasm's reader, imported only now (its chunk and its .wasm load
 * when a scan starts, never with a page). The .wasm comes from our own origin (DECODER_WASM_PATH, copied there at
 * build by scripts/copy-decoder-wasm.ts): the reader's default would fetch it from a CDN.
 */

/** Where the reader's .wasm is served (public/), the same path the build copies it to. */
export const DECODER_WASM_DIRECTORY = "/decoder/";

/** The symbologies a boarding pass uses (BarcodeDetector's names). */
const PASS_FORMATS = ["pdf417", "aztec", "qr_code", "data_matrix"];
/** The same, in zxing-wasm's names. */
const ZXING_FORMATS = ["PDF417", "Aztec", "QRCode", "DataMatrix"] as const;

export type ImageSource = Blob | ImageData;

/** The text of the first pass barcode in the image; a PassFileError when none can be read. */
export async function decodeBarcode(image: ImageSource): Promise<string> {
  const text = await findBarcode(image);
  if (text === null) throw new PassFileError("NO_BARCODE_FOUND", "No boarding pass barcode could be read in this image. Try a sharper photo, or paste the barcode's text.");
  return text;
}

/** The text of the first pass barcode in the image, null when there is none (a camera frame without the pass). */
export async function findBarcode(image: ImageSource): Promise<string | null> {
  return (await detectWithBrowser(image)) ?? (await detectWithZxing(image));
}

interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

let nativeFormats: Promise<string[]> | null = null;

function nativeDetectorClass(): NativeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
}

/** Whether the browser's BarcodeDetector reports every pass format. */
async function hasNativeDetector(): Promise<boolean> {
  const Detector = nativeDetectorClass();
  if (!Detector) return false;
  nativeFormats ??= Detector.getSupportedFormats().catch(() => []);
  const formats = await nativeFormats;
  return PASS_FORMATS.every((format) => formats.includes(format));
}

/** null when the browser has no detector for these formats (Chromium on Linux and Windows, Firefox). */
async function detectWithBrowser(image: ImageSource): Promise<string | null> {
  const Detector = nativeDetectorClass();
  if (!Detector || !(await hasNativeDetector())) return null;
  const found = await new Detector({ formats: PASS_FORMATS }).detect(image instanceof Blob ? await createImageBitmap(image) : image).catch(() => []);
  return found[0]?.rawValue || null;
}

/** Module-level, so that every scan after the first reuses the loaded module (the reader compares overrides by identity). */
export const ZXING_OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? `${DECODER_WASM_DIRECTORY}${path}` : prefix + path),
};

/**
 * Loads the reader (its chunk and .wasm) unless the browser decodes the pass formats itself. The scan page calls it
 * when it opens, so that a scan works once the phone is offline (flight mode); no other page loads it.
 */
export async function prepareDecoder(): Promise<void> {
  if (await hasNativeDetector()) return;
  await loadZxing();
}

async function loadZxing() {
  const zxing = await import("zxing-wasm/reader");
  await zxing.prepareZXingModule({ overrides: ZXING_OVERRIDES, fireImmediately: true });
  return zxing;
}

async function detectWithZxing(image: ImageSource): Promise<string | null> {
  const zxing = await loadZxing();
  const results = await zxing.readBarcodes(image instanceof Blob ? await pixelsOf(image) : image, { formats: [...ZXING_FORMATS], tryHarder: true, maxNumberOfSymbols: 1 });
  return results.find((result) => result.isValid && result.text !== "")?.text ?? null;
}

/** The browser decodes the file (PNG, JPEG and WebP alike; the reader's own decoder knows no WebP). */
async function pixelsOf(file: Blob): Promise<ImageData> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PassFileError("NOT_AN_IMAGE", "This file is not an image the browser can read (use PNG, JPEG or WebP).");
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d");
  if (!context) throw new PassFileError("NO_CANVAS", "This browser cannot read images here; paste the barcode's text instead.");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
