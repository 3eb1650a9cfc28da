import type { Db } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Prisma } from "@/lib/db/prisma";
import type { Principal } from "@/lib/auth/principal";
import { fieldInputError, ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { isFlightId } from "./enums";
import type { FlightInput, SeatInput } from "./flight-input";
import { resolveFlightInput } from "./resolve-flight-input";
import { decideSeatChange, type PolicySeat } from "./seat-policy";
import { visibleFlightsWhere } from "./visibility";
import { flightEventsOf, queueFlightEvents } from "@/lib/outbox/outbox";

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
 * operations"). Who may add or remove whose seat is the seat policy's (./seat-policy): what it refuses is a
 * ForbiddenError. Bad input is an InputError and changes nothing; an update of a flight the caller may not
 * read is NotFoundError("Flight not found"). The checks read under the write lock, so what they saw still holds
 * when the flight is written.
 */
export async function saveFlight(db: Db, principal: Principal, input: FlightInput): Promise<{ id: number }> {
  return writeTransaction(db, (tx) => saveFlightIn(tx, principal, input));
}

/** The same within a write transaction the caller holds (writeTransaction), for work that must commit with the save. */
export async function saveFlightIn(tx: Tx, principal: Principal, input: FlightInput): Promise<{ id: number }> {
  return input.id === undefined ? create(tx, principal, input) : update(tx, principal, input, input.id);
}

/**
 * Creates several flights (the legs of one boarding pass) in one transaction: all of them or, at the first refusal,
 * none. A refusal names the leg it is about ("Leg 2: Unknown airport: XXX"), keeping its field: by `legNumbers` when
 * given (the legs' numbers on the pass, when only some of them are saved), else by position when there are several.
 */
export async function saveNewFlights(
  db: Db,
  principal: Principal,
  inputs: readonly FlightInput[],
  options: {
    /** runs first, in the same transaction as the writes (writers queue on it), so what it checks still holds at the write */
    checkFirst?: (tx: Tx) => Promise<void>;
    legNumbers?: readonly number[];
  } = {},
): Promise<{ ids: number[] }> {
  const legNumbers = options.legNumbers ?? (inputs.length > 1 ? inputs.map((_, index) => index + 1) : null);
  return writeTransaction(db, async (tx) => {
    await options.checkFirst?.(tx);
    const ids: number[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        ids.push((await create(tx, principal, { ...input, id: undefined })).id);
      } catch (error) {
        if (error instanceof InputError && legNumbers) throw new InputError(`Leg ${legNumbers[index]}: ${error.message}`, error.field);
        throw error;
      }
    }
    return { ids };
  });
}

async function create(tx: Tx, principal: Principal, input: FlightInput): Promise<{ id: number }> {
  const seats = input.seats ? input.seats.map(toSeatRow) : [ownSeat(principal)];
  checkSeatList(seats);
  checkSeatPolicy(principal, null, seats);
  await checkUsersExist(tx, seats);
  const data = await resolveFlightInput(tx, input, principal.userId);
  const flight = await tx.flight.create({ data, select: { id: true } });
  await tx.seat.createMany({ data: seats.map((s) => ({ ...s, flightId: flight.id })) });
  await queueFlightEvents(tx, flight.id, flightEventsOf([], seats.map((s) => s.userId)));
  return { id: flight.id };
}

async function update(tx: Tx, principal: Principal, input: FlightInput, id: number): Promise<{ id: number }> {
  const current = isFlightId(id)
    ? await tx.flight.findFirst({
        where: { AND: [{ id }, visibleFlightsWhere(principal)] },
        include: { from: true, to: true, airline: true, aircraft: true, seats: { orderBy: { id: "asc" } } },
      })
    : null;
  if (!current) throw new NotFoundError("Flight not found");

  const seats = input.seats?.map(toSeatRow);
  if (seats) {
    checkSeatList(seats);
    checkSeatPolicy(principal, current.seats, seats);
    await checkUsersExist(tx, seats);
  }
  const data = await resolveFlightInput(tx, input, principal.userId, current);
  await tx.flight.update({ where: { id }, data });
  if (seats) {
    await tx.seat.deleteMany({ where: { flightId: id } });
    await tx.seat.createMany({ data: seats.map((s) => ({ ...s, flightId: id })) });
  }
  const before = current.seats.map((s) => s.userId);
  await queueFlightEvents(tx, id, flightEventsOf(before, seats ? seats.map((s) => s.userId) : before));
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

function checkSeatPolicy(principal: Principal, current: readonly PolicySeat[] | null, requested: readonly PolicySeat[]): void {
  if (!decideSeatChange(principal, current, requested).allowed) throw new ForbiddenError();
}
