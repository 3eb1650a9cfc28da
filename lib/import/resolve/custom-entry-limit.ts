import { getConfig } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { QUEUE_TIMEOUTS, userTransaction } from "@/lib/db/sql";
import type { Prisma } from "@/lib/db/prisma";
import { InputError } from "@/lib/errors";

/**
 * How many custom airports, airlines and aircraft types one user may have, of each kind
 * (CONTRAIL_CUSTOM_ENTRIES_PER_USER): each is a row everyone's lookups and the admins' list carry.
 */

export type CustomEntryKind = "airport" | "airline" | "aircraft";

type Tx = Prisma.TransactionClient;

type Reader = Pick<Tx, "airport" | "airline" | "aircraft">;

const PLURAL: Record<CustomEntryKind, string> = { airport: "airports", airline: "airlines", aircraft: "aircraft types" };

// Only custom rows have an owner: counted from the (ownerId, …) index alone, without reading the rows.
function countOwned(db: Reader, kind: CustomEntryKind, owner: string): Promise<number> {
  const where = { ownerId: owner };
  if (kind === "airport") return db.airport.count({ where });
  if (kind === "airline") return db.airline.count({ where });
  return db.aircraft.count({ where });
}

/**
 * InputError when `owner` may not have another custom entry of `kind` (named `name` in the message): they have
 * the limit already, counting `pending` entries not written yet (a dry run's).
 */
export async function checkCustomEntryRoom(db: Reader, owner: string, kind: CustomEntryKind, name: string, pending = 0): Promise<void> {
  const limit = getConfig().customEntriesPerUser;
  if ((await countOwned(db, kind, owner)) + pending < limit) return;
  throw new InputError(`Custom ${kind === "aircraft" ? "aircraft type" : kind} ${name}: not made, a user may have at most ${limit} custom ${PLURAL[kind]}`);
}

/**
 * A new custom entry of `owner`'s, in one transaction: the one made meanwhile when `find` answers it, else written
 * by `write` if the owner has room for it. The owner's creations queue on their user row (PostgreSQL; SQLite has
 * one writer at a time), so neither what `find` saw nor the count can change before the write.
 */
export async function createCustomEntry<T>(
  db: Db,
  owner: string,
  kind: CustomEntryKind,
  name: string,
  steps: { find(tx: Tx): Promise<T | null>; write(tx: Tx): Promise<T> },
): Promise<T> {
  return userTransaction(db, owner, async (tx) => {
    const made = await steps.find(tx);
    if (made) return made;
    await checkCustomEntryRoom(tx, owner, kind, name);
    return steps.write(tx);
  }, QUEUE_TIMEOUTS);
}
