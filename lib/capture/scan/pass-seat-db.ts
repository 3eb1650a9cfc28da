import type { Db } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Principal } from "@/lib/auth/principal";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { isFlightId } from "@/lib/flights/enums";
import { decideSeatChange } from "@/lib/flights/seat-policy";
import { flightEventsOf, queueFlightEvents } from "@/lib/outbox/outbox";
import { passSeatFill, type SeatDetails } from "./pass-seat";

/** The caller's own seat on a flight: what the scan page compares a pass with. Null when they hold none there. */
export async function ownSeatOn(db: Pick<Db, "seat">, principal: Principal, flightId: number): Promise<SeatDetails | null> {
  if (!principal.userId || !isFlightId(flightId)) return null;
  return db.seat.findFirst({ where: { flightId, userId: principal.userId }, select: { seatNumber: true, seatClass: true } });
}

/**
 * Fills the caller's own seat on a flight they already have with what the pass knows (its seat number, its class):
 * only empty fields, in one transaction. A flight the caller holds no seat on is NotFound; a seat already numbered
 * differently is an InputError and nothing changes. Answers the seat as stored after.
 */
export async function addPassSeat(db: Db, principal: Principal, flightId: number, pass: SeatDetails): Promise<SeatDetails> {
  if (!principal.userId) throw new InputError("Only a signed-in user can add a seat from a boarding pass.");
  const userId = principal.userId;
  return writeTransaction(db, async (tx) => {
    // the caller's own seat only: another user's flight, or one without their seat, is not found
    const own = isFlightId(flightId) ? await tx.seat.findFirst({ where: { flightId, userId } }) : null;
    if (!own) throw new NotFoundError("Flight not found");
    const fill = passSeatFill(own, pass);
    if (fill.kind === "conflict") throw new InputError(`Your seat on this flight is already ${fill.seatNumber}; the pass says ${pass.seatNumber}. Nothing was changed.`);
    if (fill.kind === "nothing") return { seatNumber: own.seatNumber, seatClass: own.seatClass };
    const after = { ...own, ...fill.seat };
    if (!decideSeatChange(principal, [own], [after]).allowed) throw new ForbiddenError();
    const updated = await tx.seat.update({ where: { id: own.id }, data: fill.seat, select: { seatNumber: true, seatClass: true } });
    const holders = (await tx.seat.findMany({ where: { flightId }, select: { userId: true } })).map((s) => s.userId);
    await queueFlightEvents(tx, flightId, flightEventsOf(holders, holders));
    return updated;
  });
}
