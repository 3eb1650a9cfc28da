import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";

/**
 * The ident of a custom airport, "custom:<n>", a number no other airport has. The numbers come from one counter
 * row in AppMeta (started by migration 20261126000000_custom_entry_lookup at the highest number then in use),
 * raised and read in one statement: concurrent creators each get their own number, and making one airport never
 * reads the others.
 */

export const CUSTOM_IDENT_PREFIX = "custom:";
const COUNTER_KEY = "custom.airport.ident";

type Writer = Pick<Prisma.TransactionClient, "$queryRaw">;

/** Takes the next number; a transaction that rolls back gives it back. */
export async function takeCustomAirportIdent(db: Writer): Promise<string> {
  const rows = await db.$queryRaw<{ value: string }[]>`
    INSERT INTO "AppMeta" ("key", "value") VALUES (${COUNTER_KEY}, '1')
    ON CONFLICT ("key") DO UPDATE SET "value" = CAST(CAST("AppMeta"."value" AS BIGINT) + 1 AS TEXT)
    RETURNING "value"`;
  return `${CUSTOM_IDENT_PREFIX}${rows[0]!.value}`;
}

/**
 * Moves the counter past every "custom:<n>" in use. Only after a clash: idents written around the counter (rows
 * copied in from another database) can be ahead of it. Reads every custom ident, once.
 */
export async function catchUpCustomAirportIdent(db: Db): Promise<void> {
  const rows = await db.airport.findMany({ where: { ident: { startsWith: CUSTOM_IDENT_PREFIX } }, select: { ident: true } });
  const highest = rows.reduce((max, { ident }) => Math.max(max, Number(ident.slice(CUSTOM_IDENT_PREFIX.length)) || 0), 0);
  await db.$executeRaw`
    INSERT INTO "AppMeta" ("key", "value") VALUES (${COUNTER_KEY}, ${String(highest)})
    ON CONFLICT ("key") DO UPDATE SET "value" = ${String(highest)} WHERE CAST("AppMeta"."value" AS BIGINT) < ${highest}`;
}
