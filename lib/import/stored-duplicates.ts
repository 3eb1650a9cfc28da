import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { FlightIndex, type FlightIdentity } from "./duplicates";

type Tx = Prisma.TransactionClient;

export interface CandidateFlight {
  identity: FlightIdentity;
  userIds: string[];
}

/**
 * Which of these flights are already stored in the log of a user seated on them. Run inside the batch's write
 * transaction, after the write lock: an import's in-memory logs (user-logs.ts) do not see what another import or a
 * save of the same user wrote since they were read, and two imports of one file would otherwise both write it.
 * Only flights on the batch's dates are read.
 */
export async function storedDuplicates<T extends CandidateFlight>(tx: Tx, flights: T[]): Promise<Set<T>> {
  const userIds = [...new Set(flights.flatMap((f) => f.userIds))];
  const dates = [...new Set(flights.map((f) => f.identity.date))];
  const found = new Set<T>();
  if (userIds.length === 0) return found;
  const rows = await tx.flight.findMany({
    where: { date: { in: dates }, seats: { some: { userId: { in: userIds } } } },
    select: {
      fromId: true,
      toId: true,
      date: true,
      flightNumber: true,
      departure: true,
      arrival: true,
      seats: { where: { userId: { in: userIds } }, select: { userId: true } },
    },
  });
  const logs = new Map<string, FlightIndex>();
  for (const row of rows) {
    for (const seat of row.seats) {
      if (!seat.userId) continue;
      let log = logs.get(seat.userId);
      if (!log) logs.set(seat.userId, (log = new FlightIndex()));
      log.add(row);
    }
  }
  for (const flight of flights) {
    if (flight.userIds.some((id) => logs.get(id)?.has(flight.identity))) found.add(flight);
  }
  return found;
}
