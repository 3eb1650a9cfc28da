import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import { isFlightId } from "./enums";
import { toFlightBody, type FlightBody } from "./flight-body";
import { readVisibleFlight } from "./read-flight";

/**
 * One flight as the contract's Flight, or null when it does not exist or the caller may not read it
 * (the two must look the same). Ids outside 1..2147483647 are not found without a query.
 */
export async function getFlight(db: Db, principal: Principal, id: number): Promise<FlightBody | null> {
  if (!isFlightId(id)) return null;
  const row = await readVisibleFlight(db, principal, id);
  return row ? toFlightBody(row) : null;
}
