import type { Db } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Principal } from "@/lib/auth/principal";
import { NotFoundError } from "@/lib/errors";
import { isFlightId } from "./enums";
import { deleteRemoves, flightOutlivesSeats } from "./seat-policy";
import { visibleFlightsWhere } from "./visibility";
import { flightEventsOf, queueFlightEvents } from "@/lib/outbox/outbox";

export interface DeleteFlightResult {
  /** true when the flight itself is gone; false when only the caller's seat was removed */
  flightDeleted: boolean;
}

/**
 * What a delete removes is the seat policy's (./seat-policy): the whole flight for admins and owners, the caller's own
 * seat for a regular user, the flight with it when no user seat is left (guest seats go with it).
 * A flight the caller may not read is NotFoundError("Flight not found"). One transaction, checks under the write lock.
 */
export async function deleteFlight(db: Db, principal: Principal, id: number): Promise<DeleteFlightResult> {
  if (!isFlightId(id)) throw new NotFoundError("Flight not found");
  return writeTransaction(db, async (tx) => {
    const flight = await tx.flight.findFirst({
      where: { AND: [{ id }, visibleFlightsWhere(principal)] },
      select: { id: true, seats: { select: { userId: true } } },
    });
    if (!flight) throw new NotFoundError("Flight not found");
    const holders = flight.seats.map((s) => s.userId);
    const removes = deleteRemoves(principal);
    if (removes.kind === "ownSeat") {
      await tx.seat.deleteMany({ where: { flightId: id, userId: removes.userId } });
      const usersLeft = await tx.seat.count({ where: { flightId: id, userId: { not: null } } });
      if (flightOutlivesSeats(usersLeft)) {
        await queueFlightEvents(tx, id, flightEventsOf(holders, holders.filter((userId) => userId !== removes.userId)));
        return { flightDeleted: false };
      }
    }
    await queueFlightEvents(tx, id, flightEventsOf(holders, []));
    await tx.flight.delete({ where: { id } });
    return { flightDeleted: true };
  });
}
