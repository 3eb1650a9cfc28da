import { z } from "zod";
import type { Db } from "@/lib/db/client";
import packageJson from "@/package.json";
import { errorForLog } from "@/lib/auth/error-for-log";

const { version } = packageJson;

/**
 * What GET /api/health answers, with no key: whether this process can read its database, for container health
 * checks and load balancers. It names the version and nothing else: no data, no user, no database address.
 */
export const healthSchema = z.object({
  status: z.enum(["ok", "error"]),
  version: z.string(),
  database: z.enum(["ok", "unavailable"]),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * A database that has not answered by then counts as unavailable: a PostgreSQL server that drops packets would
 * otherwise hold the check (and the checker's connection) open until the checker's own timeout.
 */
export const HEALTH_QUERY_TIMEOUT_MS = 3000;

/**
 * One row of the migrations table: the cheapest read that touches the database file (SQLite answers a bare SELECT 1
 * without it) and finds the schema in place, on both databases.
 */
async function probe(db: Db): Promise<void> {
  await db.$queryRawUnsafe(`SELECT 1 FROM "_prisma_migrations" LIMIT 1`);
}

export async function checkHealth(db: Db, timeoutMs = HEALTH_QUERY_TIMEOUT_MS): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the database did not answer in time")), timeoutMs);
  });
  try {
    await Promise.race([probe(db), timeout]);
    return { status: "ok", version, database: "ok" };
  } catch (error) {
    // the reason goes to the log, never to the unauthenticated caller
    console.error(`[health] database unavailable: ${errorForLog(error)}`);
    return { status: "error", version, database: "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}
