-- Every seat of "StatSeatEnd" (all of them, guests too) per calendar month of its flight's end instant (UTC, as
-- yyyymm), haul band (lib/co2/factors.ts haulSql), seat class and position ('' for none), with their flights'
-- distance. What the seat charts and CO₂ of scope all take away for the seats not yet flown is then the rows of the
-- months after the current one, plus the current month's remaining seats read one by one
-- (lib/stats/dashboard/upcoming-flights.ts), instead of every seat ahead one by one. Kept by triggers on
-- "StatSeatEnd" itself, which the triggers of "Seat" and "Flight" keep: a rebuild or a restore that empties and
-- refills "StatSeatEnd" empties and refills this table with it (so no fill of its own in rebuild-stat-rollups.ts).
-- A row whose seats reach 0 is deleted.

-- CreateTable
CREATE TABLE "StatSeatEndMonth" (
    "endMonth" INTEGER NOT NULL,
    "haul" TEXT NOT NULL,
    "seatClass" TEXT NOT NULL,
    "seat" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "distanceKm" REAL NOT NULL,

    PRIMARY KEY ("endMonth", "haul", "seatClass", "seat")
) WITHOUT ROWID;

-- Instants are unix milliseconds, as the app writes them (timestampFormat unixepoch-ms).
CREATE TRIGGER "StatSeatEnd_end_month_insert" AFTER INSERT ON "StatSeatEnd"
BEGIN
    INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
        VALUES (CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), CASE WHEN NEW."distanceKm" < 500 THEN 'domestic' WHEN NEW."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(NEW."seatClass", ''), COALESCE(NEW."seat", ''), 1, NEW."distanceKm")
        ON CONFLICT ("endMonth", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
END;

CREATE TRIGGER "StatSeatEnd_end_month_delete" AFTER DELETE ON "StatSeatEnd"
BEGIN
    INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
        VALUES (CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(OLD."seatClass", ''), COALESCE(OLD."seat", ''), -1, -OLD."distanceKm")
        ON CONFLICT ("endMonth", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatEndMonth" WHERE "seats" <= 0 AND "endMonth" = CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AND "haul" = CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END
        AND "seatClass" = COALESCE(OLD."seatClass", '') AND "seat" = COALESCE(OLD."seat", '');
END;

CREATE TRIGGER "StatSeatEnd_end_month_update" AFTER UPDATE ON "StatSeatEnd"
    WHEN OLD."endsAt" IS NOT NEW."endsAt" OR OLD."distanceKm" IS NOT NEW."distanceKm" OR OLD."seatClass" IS NOT NEW."seatClass" OR OLD."seat" IS NOT NEW."seat"
BEGIN
    INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
        VALUES (CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(OLD."seatClass", ''), COALESCE(OLD."seat", ''), -1, -OLD."distanceKm")
        ON CONFLICT ("endMonth", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatEndMonth" WHERE "seats" <= 0 AND "endMonth" = CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AND "haul" = CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END
        AND "seatClass" = COALESCE(OLD."seatClass", '') AND "seat" = COALESCE(OLD."seat", '');
    INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
        VALUES (CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), CASE WHEN NEW."distanceKm" < 500 THEN 'domestic' WHEN NEW."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(NEW."seatClass", ''), COALESCE(NEW."seat", ''), 1, NEW."distanceKm")
        ON CONFLICT ("endMonth", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "seats" + excluded."seats", "distanceKm" = "distanceKm" + excluded."distanceKm";
END;

-- Fill from the seats already there.
INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
SELECT CAST(strftime('%Y%m', e."endsAt" / 1000.0, 'unixepoch') AS INTEGER), CASE WHEN e."distanceKm" < 500 THEN 'domestic' WHEN e."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(e."seatClass", ''), COALESCE(e."seat", ''), COUNT(*), SUM(e."distanceKm")
FROM "StatSeatEnd" e
GROUP BY 1, 2, 3, 4;
