import type { SyncPlan } from "./sync-plan";

export interface SyncOutcome {
  created: number;
  updated: number;
  removed: number;
  /** rows the data dropped that flights still use: kept */
  kept: number;
  message: string;
}

export function describeSync(table: string, plan: SyncPlan<unknown>, removed: number): SyncOutcome {
  const kept = plan.stale.length - removed;
  const parts = [
    `${plan.create.length} new`,
    `${plan.update.length} changed`,
    `${plan.unchanged} unchanged`,
    `${removed} removed`,
  ];
  if (kept > 0) parts.push(`${kept} kept for flights that use them`);
  if (plan.shadowed > 0) parts.push(`${plan.shadowed} skipped for custom rows with the same code`);
  return { created: plan.create.length, updated: plan.update.length, removed, kept, message: `${table}: ${parts.join(", ")}` };
}
