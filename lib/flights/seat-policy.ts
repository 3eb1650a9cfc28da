import { seesEveryone, type Principal } from "@/lib/auth/principal";

/**
 * Who may add or remove whose seat (docs/contract/decisions.md "Further operations"), for every writer: saving a
 * flight, deleting one, importing a file. Pure: callers read the seats, this decides.
 *
 * - Admins and owners may seat, unseat and match anyone.
 * - A regular user must hold a seat on what they save, may add, remove and edit guests, and may add, remove or change
 *   only their own user seat; other users' seats stay exactly as stored.
 * - A regular user's delete removes only their own seat; the flight goes when no user seat is left.
 * - An import seats only users the importer may seat: a regular user's import (web page or CLI, `matchUsers` or not)
 *   matches only their own account, and other users' seats become guests.
 */

/** A seat as the policy compares it: held by a user (userId) or by a guest (userId null). */
export interface PolicySeat {
  userId: string | null;
  seat: string | null;
  seatNumber: string | null;
  seatClass: string | null;
}

export type SeatDecision = { allowed: true } | { allowed: false; reason: "own seat required" | "other user's seat" };

/** May the actor add, remove or change this user's seat (or give it to them in an import)? */
export function maySeatUser(actor: Principal, userId: string): boolean {
  return seesEveryone(actor) || userId === actor.userId;
}

/**
 * Saving `requested` as the seats of a flight that has `current` seats now (null: a new flight). Seats whose user
 * the actor may not seat must come through unchanged; a regular user keeps a seat of their own.
 */
export function decideSeatChange(actor: Principal, current: readonly PolicySeat[] | null, requested: readonly PolicySeat[]): SeatDecision {
  if (seesEveryone(actor)) return { allowed: true };
  if (!requested.some((s) => s.userId === actor.userId)) return { allowed: false, reason: "own seat required" };
  const before = seatsByUser(current ?? []);
  const after = seatsByUser(requested);
  for (const userId of new Set([...before.keys(), ...after.keys()])) {
    if (maySeatUser(actor, userId)) continue;
    if ((before.get(userId) ?? "") !== (after.get(userId) ?? "")) return { allowed: false, reason: "other user's seat" };
  }
  return { allowed: true };
}

/** What a delete by the actor removes: the whole flight, or only the actor's own seat. */
export function deleteRemoves(actor: Principal): { kind: "flight" } | { kind: "ownSeat"; userId: string } {
  return seesEveryone(actor) ? { kind: "flight" } : { kind: "ownSeat", userId: actor.userId };
}

/** A flight stays while a user holds a seat on it (guest seats alone do not keep it). */
export function flightOutlivesSeats(userSeatsLeft: number): boolean {
  return userSeatsLeft > 0;
}

/**
 * flightOutlivesSeats for every flight at once, as a Prisma filter on Flight: the flights that keep a user seat once
 * `userId`'s is gone (another user holds one). Deleting an account (lib/users/delete-user.ts) keeps these.
 */
export function outlivesSeatOfWhere(userId: string) {
  return { seats: { some: { userId: { not: null }, NOT: { userId } } } };
}

/**
 * Whether an imported flight needs the importer's own seat added: a regular user keeps what they import, and nobody's
 * import leaves a flight without any user seat.
 */
export function importNeedsImporterSeat(actor: Principal, seatedUserIds: readonly string[]): boolean {
  return seesEveryone(actor) ? seatedUserIds.length === 0 : !seatedUserIds.includes(actor.userId);
}

/**
 * A flight's notes belong to every user seated on it, so they leave through a door one traveller opens (a share
 * page, a calendar feed) only when no other user holds a seat. Guests write nothing there: their seats do not count.
 */
export function notesAreTravellersOwn(otherUserSeats: number): boolean {
  return otherUserSeats === 0;
}

/** Each user's seats as one comparable key (details included, so a changed seat counts as a change). */
function seatsByUser(seats: readonly PolicySeat[]): Map<string, string> {
  const byUser = new Map<string, string[]>();
  for (const s of seats) {
    if (s.userId === null) continue;
    const list = byUser.get(s.userId) ?? [];
    list.push(JSON.stringify([s.seat, s.seatNumber, s.seatClass]));
    byUser.set(s.userId, list);
  }
  return new Map([...byUser].map(([userId, keys]) => [userId, keys.sort().join("|")]));
}
