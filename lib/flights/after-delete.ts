import type { DeleteFlightResult } from "@/lib/flights/delete-flight";

/**
 * Where the list opens after a delete: `deleted=1` ("Flight deleted.") when the flight is gone, `removed=1`
 * ("Removed from your flights.") when only the user's seat went and the other travellers keep the flight.
 */
export function afterDeletePath(result: DeleteFlightResult): string {
  return result.flightDeleted ? "/flights?deleted=1" : "/flights?removed=1";
}
