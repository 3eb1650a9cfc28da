/**
 * Copies the barcode reader's .wasm (zxing-wasm) from node_modules into public/decoder/, so the scan page loads it
 * from our own origin: the package's default fetches it from a CDN, which an instance offline (or a privacy-minded
 * one) must never do. Run by `npm run build` and `npm run dev` before Next.js starts; public/decoder/ is not committed.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const WASM = "zxing-wasm/reader/zxing_reader.wasm";
const TARGET = path.join("public", "decoder");

const source = createRequire(import.meta.url).resolve(WASM);
mkdirSync(TARGET, { recursive: true });
copyFileSync(source, path.join(TARGET, path.basename(source)));
console.log(`[contrail] copied ${WASM} to ${TARGET}/`);
