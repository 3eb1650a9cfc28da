import type { Db } from "@/lib/db/client";
import { AIRPORT_COLUMNS, type AirportRecord } from "./records";
import { bulkInsert } from "./bulk-insert";
import { chunk, planSync } from "./sync-plan";
import { describeSync, type SyncOutcome } from "./sync-outcome";

const UPDATE_BATCH = 500;

/** Brings the reference airports in line with `rows`, keyed by ident; custom airports are never touched. */
export async function syncAirports(db: Db, rows: readonly AirportRecord[]): Promise<SyncOutcome> {
  const existing = await db.airport.findMany({
    select: {
      id: true, custom: true, ident: true, icao: true, iata: true, name: true, municipality: true,
      lat: true, lon: true, type: true, continent: true, country: true, tz: true,
    },
  });
  const plan = planSync(rows, existing, (row) => row.ident);
  await bulkInsert(db, "Airport", AIRPORT_COLUMNS, plan.create);
  for (const batch of chunk(plan.update, UPDATE_BATCH)) {
    await db.$transaction(batch.map(({ id, data }) => db.airport.update({ where: { id }, data })));
  }
  let removed = 0;
  for (const ids of chunk(plan.stale, UPDATE_BATCH)) {
    // Only airports no flight uses: a flight's airports must keep existing.
    const result = await db.airport.deleteMany({
      where: { id: { in: ids }, custom: false, departures: { none: {} }, arrivals: { none: {} } },
    });
    removed += result.count;
  }
  return describeSync("airports", plan, removed);
}
