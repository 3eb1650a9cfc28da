/**
 * Writes the add form's offline picker data (lib/reference/offline-pickers.ts) to public/offline/pickers.json, for the
 * service worker to keep. Run by `npm run build` and `npm run dev` before Next.js starts; public/offline/ is not committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readReferenceFiles } from "../lib/reference/data-files";
import { OFFLINE_PICKERS_PATH, offlinePickersOf } from "../lib/reference/offline-pickers";

const target = path.join("public", OFFLINE_PICKERS_PATH);
const json = JSON.stringify(offlinePickersOf(readReferenceFiles()));
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, json);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(`[contrail] wrote ${target}: ${kb(Buffer.byteLength(json))}, ${kb(gzipSync(json).length)} gzipped`);
