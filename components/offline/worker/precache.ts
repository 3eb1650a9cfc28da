import { OFFLINE_PICKERS_PATH } from "@/lib/reference/offline-pickers";

/**
 * What the worker keeps at install besides the offline shell: the files the shell's HTML loads (its scripts and
 * styles, found in the HTML itself, so the list follows every build), icons, the manifest, the barcode decoder and the
 * add form's picker data.
 */
export const PRECACHED_FILES = ["/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", "/decoder/zxing_reader.wasm", OFFLINE_PICKERS_PATH] as const;

/** The build assets (/_next/static/…) a page's HTML names, in attributes or in its inline data, each once. */
export function shellAssetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\/_next\/static\/[^"'\\\s<>()]+/g)) found.add(match[0].replaceAll("&amp;", "&"));
  return [...found];
}
