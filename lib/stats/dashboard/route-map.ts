import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { airportVisitsWith } from "../airport-visits-sql";
import { toNumber } from "@/lib/db/sql-values";
import { topEntriesWith } from "../ranking-sql";

export interface MapRoute {
  fromId: number;
  toId: number;
  /** completed flights from fromId to toId (directional) */
  count: number;
}

export interface MapAirport {
  id: number;
  name: string;
  iata: string | null;
  icao: string | null;
  lat: number;
  lon: number;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** AF | AN | AS | EU | NA | OC | SA */
  continent: string;
  /** completed visits: a flight counts at its origin and at its destination */
  visits: number;
}

export interface RouteMap {
  /** the scope's most flown routes, most first, ties to the smaller ids (the ranking of /api/stats' topRoute) */
  routes: MapRoute[];
  /** every airport of the scope with completed visits (so every end of `routes`), most visited first, ties by id */
  airports: MapAirport[];
}

export const MAP_ROUTE_LIMIT = 500;
/** The most routes a map may ask for (ranking-sql's clamp). */
export const MAP_ROUTE_MAX = 1000;

/**
 * What a world map of the scope draws, from the route and airport rollups (completed flights only): cost follows the
 * scope's distinct routes and airports, not its flights.
 */
export async function getRouteMap(db: Db, scope: AuthorizedScope, now: Date = new Date(), limit = MAP_ROUTE_LIMIT): Promise<RouteMap> {
  const userId = scope.subjectUserId;
  const routes = await db.$queryRaw<{ fromId: unknown; toId: unknown; count: unknown }[]>(Prisma.sql`${topEntriesWith(userId, "rt", now, limit)}
    SELECT t.k0 AS "fromId", t.k1 AS "toId", t.n AS "count" FROM rtt t ORDER BY t.n DESC, t.k0 ASC, t.k1 ASC`);
  const airports = await db.$queryRaw<
    { id: unknown; name: string; iata: string | null; icao: string | null; lat: unknown; lon: unknown; country: string; continent: string; visits: unknown }[]
  >(Prisma.sql`${airportVisitsWith(userId, now)}
    SELECT ap."id" AS "id", ap."name" AS "name", ap."iata" AS "iata", ap."icao" AS "icao", ap."lat" AS "lat", ap."lon" AS "lon",
      ap."country" AS "country", ap."continent" AS "continent", v.n AS "visits"
    FROM visits v JOIN "Airport" ap ON ap."id" = v."airportId"
    ORDER BY v.n DESC, ap."id" ASC`);
  return {
    routes: routes.map((row) => ({ fromId: toNumber(row.fromId), toId: toNumber(row.toId), count: toNumber(row.count) })),
    airports: airports.map((row) => ({
      id: toNumber(row.id),
      name: row.name,
      iata: row.iata,
      icao: row.icao,
      lat: toNumber(row.lat),
      lon: toNumber(row.lon),
      country: row.country,
      continent: row.continent,
      visits: toNumber(row.visits),
    })),
  };
}
