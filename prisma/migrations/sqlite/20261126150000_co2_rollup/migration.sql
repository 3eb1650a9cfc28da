-- CO₂ per scope (lib/co2/): seats and distance per haul band and seat class, every seat (guests too) for '*' and the
-- user's own for a user, the seats the seat-class breakdown counts. The band follows the flight's distance, written
-- here as lib/co2/factors.ts haulSql writes it (below 500 km domestic, below 3,700 km short-haul, else long-haul; a
-- test checks the two agree). A flight's delete takes its seats off before they go (its cascaded seat deletes no
-- longer see it, see lib/stats/stat-rollups.test.ts); a row whose seats reach 0 is deleted.

-- CreateTable
CREATE TABLE "StatCo2" (
    "scope" TEXT NOT NULL,
    "haul" TEXT NOT NULL,
    "seatClass" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "distanceKm" REAL NOT NULL,

    PRIMARY KEY ("scope", "haul", "seatClass")
) WITHOUT ROWID;

CREATE TRIGGER "Seat_stat_co2_insert" AFTER INSERT ON "Seat"
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT sc."scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(NEW."seatClass", ''), 1, f."distanceKm"
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT NEW."userId" WHERE NEW."userId" IS NOT NULL) sc
        WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
END;

CREATE TRIGGER "Seat_stat_co2_delete" AFTER DELETE ON "Seat"
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT sc."scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(OLD."seatClass", ''), -1, -f."distanceKm"
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
        WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatCo2" WHERE "seats" <= 0 AND "scope" IN ('*', OLD."userId");
END;

CREATE TRIGGER "Seat_stat_co2_update" AFTER UPDATE OF "userId", "flightId", "seatClass" ON "Seat"
    WHEN OLD."userId" IS NOT NEW."userId" OR OLD."flightId" IS NOT NEW."flightId" OR OLD."seatClass" IS NOT NEW."seatClass"
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT sc."scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(OLD."seatClass", ''), -1, -f."distanceKm"
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
        WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatCo2" WHERE "seats" <= 0 AND "scope" IN ('*', OLD."userId");
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT sc."scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(NEW."seatClass", ''), 1, f."distanceKm"
        FROM "Flight" f CROSS JOIN (SELECT '*' AS "scope" UNION ALL SELECT NEW."userId" WHERE NEW."userId" IS NOT NULL) sc
        WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
END;

-- A flight's new distance moves its seats' kilometres, and maybe their band.
CREATE TRIGGER "Flight_stat_co2_update" AFTER UPDATE OF "distanceKm" ON "Flight"
    WHEN OLD."distanceKm" IS NOT NEW."distanceKm"
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT x."scope", x."haul", x."seatClass", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT '*' AS "scope", CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", -1 AS "seats", -OLD."distanceKm" AS "distanceKm"
            FROM "Seat" s WHERE s."flightId" = OLD."id"
          UNION ALL SELECT s."userId", CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), -1, -OLD."distanceKm"
            FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT '*', CASE WHEN NEW."distanceKm" < 500 THEN 'domestic' WHEN NEW."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), 1, NEW."distanceKm"
            FROM "Seat" s WHERE s."flightId" = NEW."id"
          UNION ALL SELECT s."userId", CASE WHEN NEW."distanceKm" < 500 THEN 'domestic' WHEN NEW."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), 1, NEW."distanceKm"
            FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL) x
        GROUP BY x."scope", x."haul", x."seatClass"
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatCo2" WHERE "seats" <= 0 AND "scope" IN (SELECT '*' UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL);
END;

CREATE TRIGGER "Flight_stat_co2_delete" BEFORE DELETE ON "Flight"
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT x."scope", CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, x."seatClass", -COUNT(*), -SUM(OLD."distanceKm")
        FROM (SELECT '*' AS "scope", COALESCE(s."seatClass", '') AS "seatClass" FROM "Seat" s WHERE s."flightId" = OLD."id"
          UNION ALL SELECT s."userId", COALESCE(s."seatClass", '') FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL) x
        GROUP BY x."scope", x."seatClass"
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatCo2" WHERE "seats" <= 0 AND "scope" IN (SELECT '*' UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL);
END;

-- Fill from the seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
SELECT x."scope", x."haul", x."seatClass", COUNT(*), SUM(x."distanceKm")
FROM (SELECT '*' AS "scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", f."distanceKm" AS "distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
  UNION ALL SELECT s."userId", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", x."haul", x."seatClass";
