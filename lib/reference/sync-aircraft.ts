import type { Db } from "@/lib/db/client";
import { AIRCRAFT_COLUMNS, type AircraftRecord } from "./records";
import { bulkInsert } from "./bulk-insert";
import { chunk, planSync } from "./sync-plan";
import { describeSync, type SyncOutcome } from "./sync-outcome";

const BATCH = 500;

/**
 * Brings the reference aircraft types in line with `rows`, keyed by ICAO designator (one bundled row each);
 * custom types are never touched.
 */
export async function syncAircraft(db: Db, rows: readonly AircraftRecord[]): Promise<SyncOutcome> {
  const existing = await db.aircraft.findMany({ select: { id: true, custom: true, icao: true, name: true, manufacturer: true }, orderBy: { id: "asc" } });
  // A user's custom type may have a designator the data has: it is theirs alone, so the bundled type is still loaded.
  const plan = planSync(rows, existing.filter((row) => !row.custom), (row) => row.icao);
  await bulkInsert(db, "Aircraft", AIRCRAFT_COLUMNS, plan.create);
  for (const batch of chunk(plan.update, BATCH)) {
    await db.$transaction(batch.map(({ id, data }) => db.aircraft.update({ where: { id }, data })));
  }
  let removed = 0;
  for (const ids of chunk(plan.stale, BATCH)) {
    const result = await db.aircraft.deleteMany({ where: { id: { in: ids }, custom: false, flights: { none: {} } } });
    removed += result.count;
  }
  return describeSync("aircraft", plan, removed);
}
