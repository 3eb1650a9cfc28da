import type { Aircraft, Prisma } from "@/lib/db/prisma";
import { idsOf, inOrder, searchQuery, nameLike } from "./search-query";
import { visibleReferenceSql, type Viewer } from "./visibility";

export type AircraftSearcher = Pick<Prisma.TransactionClient, "aircraft" | "$queryRaw">;

/**
 * Aircraft types `viewer` may use (lib/reference/visibility.ts) for a type-ahead picker, ranked: the exact
 * designator; then designators, names and manufacturers that start with the query; then names with a word that
 * does ("737", "dash"); then any name containing it; within each group by name.
 */
export async function searchAircraft(db: AircraftSearcher, query: string, viewer: Viewer, limit = 10): Promise<Aircraft[]> {
  const q = searchQuery(query, limit);
  if (!q) return [];
  const ranked = await db.$queryRaw<{ id: number | bigint }[]>`
    SELECT "id" FROM "Aircraft"
    WHERE ${visibleReferenceSql(viewer)} AND ("icao" LIKE ${q.codePrefix} ESCAPE '!' OR ${nameLike("name", q.anywhere)} OR ${nameLike("manufacturer", q.prefix)})
    ORDER BY
      CASE
        WHEN "icao" = ${q.code} THEN 0
        WHEN "icao" LIKE ${q.codePrefix} ESCAPE '!' OR ${nameLike("name", q.prefix)} OR ${nameLike("manufacturer", q.prefix)} THEN 1
        WHEN ${nameLike("name", q.word)} THEN 2
        ELSE 3
      END,
      "name", "id"
    LIMIT ${q.limit}`;
  const ids = idsOf(ranked);
  return inOrder(ids, await db.aircraft.findMany({ where: { id: { in: ids } } }));
}
