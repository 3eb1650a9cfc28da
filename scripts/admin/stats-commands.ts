import type { Db } from "@/lib/db/client";
import { rebuildStatRollups } from "@/lib/stats/rebuild-stat-rollups";

/**
 * `stats rebuild`: recomputes the statistics rollups from the flights and seats. Triggers keep them current; this
 * repairs them should they ever disagree (for instance after writing the database with the triggers disabled).
 */
export async function statsRebuild(db: Db): Promise<{ rebuilt: true; flights: number; scopes: number; seconds: number }> {
  const started = performance.now();
  await rebuildStatRollups(db);
  const [flights, scopes] = await Promise.all([db.flight.count(), db.$queryRaw<{ n: number | bigint }[]>`SELECT COUNT(*) AS "n" FROM "StatTotal"`]);
  return { rebuilt: true, flights, scopes: Number(scopes[0]?.n ?? 0), seconds: Math.round((performance.now() - started) / 100) / 10 };
}
