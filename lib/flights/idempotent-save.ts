import type { Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { writeTransaction } from "@/lib/db/write-lock";
import { KeyReusedError } from "@/lib/errors";
import { HOUR_MS } from "@/lib/time/durations";
import type { FlightInput } from "./flight-input";
import { fingerprintOf, IDEMPOTENCY_KEY_HOURS } from "./idempotency-key";
import { saveFlightIn, saveFlight, saveNewFlights } from "./save-flight";

const KEEP_MS = IDEMPOTENCY_KEY_HOURS * HOUR_MS;

export interface IdempotentSave {
  id: number;
  /** true: this answer is the first save's, nothing was written now */
  replayed: boolean;
}

/**
 * saveFlight, once per (user, key): the key is claimed in the save's own transaction, so the flight and its key
 * commit together or not at all (a refused save leaves the key free for a corrected retry). A retry with the same
 * body answers the first save's flight; with another body it is a KeyReusedError. Creates and updates alike: a
 * replayed update writes nothing, so a late retry cannot undo an edit made since. A concurrent retry (another instance
 * too) waits for the first one's write lock (writeTransaction), then finds its key; were it ever to miss it, the
 * key's primary key refuses the second claim, which rolls back and answers the first. Keys are per user: another user's same key is another key. Without a key: saveFlight.
 */
export async function saveFlightOnce(
  db: Db,
  principal: Principal,
  input: FlightInput,
  key: string | null,
  now = new Date(),
  /** a refusal of the new flight, checked in the save's transaction: after the key, so a retry is still answered */
  checkFirst?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<IdempotentSave> {
  if (key === null) {
    if (checkFirst) return { id: (await saveNewFlights(db, principal, [input], { checkFirst })).ids[0]!, replayed: false };
    return { ...(await saveFlight(db, principal, input)), replayed: false };
  }
  const userId = principal.userId;
  const fingerprint = fingerprintOf(input);
  const where = { userId_key: { userId, key } };
  try {
    return await writeTransaction(db, async (tx) => {
      const stored = await tx.idempotencyKey.findUnique({ where });
      if (stored && stored.createdAt.getTime() > now.getTime() - KEEP_MS) return replay(stored, fingerprint);
      if (stored) await tx.idempotencyKey.delete({ where });
      await checkFirst?.(tx);
      const { id } = await saveFlightIn(tx, principal, input);
      await tx.idempotencyKey.create({ data: { userId, key, fingerprint, flightId: id, createdAt: now } });
      return { id, replayed: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const stored = await db.idempotencyKey.findUnique({ where });
    if (!stored) throw error;
    return replay(stored, fingerprint);
  }
}

function replay(stored: { fingerprint: string; flightId: number }, fingerprint: string): IdempotentSave {
  if (stored.fingerprint !== fingerprint) throw new KeyReusedError();
  return { id: stored.flightId, replayed: true };
}

/** The keys past their time (the background work's sweep). */
export async function sweepIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return db.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEEP_MS) } } }).then((r) => r.count);
}
