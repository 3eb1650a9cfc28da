import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { DATA_VERSION_KEY } from "@/lib/stats/stats-cache";
import { FlightIndex, type FlightIdentity } from "./duplicates";

type Tx = Prisma.TransactionClient;

export interface CandidateFlight {
  identity: FlightIdentity;
  userIds: string[];
}

/**
 * The check below for one import, skipped while nobody else has written: every write to flights and seats replaces
 * the data version (a trigger), so a version unchanged since this import's last batch means its logs are current.
 */
export class StoredDuplicateCheck {
  private versionAfterLastBatch: string | null = null;

  /** In the batch's write transaction, before writing. */
  async find<T extends CandidateFlight>(tx: Tx, flights: T[]): Promise<Set<T>> {
    if (this.versionAfterLastBatch !== null && (await dataVersion(tx)) === this.versionAfterLastBatch) return new Set();
    return storedDuplicates(tx, flights);
  }

  /** In the batch's write transaction, after writing. */
  async batchWritten(tx: Tx): Promise<void> {
    this.versionAfterLastBatch = await dataVersion(tx);
  }
}

async function dataVersion(tx: Tx): Promise<string | null> {
  return (await tx.appMeta.findUnique({ where: { key: DATA_VERSION_KEY }, select: { value: true } }))?.value ?? null;
}

/**
 * Which of these flights are already stored in the log of a user seated on them. Run inside the batch's write
 * transaction, after the write lock: an import's in-memory logs (user-logs.ts) do not see what another import or a
 * save of the same user wrote since they were read, and two imports of one file would otherwise both write it.
 * Only flights on the batch's dates and from its airports are read.
 */
async function storedDuplicates<T extends CandidateFlight>(tx: Tx, flights: T[]): Promise<Set<T>> {
  const userIds = [...new Set(flights.flatMap((f) => f.userIds))];
  const dates = [...new Set(flights.map((f) => f.identity.date))];
  const origins = [...new Set(flights.map((f) => f.identity.fromId))];
  const found = new Set<T>();
  if (userIds.length === 0) return found;
  const rows = await tx.flight.findMany({
    where: { date: { in: dates }, fromId: { in: origins }, seats: { some: { userId: { in: userIds } } } },
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
