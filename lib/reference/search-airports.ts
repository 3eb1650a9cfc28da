import { Prisma, type Airport } from "@/lib/db/prisma";
import { idsOf, inOrder, searchQuery, nameLike } from "./search-query";
import { visibleReferenceSql, type Viewer } from "./visibility";

export type AirportSearcher = Pick<Prisma.TransactionClient, "airport" | "$queryRaw">;

/**
 * Airports `viewer` may use (lib/reference/visibility.ts) for a type-ahead picker, ranked:
 *   0. the exact ICAO or IATA code;
 *   1. a code that starts with the query, a name that does, or a town that is the query ("london", "new york");
 *   2. a name with a word that starts with the query, a town that starts with it or has such a word;
 *   3. any name or town containing it;
 * within each group larger airports first (closed ones last), then by name.
 */
export async function searchAirports(db: AirportSearcher, query: string, viewer: Viewer, limit = 10): Promise<Airport[]> {
  const q = searchQuery(query, limit);
  if (!q) return [];
  const codePrefix = Prisma.sql`"icao" LIKE ${q.codePrefix} ESCAPE '!' OR "iata" LIKE ${q.codePrefix} ESCAPE '!'`;
  const ranked = await db.$queryRaw<{ id: number | bigint }[]>`
    SELECT "id" FROM "Airport"
    WHERE ${visibleReferenceSql(viewer)} AND (${codePrefix} OR ${nameLike("name", q.anywhere)} OR ${nameLike("municipality", q.anywhere)})
    ORDER BY
      CASE
        WHEN "iata" = ${q.code} OR "icao" = ${q.code} THEN 0
        WHEN ${codePrefix} OR ${nameLike("name", q.prefix)} OR ${nameLike("municipality", q.exact)} THEN 1
        WHEN ${nameLike("name", q.word)} OR ${nameLike("municipality", q.prefix)} OR ${nameLike("municipality", q.word)} THEN 2
        ELSE 3
      END,
      CASE "type"
        WHEN 'large_airport' THEN 0 WHEN 'medium_airport' THEN 1 WHEN 'small_airport' THEN 2
        WHEN 'seaplane_base' THEN 3 WHEN 'heliport' THEN 4 WHEN 'balloonport' THEN 5 ELSE 6
      END,
      "name", "id"
    LIMIT ${q.limit}`;
  const ids = idsOf(ranked);
  return inOrder(ids, await db.airport.findMany({ where: { id: { in: ids } } }));
}
