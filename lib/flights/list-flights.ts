import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import { scopeUserId, type StatsScope } from "@/lib/stats/scope";
import { toFlightBody, type FlightBody } from "./flight-body";
import { readVisibleFlights } from "./read-flight";

export interface ListFlightsOptions {
  /** at most this many flights (all when omitted) */
  take?: number;
  /** skip this many of the newest first */
  skip?: number;
}

/**
 * The flights of a scope, newest first: by departure, or the start of the date at the origin (sortAt),
 * then by id descending. The scope is re-checked against the caller's role and combined with the visibility rule.
 */
export async function listFlights(
  db: Db,
  principal: Principal,
  scope: StatsScope,
  options: ListFlightsOptions = {},
): Promise<FlightBody[]> {
  const rows = await readVisibleFlights(db, principal, scopeUserId(principal, scope), options);
  return rows.map(toFlightBody);
}
