import { OFFLINE_SHELL } from "./route-decision";
import { SHELL_COPIES } from "./shell-language";

/**
 * What the worker keeps at install besides the offline shell: the files the shell's HTML loads (its scripts and
 * styles, found in the HTML itself, so the list follows every build), icons, the manifest and the barcode decoder.
 */
export const PRECACHED_FILES = ["/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", "/decoder/zxing_reader.wasm"] as const;

/** Kept when the build has them: the add form's compact picker data (written at build by the offline add form's script). */
export const OPTIONAL_FILES = ["/offline/pickers.json"] as const;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type Store = Pick<Cache, "put" | "addAll">;

/**
 * Fills a new version's cache: the shell in each language (fetched without cookies: the same page for everyone who
 * reads that language, shell-language.ts), what their HTML loads, the fixed files, and the optional ones that exist.
 * Any required file missing fails the install, so a version is never half-kept (the browser keeps the old worker and
 * tries again later).
 */
export async function precacheInto(cache: Store, fetchImpl: Fetch): Promise<void> {
  const shells: { key: string; answer: Response }[] = [];
  const assets = new Set<string>();
  for (const { locale, key } of SHELL_COPIES) {
    const answer = await fetchImpl(OFFLINE_SHELL, { credentials: "omit", cache: "no-store", headers: { "accept-language": locale } });
    if (!answer.ok) throw new Error(`the offline shell (${locale}) answered ${answer.status}`);
    for (const asset of shellAssetsOf(await answer.clone().text())) assets.add(asset);
    shells.push({ key, answer });
  }
  for (const { key, answer } of shells) await cache.put(key, answer);
  await cache.addAll([...assets, ...PRECACHED_FILES]);
  for (const file of OPTIONAL_FILES) {
    const answer = await fetchImpl(file, { cache: "no-store" });
    if (answer.ok) await cache.put(file, answer);
  }
}

/** The build assets (/_next/static/…) a page's HTML names, in attributes or in its inline data, each once. */
export function shellAssetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\/_next\/static\/[^"'\\\s<>()]+/g)) found.add(match[0].replaceAll("&amp;", "&"));
  return [...found];
}
