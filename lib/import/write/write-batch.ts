import type { Db } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Prisma } from "@/lib/db/prisma";
import type { ImportedFlight } from "../resolve/resolve-row";
import type { FlightIdentity } from "./duplicates";
import { insertFlightRows, insertSeatRows } from "./insert-rows";
import type { StoredDuplicateCheck } from "./stored-duplicates";
import type { UserLogs } from "./user-logs";

const TRANSACTION_TIMEOUT_MS = 120_000;

type Writer = Prisma.TransactionClient;

export interface BatchOutcome {
  written: number;
  duplicates: Set<ImportedFlight>;
}

/** Runs inside the batch's transaction, after its flights: what must commit with them or not at all (a job's progress). */
export type BatchCommit = (tx: Writer, outcome: BatchOutcome) => Promise<void>;

function identity(flight: ImportedFlight): FlightIdentity {
  const { fromId, toId, date, flightNumber, departure, arrival } = flight.data;
  return { fromId, toId, date, flightNumber, departure, arrival };
}

/**
 * Leaves out what is already in the log of a user seated on the flight (stored before, or earlier in this file), and
 * writes the rest in one transaction, which checks again for what other writers stored meanwhile.
 */
export async function writeBatch(
  db: Db,
  batch: ImportedFlight[],
  logs: UserLogs,
  check: StoredDuplicateCheck,
  dryRun: boolean,
  commit?: BatchCommit,
): Promise<BatchOutcome> {
  const duplicates = new Set<ImportedFlight>();
  const fresh: { flight: ImportedFlight; identity: FlightIdentity; userIds: string[] }[] = [];
  for (const flight of batch) {
    const id = identity(flight);
    const users = seatedUsers(flight);
    if (await logs.holdsAny(users, id)) duplicates.add(flight);
    else {
      fresh.push({ flight, identity: id, userIds: users });
      await logs.add(users, id);
    }
  }
  let written = fresh.length;
  if (!dryRun && (fresh.length > 0 || commit)) {
    const storedMeanwhile = await writeTransaction(
      db,
      async (tx) => {
        const stored = fresh.length > 0 ? await check.find(tx, fresh) : new Set<(typeof fresh)[number]>();
        const rest = fresh.filter((f) => !stored.has(f)).map((f) => f.flight);
        if (rest.length > 0) await insertFlights(tx, rest);
        if (fresh.length > 0) await check.batchWritten(tx);
        if (commit) {
          const outcome = { written: written - stored.size, duplicates: new Set([...duplicates, ...[...stored].map((f) => f.flight)]) };
          await commit(tx, outcome);
        }
        return stored;
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_TIMEOUT_MS },
    );
    for (const { flight } of storedMeanwhile) duplicates.add(flight);
    written -= storedMeanwhile.size;
  }
  return { written, duplicates };
}

function seatedUsers(flight: ImportedFlight): string[] {
  return flight.seats.flatMap((seat) => (seat.userId ? [seat.userId] : []));
}

async function insertFlights(tx: Writer, flights: ImportedFlight[]): Promise<void> {
  const ids = await insertFlightRows(tx, flights.map((f) => f.data));
  // Every seat must land on its own flight: check the ids against what was written before committing.
  const written = await tx.flight.findMany({ where: { id: { in: ids } }, select: { id: true, fromId: true, toId: true, sortAt: true } });
  const byId = new Map(written.map((row) => [row.id, row]));
  flights.forEach((flight, i) => {
    const row = byId.get(ids[i]!);
    if (!row || row.fromId !== flight.data.fromId || row.toId !== flight.data.toId || row.sortAt.getTime() !== flight.data.sortAt.getTime()) {
      throw new Error("import: inserted flights came back out of order");
    }
  });
  await insertSeatRows(tx, flights.flatMap((flight, i) => flight.seats.map((seat) => ({ ...seat, flightId: ids[i]! }))));
}
