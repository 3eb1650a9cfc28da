import type { Airline, Prisma } from "@/lib/db/prisma";
import { idsOf, inOrder, searchQuery, nameLike } from "./search-query";
import { visibleReferenceSql, type Viewer } from "./visibility";

export type AirlineSearcher = Pick<Prisma.TransactionClient, "airline" | "$queryRaw">;

/**
 * Airlines `viewer` may use (lib/reference/visibility.ts) for a type-ahead picker, ranked: the exact ICAO or IATA
 * designator; then designators, names and callsigns that start with the query; then names with a word that does;
 * then any name containing it; within each group active airlines first, then by name.
 */
export async function searchAirlines(db: AirlineSearcher, query: string, viewer: Viewer, limit = 10): Promise<Airline[]> {
  const q = searchQuery(query, limit);
  if (!q) return [];
  const ranked = await db.$queryRaw<{ id: number | bigint }[]>`
    SELECT "id" FROM "Airline"
    WHERE ${visibleReferenceSql(viewer)} AND ("icao" LIKE ${q.codePrefix} ESCAPE '!' OR "iata" LIKE ${q.codePrefix} ESCAPE '!'
       OR ${nameLike("name", q.anywhere)} OR ${nameLike("callsign", q.prefix)})
    ORDER BY
      CASE
        WHEN "icao" = ${q.code} OR "iata" = ${q.code} THEN 0
        WHEN "icao" LIKE ${q.codePrefix} ESCAPE '!' OR "iata" LIKE ${q.codePrefix} ESCAPE '!'
          OR ${nameLike("name", q.prefix)} OR ${nameLike("callsign", q.prefix)} THEN 1
        WHEN ${nameLike("name", q.word)} THEN 2
        ELSE 3
      END,
      CASE WHEN "active" THEN 0 ELSE 1 END,
      "name", "id"
    LIMIT ${q.limit}`;
  const ids = idsOf(ranked);
  return inOrder(ids, await db.airline.findMany({ where: { id: { in: ids } } }));
}
