/**
 * The one naive ranking the tests check the statistics SQL against (docs/contract/decisions.md "Statistics
 * semantics"): count each key's occurrences, most first, ties to the smallest id(s) compared in order (routes:
 * origin id, then destination id), the first `limit`. Written plainly, sharing nothing with lib/stats.
 */
export interface Ranked<K> {
  key: K;
  count: number;
}

export function naiveRanking<K>(keys: Iterable<K>, idsOf: (key: K) => readonly number[], limit = Number.POSITIVE_INFINITY): Ranked<K>[] {
  const counts = new Map<string, Ranked<K>>();
  for (const key of keys) {
    const id = idsOf(key).join(">");
    const entry = counts.get(id);
    if (entry) entry.count += 1;
    else counts.set(id, { key, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || compareIds(idsOf(a.key), idsOf(b.key))).slice(0, limit);
}

/** The first entry of naiveRanking, or null. */
export function naiveTop<K>(keys: Iterable<K>, idsOf: (key: K) => readonly number[]): Ranked<K> | null {
  return naiveRanking(keys, idsOf, 1)[0] ?? null;
}

function compareIds(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Ids of a numeric key. */
export const ownId = (id: number): readonly number[] => [id];
