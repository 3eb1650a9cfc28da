import type Database from "better-sqlite3";
import type { Dialect } from "@/lib/config/database-url";
import { departureHourOf } from "@/lib/time/departure-hour";

/**
 * Fills Flight.departureHour where a flight has a departure but no hour yet: the rows of a database migrated to
 * 20261127010000_departure_hour, and those of a backup made before it. SQLite has no time zones: it calls
 * departureHourOf itself, registered on the connection by registerDepartureHourFunction; PostgreSQL converts with its
 * own zone data (the same IANA rules), skipping a zone name it does not know (such a flight keeps no hour).
 */
export const FILL_DEPARTURE_HOURS: Record<Dialect, string> = {
  sqlite: `UPDATE "Flight" SET "departureHour" = contrail_departure_hour("departure", (SELECT a."tz" FROM "Airport" a WHERE a."id" = "Flight"."fromId"))
WHERE "departure" IS NOT NULL AND "departureHour" IS NULL`,
  postgresql: `UPDATE "Flight" f SET "departureHour" = CAST(EXTRACT(HOUR FROM (f."departure" AT TIME ZONE 'UTC') AT TIME ZONE a."tz") AS INTEGER)
FROM "Airport" a WHERE a."id" = f."fromId" AND f."departure" IS NOT NULL AND f."departureHour" IS NULL AND a."tz" IN (SELECT "name" FROM pg_timezone_names)`,
};

/** contrail_departure_hour(departure as Unix ms, tz) on a SQLite connection: departureHourOf, for FILL_DEPARTURE_HOURS. */
export function registerDepartureHourFunction(sqlite: Database.Database): void {
  sqlite.function("contrail_departure_hour", { deterministic: true }, (departure: unknown, tz: unknown) =>
    departure === null || typeof tz !== "string" ? null : departureHourOf(Number(departure), tz),
  );
}
