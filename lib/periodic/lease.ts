import type { Db } from "@/lib/db/client";
import { forUpdateSql } from "@/lib/db/sql";
import type { Prisma } from "@/lib/db/prisma";

/**
 * The lease on one named piece of background work (lib/background/background-work.ts), shared by every instance on
 * the database. One meaning for its three verbs: claim takes it unless another holder's lease is live (the holder's
 * own is renewed); renew extends it only for its holder; release frees it at once, only for its holder. An AppMeta row
 * 'lease.<task>' naming its holder (lib/instance-id.ts), until when it holds it, and when the work last ran
 * (by whichever holder). Taken, renewed and the run claimed in one transaction that locks the row (on SQLite every
 * transaction holds the one write lock from its start), so two instances can never both hold it or both claim a run.
 * Expiry is judged by the caller's clock: leases last minutes, far beyond the skew of hosts kept in time.
 */
export const LEASE_KEY_PREFIX = "lease.";

export const leaseKey = (task: string) => `${LEASE_KEY_PREFIX}${task}`;

export interface LeaseState {
  holder: string;
  /** epoch ms; the lease is free from then on */
  until: number;
  /** epoch ms of the last run claimed, null when none */
  lastRun: number | null;
}

export interface LeaseClaim {
  /** whether `holder` holds the lease now (taken or renewed) */
  held: boolean;
  /** whether a run is claimed for `holder` now: it holds the lease and the last run is at least `everyMs` old */
  run: boolean;
}

const FREE: LeaseState = { holder: "", until: 0, lastRun: null };

export function parseLease(value: string | null | undefined): LeaseState {
  try {
    const parsed = JSON.parse(value ?? "") as Partial<LeaseState>;
    return {
      holder: typeof parsed.holder === "string" ? parsed.holder : "",
      until: Number.isFinite(parsed.until) ? Number(parsed.until) : 0,
      lastRun: Number.isFinite(parsed.lastRun) ? Number(parsed.lastRun) : null,
    };
  } catch {
    // an unreadable row is a free lease that never ran
    return FREE;
  }
}

export interface ClaimOptions {
  holder: string;
  now: number;
  /** how long the lease lasts from now: a holder that dies is replaced after this */
  leaseMs: number;
  /** how often the work runs; undefined: only take or renew the lease */
  everyMs?: number;
}

/** Takes or renews the lease on `task` for `holder` and, when the work is due, claims a run. */
export async function claimLease(db: Db, task: string, { holder, now, leaseMs, everyMs }: ClaimOptions): Promise<LeaseClaim> {
  const key = leaseKey(task);
  const forUpdate = forUpdateSql(db);
  return db.$transaction(async (tx) => {
    // The row must exist to be locked; a new one is free.
    await tx.$executeRaw`INSERT INTO "AppMeta" ("key", "value") VALUES (${key}, ${JSON.stringify(FREE)}) ON CONFLICT ("key") DO NOTHING`;
    const lease = parseLease(await lockedValue(tx, key, forUpdate));
    if (lease.holder !== holder && lease.until > now) return { held: false, run: false };
    const run = everyMs !== undefined && (lease.lastRun === null || now - lease.lastRun >= everyMs);
    const next: LeaseState = { holder, until: now + leaseMs, lastRun: run ? now : lease.lastRun };
    await tx.$executeRaw`UPDATE "AppMeta" SET "value" = ${JSON.stringify(next)} WHERE "key" = ${key}`;
    return { held: true, run };
  });
}

/**
 * Extends the lease on `task` for `holder` only while it is still theirs (another holder has not taken it since);
 * never takes a lease. False when it is not theirs.
 */
export async function renewLease(db: Db, task: string, { holder, now, leaseMs }: Omit<ClaimOptions, "everyMs">): Promise<boolean> {
  return changeOwnLease(db, task, holder, (lease) => ({ ...lease, until: now + leaseMs }));
}

/** Gives the lease up (a clean shutdown), so another instance takes the work at its next tick, not after expiry. */
export async function releaseLease(db: Db, task: string, holder: string): Promise<boolean> {
  return changeOwnLease(db, task, holder, (lease) => ({ ...lease, until: 0 }));
}

/** Writes `change(lease)` when the lease on `task` is `holder`'s; false (nothing written) when it is not. */
async function changeOwnLease(db: Db, task: string, holder: string, change: (lease: LeaseState) => LeaseState): Promise<boolean> {
  const key = leaseKey(task);
  const forUpdate = forUpdateSql(db);
  return db.$transaction(async (tx) => {
    const value = await lockedValue(tx, key, forUpdate);
    const lease = parseLease(value);
    if (value === null || lease.holder !== holder) return false;
    await tx.$executeRaw`UPDATE "AppMeta" SET "value" = ${JSON.stringify(change(lease))} WHERE "key" = ${key}`;
    return true;
  });
}

/** The lease row's value, locked until the transaction ends (SQLite: the transaction's write lock already is). */
async function lockedValue(tx: Prisma.TransactionClient, key: string, forUpdate: Prisma.Sql): Promise<string | null> {
  const rows = await tx.$queryRaw<{ value: string }[]>`SELECT "value" FROM "AppMeta" WHERE "key" = ${key} ${forUpdate}`;
  return rows[0]?.value ?? null;
}
