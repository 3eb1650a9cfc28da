import "server-only";
import type { Db } from "@/lib/db/client";
import { findAircraftByCode } from "@/lib/reference/find-aircraft";
import { findAirlineByCode } from "@/lib/reference/find-airline";

/** Names for the codes a Flight body carries (airline ICAO, aircraft ICAO type). */
export async function referenceNames(db: Db, airline: string | null, aircraft: string | null): Promise<{ airline: string | null; aircraft: string | null }> {
  const [airlineRow, aircraftRow] = await Promise.all([
    airline ? findAirlineByCode(db, airline) : null,
    aircraft ? findAircraftByCode(db, aircraft) : null,
  ]);
  return { airline: airlineRow?.name ?? null, aircraft: aircraftRow?.name ?? null };
}
