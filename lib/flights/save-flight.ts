import type { Db } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Prisma, Seat } from "@/lib/db/generated/sqlite/client";
import { seesEveryone, type Principal } from "@/lib/auth/principal";
import { fieldInputError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { isFlightId } from "./enums";
import type { FlightInput, SeatInput } from "./flight-input";
import { resolveFlightInput } from "./resolve-flight-input";
import { visibleFlightsWhere } from "./visibility";

type Tx = Prisma.TransactionClient;

interface SeatRow {
  userId: string | null;
  guestName: string | null;
  seat: string | null;
  seatNumber: string | null;
  seatClass: string | null;
}

/**
 * Creates a flight, or updates one when `input.id` is given, in one transaction (docs/contract/decisions.md "Further
 * operations"). A regular user must hold a seat on what they save and may add guests but not other users;
 * on an update they may not add, remove or change other users' seats (ForbiddenError). Admins and owners may
 * do anything. Bad input is an InputError and changes nothing; an update of a flight the caller may not
 * read is NotFoundError("Flight not found"). The checks read under the write lock, so what they saw still holds
 * when the flight is written.
 */
export async function saveFlight(db: Db, principal: Principal, input: FlightInput): Promise<{ id: number }> {
  return writeTransaction(db, async (tx) => (input.id === undefined ? create(tx, principal, input) : update(tx, principal, input, input.id)));
}

async function create(tx: Tx, principal: Principal, input: FlightInput): Promise<{ id: number }> {
  const seats = input.seats ? input.seats.map(toSeatRow) : [ownSeat(principal)];
  checkSeatList(seats);
  if (!seesEveryone(principal)) {
    if (!seats.some((s) => s.userId === principal.userId)) throw new ForbiddenError();
    if (seats.some((s) => s.userId !== null && s.userId !== principal.userId)) throw new ForbiddenError();
  }
  await checkUsersExist(tx, seats);
  const data = await resolveFlightInput(tx, input, principal.userId);
  const flight = await tx.flight.create({ data, select: { id: true } });
  await tx.seat.createMany({ data: seats.map((s) => ({ ...s, flightId: flight.id })) });
  return { id: flight.id };
}

async function update(tx: Tx, principal: Principal, input: FlightInput, id: number): Promise<{ id: number }> {
  const current = isFlightId(id)
    ? await tx.flight.findFirst({
        where: { AND: [{ id }, visibleFlightsWhere(principal)] },
        include: { from: true, to: true, seats: { orderBy: { id: "asc" } } },
      })
    : null;
  if (!current) throw new NotFoundError("Flight not found");

  const seats = input.seats?.map(toSeatRow);
  if (seats) {
    checkSeatList(seats);
    if (!seesEveryone(principal)) checkOwnSeatChanges(principal, current.seats, seats);
    await checkUsersExist(tx, seats);
  }
  const data = await resolveFlightInput(tx, input, principal.userId, current);
  await tx.flight.update({ where: { id }, data });
  if (seats) {
    await tx.seat.deleteMany({ where: { flightId: id } });
    await tx.seat.createMany({ data: seats.map((s) => ({ ...s, flightId: id })) });
  }
  return { id };
}

function ownSeat(principal: Principal): SeatRow {
  if (!principal.userId) throw new Error("principal without a user id");
  return { userId: principal.userId, guestName: null, seat: null, seatNumber: null, seatClass: null };
}

function toSeatRow(seat: SeatInput): SeatRow {
  return {
    userId: seat.userId || null,
    guestName: seat.userId ? null : seat.guestName?.trim() || null,
    seat: seat.seat ?? null,
    seatNumber: seat.seatNumber?.trim() || null,
    seatClass: seat.seatClass ?? null,
  };
}

/** At least one seat, each held by a user or a named guest, no user twice. */
function checkSeatList(seats: SeatRow[]): void {
  if (seats.length === 0) throw fieldInputError(["seats"], "a flight has at least one seat");
  const seen = new Set<string>();
  seats.forEach((seat, i) => {
    if (!seat.userId && !seat.guestName) throw fieldInputError(["seats", i, "userId"], "userId or guestName is required");
    if (seat.userId) {
      if (seen.has(seat.userId)) throw fieldInputError(["seats", i, "userId"], "the same user appears twice");
      seen.add(seat.userId);
    }
  });
}

async function checkUsersExist(tx: Tx, seats: SeatRow[]): Promise<void> {
  const ids = seats.flatMap((s) => (s.userId ? [s.userId] : []));
  if (ids.length === 0) return;
  const found = new Set((await tx.user.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((u) => u.id));
  const missing = seats.findIndex((s) => s.userId !== null && !found.has(s.userId));
  if (missing >= 0) throw fieldInputError(["seats", missing, "userId"], "unknown user");
}

/**
 * A regular user replacing the seats: they keep a seat of their own, and every other user's seat stays
 * exactly as stored (none added, removed or changed). Guests are theirs to edit.
 */
function checkOwnSeatChanges(principal: Principal, stored: Seat[], next: SeatRow[]): void {
  if (!next.some((s) => s.userId === principal.userId)) throw new ForbiddenError();
  const others = (rows: SeatRow[]) =>
    rows
      .filter((s) => s.userId !== null && s.userId !== principal.userId)
      .map((s) => JSON.stringify([s.userId, s.seat, s.seatNumber, s.seatClass]))
      .sort();
  const before = others(stored.map((s) => ({ ...s, guestName: null })));
  const after = others(next);
  if (before.length !== after.length || before.some((value, i) => value !== after[i])) throw new ForbiddenError();
}
