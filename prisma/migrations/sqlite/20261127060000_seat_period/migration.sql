-- Seats per scope and calendar period (StatPeriod's year and month of the flight's local date at the origin, month 0
-- for a flight known only to its year), per haul band, seat class and seat position ('' for none), with their
-- flights' distance: every seat (guests too) for '*', the user's own for a user, as StatCo2 and the seat breakdowns
-- count them. A period's dashboard and the year in review read their seat figures and CO₂ from here, a few rows per
-- month, instead of joining every seat of the period. The band is lib/co2/factors.ts haulSql; the period
-- lib/stats/stat-period.ts. A flight's delete takes its seats off before they go (its cascaded seat deletes no longer
-- see it); a row whose seats reach 0 is deleted.

-- CreateTable
CREATE TABLE "StatSeatPeriod" (
    "scope" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "haul" TEXT NOT NULL,
    "seatClass" TEXT NOT NULL,
    "seat" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "distanceKm" REAL NOT NULL,

    PRIMARY KEY ("scope", "year", "month", "haul", "seatClass", "seat")
) WITHOUT ROWID;

CREATE TRIGGER "Seat_stat_seat_period_insert" AFTER INSERT ON "Seat"
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
            CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(NEW."seatClass", ''), COALESCE(NEW."seat", ''), 1, f."distanceKm"
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT NEW."userId" WHERE NEW."userId" IS NOT NULL) sc
        WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
END;

CREATE TRIGGER "Seat_stat_seat_period_delete" AFTER DELETE ON "Seat"
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
            CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(OLD."seatClass", ''), COALESCE(OLD."seat", ''), -1, -f."distanceKm"
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
        WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatPeriod" WHERE "seats" <= 0 AND ("scope", "year", "month", "haul", "seatClass", "seat") IN (
        SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
            CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(OLD."seatClass", ''), COALESCE(OLD."seat", '')
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
        WHERE f."id" = OLD."flightId");
END;

CREATE TRIGGER "Seat_stat_seat_period_update" AFTER UPDATE OF "userId", "flightId", "seatClass", "seat" ON "Seat"
    WHEN OLD."userId" IS NOT NEW."userId" OR OLD."flightId" IS NOT NEW."flightId" OR OLD."seatClass" IS NOT NEW."seatClass" OR OLD."seat" IS NOT NEW."seat"
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
            CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(OLD."seatClass", ''), COALESCE(OLD."seat", ''), -1, -f."distanceKm"
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
        WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatPeriod" WHERE "seats" <= 0 AND ("scope", "year", "month", "haul", "seatClass", "seat") IN (
        SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
            CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(OLD."seatClass", ''), COALESCE(OLD."seat", '')
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
        WHERE f."id" = OLD."flightId");
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
            CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(NEW."seatClass", ''), COALESCE(NEW."seat", ''), 1, f."distanceKm"
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT NEW."userId" WHERE NEW."userId" IS NOT NULL) sc
        WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
END;

-- A flight's new date, precision or distance moves its seats to another period or band, and their kilometres.
CREATE TRIGGER "Flight_stat_seat_period_update" AFTER UPDATE OF "date", "datePrecision", "distanceKm" ON "Flight"
    WHEN OLD."date" IS NOT NEW."date" OR OLD."datePrecision" IS NOT NEW."datePrecision" OR OLD."distanceKm" IS NOT NEW."distanceKm"
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT '*' AS "scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "year", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "month", CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", COALESCE(s."seat", '') AS "seat", -1 AS "seats", -OLD."distanceKm" AS "distanceKm"
            FROM "Seat" s WHERE s."flightId" = OLD."id"
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", ''), -1, -OLD."distanceKm"
            FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, CASE WHEN NEW."distanceKm" < 500 THEN 'domestic' WHEN NEW."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", ''), 1, NEW."distanceKm"
            FROM "Seat" s WHERE s."flightId" = NEW."id"
          UNION ALL SELECT s."userId", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, CASE WHEN NEW."distanceKm" < 500 THEN 'domestic' WHEN NEW."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", ''), 1, NEW."distanceKm"
            FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL) x
        GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat"
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatPeriod" WHERE "seats" <= 0 AND ("scope", "year", "month", "haul", "seatClass", "seat") IN (
        SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", '') FROM "Seat" s WHERE s."flightId" = OLD."id"
        UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", '') FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL);
END;

CREATE TRIGGER "Flight_stat_seat_period_delete" BEFORE DELETE ON "Flight"
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END,
            CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, x."seatClass", x."seat", -COUNT(*), -SUM(OLD."distanceKm")
        FROM (SELECT '*' AS "scope", COALESCE(s."seatClass", '') AS "seatClass", COALESCE(s."seat", '') AS "seat" FROM "Seat" s WHERE s."flightId" = OLD."id"
          UNION ALL SELECT s."userId", COALESCE(s."seatClass", ''), COALESCE(s."seat", '') FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL) x
        GROUP BY x."scope", x."seatClass", x."seat"
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatPeriod" WHERE "seats" <= 0 AND ("scope", "year", "month", "haul", "seatClass", "seat") IN (
        SELECT x."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END,
            CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, x."seatClass", x."seat"
        FROM (SELECT '*' AS "scope", COALESCE(s."seatClass", '') AS "seatClass", COALESCE(s."seat", '') AS "seat" FROM "Seat" s WHERE s."flightId" = OLD."id"
          UNION ALL SELECT s."userId", COALESCE(s."seatClass", ''), COALESCE(s."seat", '') FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL) x);
END;

-- Fill from the seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", COUNT(*), SUM(x."distanceKm")
FROM (SELECT '*' AS "scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", COALESCE(s."seat", '') AS "seat", f."distanceKm" AS "distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
  UNION ALL SELECT s."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", ''), f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat";
