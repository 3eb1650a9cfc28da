import type { Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import { writeTransaction } from "@/lib/db/write-lock";
import { InputError, NotFoundError } from "@/lib/errors";
import { visibleFlightsWhere } from "@/lib/flights/visibility";
import { MAX_TRIP_FLIGHTS, MAX_TRIPS_PER_USER, newTripSchema, parseTripInput, tripDetailsSchema, tripFlightIdsSchema } from "./trip-input";

type Tx = Prisma.TransactionClient;

/**
 * Writes to a user's trips. Each runs in one transaction under the write lock (lib/db/write-lock.ts), so the check that
 * the owner can see a flight still holds when it is added. Someone else's trip is "Trip not found".
 */

async function ownTrip(tx: Tx, principal: Principal, id: number): Promise<{ id: number }> {
  const trip = Number.isSafeInteger(id) && id > 0 ? await tx.trip.findFirst({ where: { id, userId: principal.userId }, select: { id: true } }) : null;
  if (!trip) throw new NotFoundError("Trip not found");
  return trip;
}

/** Adds flights the principal can see, once each; any other id refuses the whole request. */
async function addFlights(tx: Tx, principal: Principal, tripId: number, flightIds: readonly number[]): Promise<void> {
  const ids = [...new Set(flightIds)];
  if (ids.length === 0) return;
  const visible = await tx.flight.findMany({ where: { AND: [{ id: { in: ids } }, visibleFlightsWhere(principal)] }, select: { id: true } });
  const seen = new Set(visible.map((f) => f.id));
  const unknown = ids.find((id) => !seen.has(id));
  if (unknown !== undefined) throw new InputError(`flightIds: no flight ${unknown} among your flights`, "flightIds");
  const present = new Set((await tx.tripFlight.findMany({ where: { tripId, flightId: { in: ids } }, select: { flightId: true } })).map((r) => r.flightId));
  const added = ids.filter((id) => !present.has(id));
  if ((await tx.tripFlight.count({ where: { tripId } })) + added.length > MAX_TRIP_FLIGHTS) {
    throw new InputError(`flightIds: at most ${MAX_TRIP_FLIGHTS} flights in a trip`, "flightIds");
  }
  await tx.tripFlight.createMany({ data: added.map((flightId) => ({ tripId, flightId })) });
}

export async function createTrip(db: Db, principal: Principal, input: unknown): Promise<{ id: number }> {
  const { name, notes, flightIds } = parseTripInput(newTripSchema, input);
  return writeTransaction(db, async (tx) => {
    if ((await tx.trip.count({ where: { userId: principal.userId } })) >= MAX_TRIPS_PER_USER) {
      throw new InputError(`name: at most ${MAX_TRIPS_PER_USER} trips per user`, "name");
    }
    const trip = await tx.trip.create({ data: { userId: principal.userId, name, notes }, select: { id: true } });
    await addFlights(tx, principal, trip.id, flightIds);
    return trip;
  });
}

export async function updateTripDetails(db: Db, principal: Principal, id: number, input: unknown): Promise<void> {
  const { name, notes } = parseTripInput(tripDetailsSchema, input);
  await writeTransaction(db, async (tx) => {
    await ownTrip(tx, principal, id);
    await tx.trip.update({ where: { id }, data: { name, notes } });
  });
}

export async function addFlightsToTrip(db: Db, principal: Principal, id: number, flightIds: unknown): Promise<void> {
  const ids = parseTripInput(tripFlightIdsSchema, flightIds);
  await writeTransaction(db, async (tx) => {
    await ownTrip(tx, principal, id);
    await addFlights(tx, principal, id, ids);
    await tx.trip.update({ where: { id }, data: { updatedAt: new Date() } });
  });
}

export async function removeFlightFromTrip(db: Db, principal: Principal, id: number, flightId: number): Promise<void> {
  await writeTransaction(db, async (tx) => {
    await ownTrip(tx, principal, id);
    if (!Number.isSafeInteger(flightId)) throw new InputError("flightId: must be a flight id", "flightId");
    await tx.tripFlight.deleteMany({ where: { tripId: id, flightId } });
    await tx.trip.update({ where: { id }, data: { updatedAt: new Date() } });
  });
}

export async function deleteTrip(db: Db, principal: Principal, id: number): Promise<void> {
  await writeTransaction(db, async (tx) => {
    await ownTrip(tx, principal, id);
    await tx.trip.delete({ where: { id } });
  });
}
