import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import { DATA_VERSION_KEY } from "@/lib/stats/stats-cache";
import { FlightIndex, type FlightIdentity } from "./duplicates";

type Tx = Prisma.TransactionClient;

export interface CandidateFlight {
  identity: FlightIdentity;
  userIds: string[];
}

/**
 * The check below for one import, skipped while nobody else has written. Every write to flights and seats replaces
 * the data version (a trigger). The import's in-memory logs are read after `start` took the version, so while the
 * version seen at a batch is the one this import left (or the start's), nobody else wrote since and the logs hold
 * everything stored. Once another writer is seen, the logs lack what it wrote: every later batch is checked.
 */
export class StoredDuplicateCheck {
  private logsComplete = true;
  private constructor(private expectedVersion: string | null) {}

  /** Before the import reads any user's log. */
  static async start(db: Db): Promise<StoredDuplicateCheck> {
    return new StoredDuplicateCheck(await dataVersion(db));
  }

  /** In the batch's write transaction, before writing. */
  async find<T extends CandidateFlight>(tx: Tx, flights: T[]): Promise<Set<T>> {
    const version = await dataVersion(tx);
    if (this.logsComplete && version !== null && version === this.expectedVersion) return new Set();
    this.logsComplete = false;
    return storedDuplicates(tx, flights);
  }

  /** In the batch's write transaction, after writing. */
  async batchWritten(tx: Tx): Promise<void> {
    if (this.logsComplete) this.expectedVersion = await dataVersion(tx);
  }
}

async function dataVersion(db: Tx | Db): Promise<string | null> {
  return (await db.appMeta.findUnique({ where: { key: DATA_VERSION_KEY }, select: { value: true } }))?.value ?? null;
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
