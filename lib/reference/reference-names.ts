import "server-only";
import type { Db } from "@/lib/db/client";
import { findAircraftByCode } from "@/lib/reference/find-aircraft";
import { findAirlineByCode } from "@/lib/reference/find-airline";
import type { Viewer } from "@/lib/reference/visibility";

/** Names for the codes a Flight body carries (airline ICAO, aircraft ICAO type), as `viewer` looks them up. */
export async function referenceNames(db: Db, viewer: Viewer, airline: string | null, aircraft: string | null): Promise<{ airline: string | null; aircraft: string | null }> {
  const [airlineRow, aircraftRow] = await Promise.all([
    airline ? findAirlineByCode(db, airline, viewer) : null,
    aircraft ? findAircraftByCode(db, aircraft, viewer) : null,
  ]);
  return { airline: airlineRow?.name ?? null, aircraft: aircraftRow?.name ?? null };
}
