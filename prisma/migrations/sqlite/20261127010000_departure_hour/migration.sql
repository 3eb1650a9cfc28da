-- The hour of departure on the origin's clock (Flight.departureHour, lib/flights/derived.ts departureHourOf) and
-- flights per hour (StatBreakdown kind 'hour', counting flights per scope like 'weekday'), kept by triggers of their
-- own beside those of 20261126153000_breakdown_figures. The key is lib/stats/breakdown/breakdown-keys.ts hourKeySql.

ALTER TABLE "Flight" ADD COLUMN "departureHour" INTEGER;

-- The hours of the flights already there (lib/flights/departure-hour-sql.ts; contrail_departure_hour is registered on
-- the migrating connection by lib/db/migrate.ts). A derived column, not an edit: the change feed's stamp and the
-- data.version bump per row are left out while it is written, and data.version replaced once after.
DROP TRIGGER "Flight_changed_update";
DROP TRIGGER "Flight_data_version_update";
UPDATE "Flight" SET "departureHour" = contrail_departure_hour("departure", (SELECT a."tz" FROM "Airport" a WHERE a."id" = "Flight"."fromId"))
WHERE "departure" IS NOT NULL AND "departureHour" IS NULL;
CREATE TRIGGER "Flight_data_version_update" AFTER UPDATE ON "Flight"
BEGIN UPDATE "AppMeta" SET "value" = lower(hex(randomblob(8))) WHERE "key" = 'data.version'; END;
CREATE TRIGGER "Flight_changed_update" AFTER UPDATE ON "Flight"
    WHEN NEW."updatedAt" IS NOT CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER)
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "id" = NEW."id";
END;
UPDATE "AppMeta" SET "value" = lower(hex(randomblob(8))) WHERE "key" = 'data.version';

CREATE TRIGGER "Flight_stat_hour_insert" AFTER INSERT ON "Flight"
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count") VALUES ('*', 'hour', COALESCE(CAST(NEW."departureHour" AS TEXT), ''), 1)
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
END;

CREATE TRIGGER "Flight_stat_hour_update" AFTER UPDATE OF "departureHour" ON "Flight"
    WHEN OLD."departureHour" IS NOT NEW."departureHour"
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", 'hour', COALESCE(CAST(OLD."departureHour" AS TEXT), ''), -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", 'hour', COALESCE(CAST(NEW."departureHour" AS TEXT), ''), 1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT sc."scope", 'hour', COALESCE(CAST(OLD."departureHour" AS TEXT), '') FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
END;

-- BEFORE, while its seats still name the users it leaves (as "Flight_stat_more_delete").
CREATE TRIGGER "Flight_stat_hour_delete" BEFORE DELETE ON "Flight"
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", 'hour', COALESCE(CAST(OLD."departureHour" AS TEXT), ''), -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT sc."scope", 'hour', COALESCE(CAST(OLD."departureHour" AS TEXT), '') FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
END;

CREATE TRIGGER "Seat_stat_hour_insert" AFTER INSERT ON "Seat"
    WHEN NEW."userId" IS NOT NULL
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT NEW."userId", 'hour', COALESCE(CAST(f."departureHour" AS TEXT), ''), 1 FROM "Flight" f WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
END;

CREATE TRIGGER "Seat_stat_hour_update" AFTER UPDATE OF "userId", "flightId" ON "Seat"
    WHEN OLD."userId" IS NOT NEW."userId" OR OLD."flightId" IS NOT NEW."flightId"
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT OLD."userId", 'hour', COALESCE(CAST(f."departureHour" AS TEXT), ''), -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT NEW."userId", 'hour', COALESCE(CAST(f."departureHour" AS TEXT), ''), 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT OLD."userId", 'hour', COALESCE(CAST(f."departureHour" AS TEXT), '') FROM "Flight" f WHERE f."id" = OLD."flightId");
END;

-- A flight's cascaded seat deletes no longer find the flight and change nothing ("Flight_stat_hour_delete" did).
CREATE TRIGGER "Seat_stat_hour_delete" AFTER DELETE ON "Seat"
    WHEN OLD."userId" IS NOT NULL
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT OLD."userId", 'hour', COALESCE(CAST(f."departureHour" AS TEXT), ''), -1 FROM "Flight" f WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT OLD."userId", 'hour', COALESCE(CAST(f."departureHour" AS TEXT), '') FROM "Flight" f WHERE f."id" = OLD."flightId");
END;

-- Fill from the flights and seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT x."scope", 'hour', COALESCE(CAST(x."departureHour" AS TEXT), ''), COUNT(*)
FROM (SELECT '*' AS "scope", f."departureHour" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."departureHour" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", COALESCE(CAST(x."departureHour" AS TEXT), '');
