import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import { isFlightId } from "./enums";
import { toFlightBody, type FlightBody, type FlightSource } from "./flight-body";
import { readVisibleFlight } from "./read-flight";

/**
 * One flight as the contract's Flight, or null when it does not exist or the caller may not read it
 * (the two must look the same). Ids outside 1..2147483647 are not found without a query.
 */
export async function getFlight(db: Db, principal: Principal, id: number): Promise<FlightBody | null> {
  return getFlightAs(db, principal, id, toFlightBody);
}

/** The same flight in another API's shape (the AirTrail-compatible one): the same query and rule, another body. */
export async function getFlightAs<T>(db: Db, principal: Principal, id: number, shape: (row: FlightSource) => T): Promise<T | null> {
  if (!isFlightId(id)) return null;
  const row = await readVisibleFlight(db, principal, id);
  return row ? shape(row) : null;
}
