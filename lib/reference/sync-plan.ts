/**
 * What a refresh must do to one table, worked out in memory from the rows it holds and the rows the data
 * files bring, so the database sees only bulk inserts, the updates that change something, and deletes of rows
 * the data dropped. Custom rows are never planned for: a data row whose key a custom row holds is left out.
 */

export interface Existing {
  id: number;
  custom: boolean;
}

export interface SyncPlan<T> {
  create: T[];
  update: { id: number; data: T }[];
  /** reference rows the data no longer has: deleted unless flights use them */
  stale: number[];
  unchanged: number;
  /** data rows skipped because a custom row holds their key */
  shadowed: number;
}

export function planSync<T extends object>(
  incoming: readonly T[],
  existing: readonly (T & Existing)[],
  keyOf: (row: T) => string,
): SyncPlan<T> {
  const byKey = new Map<string, T & Existing>();
  const customKeys = new Set<string>();
  const stale = new Set<number>();
  for (const row of existing) {
    const key = keyOf(row);
    if (row.custom) customKeys.add(key);
    else if (byKey.has(key)) stale.add(row.id); // a duplicate left by an older load: keep the first
    else byKey.set(key, row);
  }
  const plan: SyncPlan<T> = { create: [], update: [], stale: [], unchanged: 0, shadowed: 0 };
  const matched = new Set<number>();
  for (const row of incoming) {
    const key = keyOf(row);
    if (customKeys.has(key)) {
      plan.shadowed++;
      continue;
    }
    const current = byKey.get(key);
    if (!current) plan.create.push(row);
    else if (matched.has(current.id)) continue;
    else {
      matched.add(current.id);
      if (differs(row, current)) plan.update.push({ id: current.id, data: row });
      else plan.unchanged++;
    }
  }
  for (const row of byKey.values()) if (!matched.has(row.id)) stale.add(row.id);
  plan.stale = [...stale];
  return plan;
}

function differs<T extends object>(wanted: T, current: T): boolean {
  return (Object.keys(wanted) as (keyof T)[]).some((field) => wanted[field] !== current[field]);
}

/** Splits rows into batches: one transaction each, so a large load neither holds one huge transaction nor
 * exceeds the database's limit on bound parameters. */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}
