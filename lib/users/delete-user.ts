import { confirmRecentSignIn } from "@/lib/auth/recent-sign-in";
import { parseRole, seesEveryone, type Principal, type Role } from "@/lib/auth/principal";
import type { SessionClaims } from "@/lib/auth/session-claims";
import type { Db } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Prisma } from "@/lib/db/prisma";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { outlivesSeatOfWhere } from "@/lib/flights/seat-policy";
import { checkStorableText } from "@/lib/storable-text";
import { flightEventsOf, queueFlightEvents } from "@/lib/outbox/outbox";
import { mayDeleteUser } from "./role-rules";
import { usernameKeyOf } from "@/lib/auth/username-key";

export const LAST_OWNER_MESSAGE = "The last owner cannot be deleted: make another user owner first";
export const CONFIRM_USERNAME_MESSAGE = "Type your username to confirm";

export interface DeletedUser {
  username: string;
  /** flights no other user held a seat on: gone with the user */
  flightsDeleted: number;
  /** flights other users hold seats on: kept, without the deleted user's seat */
  flightsKept: number;
}

type Target = { id: string; username: string; role: Role };
type Tx = Prisma.TransactionClient;

/**
 * Settings → Users: an owner or admin deletes another user (mayDeleteUser). NotFoundError for an unknown id,
 * ForbiddenError for a user the actor may not delete, themselves included.
 */
export async function deleteUserAsAdmin(db: Db, actor: Principal, userId: string): Promise<DeletedUser> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  checkStorableText("userId", userId);
  return deleteUser(db, userId, (target) => {
    if (!mayDeleteUser(actor, target.role)) throw new ForbiddenError();
  });
}

/**
 * A user deletes their own account: they type their username, and prove it is them as for a new API key (a recent
 * sign-in, else the password again; lib/auth/recent-sign-in.ts). The last owner cannot.
 */
export async function deleteOwnAccount(db: Db, claims: SessionClaims, input: { username: string; password: string }): Promise<DeletedUser> {
  const user = await db.user.findUnique({ where: { id: claims.userId }, select: { usernameKey: true } });
  if (!user) throw new NotFoundError("User not found");
  if (usernameKeyOf(input.username) !== user.usernameKey) throw new InputError(CONFIRM_USERNAME_MESSAGE);
  await confirmRecentSignIn(db, claims, input.password);
  return deleteUser(db, claims.userId);
}

/**
 * Deletes a user and everything that is theirs alone, in one transaction under the flight writers' lock:
 * - flights no other user holds a seat on (their guest seats with them); on flights shared with other users only
 *   the user's seat goes (the seat policy's flightOutlivesSeats), and those users' webhooks are told the flight changed;
 * - API keys, share links, the calendar feed, webhooks (with their deliveries), trips, import uploads and jobs, the
 *   change feed's entries for the user; sessions end because the user row is gone (lib/auth/session.ts);
 * - custom airports, airlines and aircraft types no remaining flight uses. Those that other users' flights use stay, without
 *   an owner (the schema's SetNull): the flights keep showing them, nobody can pick them any more, an admin may
 *   delete them once unused (Settings → Custom data).
 * The statistics rollups follow through their triggers. `check` refuses the target before anything changes; the
 * last owner is always refused. The admin CLI calls this without a check.
 */
export async function deleteUser(db: Db, userId: string, check: (target: Target) => void = () => undefined): Promise<DeletedUser> {
  return writeTransaction(db, async (tx) => {
    const row = await tx.user.findUnique({ where: { id: userId }, select: { id: true, username: true, role: true } });
    if (!row) throw new NotFoundError("User not found");
    const target = { ...row, role: parseRole(row.role) };
    check(target);
    if (target.role === "owner" && (await tx.user.count({ where: { role: "owner", id: { not: userId } } })) === 0) throw new InputError(LAST_OWNER_MESSAGE);
    const flightsKept = await leaveSharedFlights(tx, userId);
    const { count: flightsDeleted } = await tx.flight.deleteMany({ where: { seats: { some: { userId } } } });
    await tx.flightTombstone.deleteMany({ where: { userId } });
    await deleteUnusedCustomEntries(tx, userId);
    await tx.importJob.deleteMany({ where: { userId } });
    await tx.importUpload.deleteMany({ where: { userId } });
    // cascades: keys, share links, calendar feed, webhooks and their deliveries, trips
    await tx.user.delete({ where: { id: userId } });
    return { username: target.username, flightsDeleted, flightsKept };
  }, { timeout: 600_000 });
}

/** Removes the user's seats from flights other users hold seats on, telling those users' webhooks; returns how many. */
async function leaveSharedFlights(tx: Tx, userId: string): Promise<number> {
  const watchers = await tx.seat.findMany({
    where: { NOT: { userId }, user: { webhooks: { some: { enabled: true } } }, flight: { seats: { some: { userId } } } },
    select: { flightId: true, userId: true },
  });
  const kept = new Map<number, string[]>();
  for (const seat of watchers) kept.set(seat.flightId, [...(kept.get(seat.flightId) ?? []), seat.userId as string]);
  for (const [flightId, users] of kept) await queueFlightEvents(tx, flightId, flightEventsOf(users, users));
  const { count } = await tx.seat.deleteMany({ where: { userId, flight: outlivesSeatOfWhere(userId) } });
  return count;
}

async function deleteUnusedCustomEntries(tx: Tx, ownerId: string): Promise<void> {
  await tx.airport.deleteMany({ where: { ownerId, departures: { none: {} }, arrivals: { none: {} } } });
  await tx.airline.deleteMany({ where: { ownerId, flights: { none: {} } } });
  await tx.aircraft.deleteMany({ where: { ownerId, flights: { none: {} } } });
}
