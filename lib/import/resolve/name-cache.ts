import { createHash } from "node:crypto";
import { MAX_CACHED_NAMES, MAX_NAME_CHARS } from "../import-limits";

/**
 * Answers for names of a file, each looked up once, in a bounded Map: a file of a million distinct names (or of
 * names a megabyte long) would otherwise keep every one. Past MAX_CACHED_NAMES the oldest answer is forgotten (and
 * looked up again should its name come back); a long name is kept as its digest.
 */
export function cachedAnswer<V>(cache: Map<string, V>, name: string, lookUp: () => V): V {
  const key = name.length > MAX_NAME_CHARS ? `\u0000${createHash("sha256").update(name).digest("base64")}` : name;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const answer = lookUp();
  if (cache.size >= MAX_CACHED_NAMES) cache.delete(cache.keys().next().value!);
  cache.set(key, answer);
  return answer;
}
