import type { Db } from "@/lib/db/client";
import { AIRLINE_COLUMNS, airlineKey, type AirlineRecord } from "./records";
import { bulkInsert } from "./bulk-insert";
import { chunk, planSync } from "./sync-plan";
import { describeSync, type SyncOutcome } from "./sync-outcome";

const UPDATE_BATCH = 500;

/**
 * Brings the reference airlines in line with `rows`. The Airline table has no source id, so a row is known by
 * its ICAO code, IATA code and name together (airlineKey); custom airlines are never touched.
 */
export async function syncAirlines(db: Db, rows: readonly AirlineRecord[]): Promise<SyncOutcome> {
  const existing = await db.airline.findMany({
    select: { id: true, custom: true, icao: true, iata: true, name: true, callsign: true, country: true, active: true },
    orderBy: { id: "asc" },
  });
  // Custom airlines may share codes and names with reference ones (a user's own entry): only reference rows match.
  const plan = planSync(rows, existing.filter((row) => !row.custom), airlineKey);
  await bulkInsert(db, "Airline", AIRLINE_COLUMNS, plan.create);
  for (const batch of chunk(plan.update, UPDATE_BATCH)) {
    await db.$transaction(batch.map(({ id, data }) => db.airline.update({ where: { id }, data })));
  }
  let removed = 0;
  for (const ids of chunk(plan.stale, UPDATE_BATCH)) {
    // Deleting an airline a flight uses would blank the flight's airline (ON DELETE SET NULL): keep those.
    const result = await db.airline.deleteMany({ where: { id: { in: ids }, custom: false, flights: { none: {} } } });
    removed += result.count;
  }
  return describeSync("airlines", plan, removed);
}
