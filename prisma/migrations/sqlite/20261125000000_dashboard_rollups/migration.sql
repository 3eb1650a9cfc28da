-- Rollups for the dashboard's charts (see prisma/schema.prisma and lib/stats/dashboard/): flights, distance and time
-- per calendar year and month (StatPeriod), and counts per flight reason, seat class and seat position
-- (StatBreakdown), per scope like the rollups of 20261122000000_stat_rollups and kept by the same triggers, which
-- are written again here with the new statements. StatFlightEnd also carries each flight's period and reason and the
-- user's seat class and position, so that a user's flights not yet completed are subtracted without reading "Flight".

-- A copy of derived values: recreated with its new columns and filled again below.
DROP TABLE "StatFlightEnd";

-- CreateTable
CREATE TABLE "StatFlightEnd" (
    "scope" TEXT NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "flightId" INTEGER NOT NULL,
    "fromId" INTEGER NOT NULL,
    "toId" INTEGER NOT NULL,
    "airlineId" INTEGER,
    "aircraftId" INTEGER,
    "distanceKm" REAL NOT NULL,
    "durationSeconds" INTEGER,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "flightReason" TEXT,
    "seatClass" TEXT,
    "seat" TEXT,

    PRIMARY KEY ("scope", "endsAt", "flightId")
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "StatPeriod" (
    "scope" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,
    "distanceKm" REAL NOT NULL,
    "durationSeconds" BIGINT NOT NULL,

    PRIMARY KEY ("scope", "year", "month")
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "StatBreakdown" (
    "scope" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    PRIMARY KEY ("scope", "kind", "key")
) WITHOUT ROWID;

DROP TRIGGER "Flight_stat_insert";
DROP TRIGGER "Flight_stat_update";
DROP TRIGGER "Flight_stat_delete";
DROP TRIGGER "Seat_stat_insert";
DROP TRIGGER "Seat_stat_update";
DROP TRIGGER "Seat_stat_delete";

-- The triggers of 20261122000000_stat_rollups with the new statements: a flight's period is
-- (CAST(SUBSTR("date", 1, 4) AS INTEGER), CASE WHEN "datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR("date", 6, 2) AS INTEGER) END)
-- (lib/stats/stat-period.ts), a missing reason, class or position the key ''.

-- A new flight counts for '*'; each user seat inserted after it adds it to that user (Seat_stat_insert).
CREATE TRIGGER "Flight_stat_insert" AFTER INSERT ON "Flight"
BEGIN
    INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
        VALUES ('*', 1, NEW."distanceKm", COALESCE(NEW."durationSeconds", 0))
        ON CONFLICT ("scope") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatAirport" ("scope", "airportId", "flights") VALUES ('*', NEW."fromId", 1), ('*', NEW."toId", 1)
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
        SELECT '*', NEW."airlineId", 1 WHERE NEW."airlineId" IS NOT NULL
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
        SELECT '*', NEW."aircraftId", 1 WHERE NEW."aircraftId" IS NOT NULL
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights") VALUES ('*', NEW."fromId", NEW."toId", 1)
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        VALUES ('*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 1, NEW."distanceKm", COALESCE(NEW."durationSeconds", 0))
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count") VALUES ('*', 'flightReason', COALESCE(NEW."flightReason", ''), 1)
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
END;

-- A changed flight leaves its old figures and enters its new ones, for '*' and for each user holding a seat on it.
CREATE TRIGGER "Flight_stat_update" AFTER UPDATE OF "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "endsAt", "date", "datePrecision", "flightReason" ON "Flight"
    WHEN OLD."fromId" IS NOT NEW."fromId" OR OLD."toId" IS NOT NEW."toId" OR OLD."airlineId" IS NOT NEW."airlineId" OR OLD."aircraftId" IS NOT NEW."aircraftId" OR OLD."distanceKm" IS NOT NEW."distanceKm" OR OLD."durationSeconds" IS NOT NEW."durationSeconds" OR OLD."endsAt" IS NOT NEW."endsAt"
        OR OLD."date" IS NOT NEW."date" OR OLD."datePrecision" IS NOT NEW."datePrecision" OR OLD."flightReason" IS NOT NEW."flightReason"
BEGIN
    INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
        SELECT sc."scope", -1, -OLD."distanceKm", -COALESCE(OLD."durationSeconds", 0) FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatAirport" ("scope", "airportId", "flights")
        SELECT sc."scope", OLD."fromId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc UNION ALL SELECT sc."scope", OLD."toId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
        SELECT sc."scope", OLD."airlineId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE OLD."airlineId" IS NOT NULL
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
        SELECT sc."scope", OLD."aircraftId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE OLD."aircraftId" IS NOT NULL
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
        SELECT sc."scope", OLD."fromId", OLD."toId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        SELECT sc."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, -1, -OLD."distanceKm", -COALESCE(OLD."durationSeconds", 0) FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", 'flightReason', COALESCE(OLD."flightReason", ''), -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatTotal" WHERE "flights" <= 0 AND "scope" IN (SELECT sc."scope" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAirport" WHERE "flights" <= 0
        AND ("scope", "airportId") IN (SELECT sc."scope", OLD."fromId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc UNION ALL SELECT sc."scope", OLD."toId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAirline" WHERE "flights" <= 0 AND ("scope", "airlineId") IN (SELECT sc."scope", OLD."airlineId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAircraft" WHERE "flights" <= 0 AND ("scope", "aircraftId") IN (SELECT sc."scope", OLD."aircraftId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatRoute" WHERE "flights" <= 0 AND ("scope", "fromId", "toId") IN (SELECT sc."scope", OLD."fromId", OLD."toId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatFlightEnd" WHERE ("scope", "endsAt", "flightId") IN (SELECT sc."scope", OLD."endsAt", OLD."id" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE sc."scope" <> '*');
    DELETE FROM "StatPeriod" WHERE "flights" <= 0 AND ("scope", "year", "month") IN (SELECT sc."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true);
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT sc."scope", 'flightReason', COALESCE(OLD."flightReason", '') FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true);
    INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
        SELECT sc."scope", 1, NEW."distanceKm", COALESCE(NEW."durationSeconds", 0) FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatAirport" ("scope", "airportId", "flights")
        SELECT sc."scope", NEW."fromId", 1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc UNION ALL SELECT sc."scope", NEW."toId", 1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
        SELECT sc."scope", NEW."airlineId", 1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE NEW."airlineId" IS NOT NULL
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
        SELECT sc."scope", NEW."aircraftId", 1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE NEW."aircraftId" IS NOT NULL
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
        SELECT sc."scope", NEW."fromId", NEW."toId", 1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        SELECT sc."scope", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 1, NEW."distanceKm", COALESCE(NEW."durationSeconds", 0) FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", 'flightReason', COALESCE(NEW."flightReason", ''), 1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "year", "month", "flightReason", "seatClass", "seat")
        SELECT s."userId", NEW."endsAt", NEW."id", NEW."fromId", NEW."toId", NEW."airlineId", NEW."aircraftId", NEW."distanceKm", NEW."durationSeconds",
            CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, NEW."flightReason", s."seatClass", s."seat"
        FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL
        ON CONFLICT DO NOTHING;
END;

-- BEFORE, while its seats still name the users it leaves. The seats' cascaded deletes then no longer find the
-- flight and change nothing (Seat_stat_delete; lib/stats/stat-rollups.test.ts checks it).
CREATE TRIGGER "Flight_stat_delete" BEFORE DELETE ON "Flight"
BEGIN
    INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
        SELECT sc."scope", -1, -OLD."distanceKm", -COALESCE(OLD."durationSeconds", 0) FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatAirport" ("scope", "airportId", "flights")
        SELECT sc."scope", OLD."fromId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc UNION ALL SELECT sc."scope", OLD."toId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
        SELECT sc."scope", OLD."airlineId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE OLD."airlineId" IS NOT NULL
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
        SELECT sc."scope", OLD."aircraftId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE OLD."aircraftId" IS NOT NULL
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
        SELECT sc."scope", OLD."fromId", OLD."toId", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        SELECT sc."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, -1, -OLD."distanceKm", -COALESCE(OLD."durationSeconds", 0) FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", 'flightReason', COALESCE(OLD."flightReason", ''), -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatTotal" WHERE "flights" <= 0 AND "scope" IN (SELECT sc."scope" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAirport" WHERE "flights" <= 0
        AND ("scope", "airportId") IN (SELECT sc."scope", OLD."fromId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc UNION ALL SELECT sc."scope", OLD."toId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAirline" WHERE "flights" <= 0 AND ("scope", "airlineId") IN (SELECT sc."scope", OLD."airlineId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAircraft" WHERE "flights" <= 0 AND ("scope", "aircraftId") IN (SELECT sc."scope", OLD."aircraftId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatRoute" WHERE "flights" <= 0 AND ("scope", "fromId", "toId") IN (SELECT sc."scope", OLD."fromId", OLD."toId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatFlightEnd" WHERE ("scope", "endsAt", "flightId") IN (SELECT sc."scope", OLD."endsAt", OLD."id" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE sc."scope" <> '*');
    DELETE FROM "StatPeriod" WHERE "flights" <= 0 AND ("scope", "year", "month") IN (SELECT sc."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true);
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT sc."scope", 'flightReason', COALESCE(OLD."flightReason", '') FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE true);
END;

-- A user's seat adds its flight to that user; guest seats count only through '*'.
CREATE TRIGGER "Seat_stat_insert" AFTER INSERT ON "Seat"
    WHEN NEW."userId" IS NOT NULL
BEGIN
    INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
        SELECT NEW."userId", 1, f."distanceKm", COALESCE(f."durationSeconds", 0) FROM "Flight" f WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatAirport" ("scope", "airportId", "flights")
        SELECT NEW."userId", f."fromId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId" UNION ALL SELECT NEW."userId", f."toId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
        SELECT NEW."userId", f."airlineId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND f."airlineId" IS NOT NULL
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
        SELECT NEW."userId", f."aircraftId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND f."aircraftId" IS NOT NULL
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
        SELECT NEW."userId", f."fromId", f."toId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 1, f."distanceKm", COALESCE(f."durationSeconds", 0) FROM "Flight" f WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT NEW."userId", 'flightReason', COALESCE(f."flightReason", ''), 1 FROM "Flight" f WHERE f."id" = NEW."flightId"
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "year", "month", "flightReason", "seatClass", "seat")
        SELECT NEW."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds",
            CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, f."flightReason", NEW."seatClass", NEW."seat" FROM "Flight" f WHERE f."id" = NEW."flightId"
        ON CONFLICT DO NOTHING;
END;

-- A seat moved to another user or flight.
CREATE TRIGGER "Seat_stat_update" AFTER UPDATE OF "userId", "flightId" ON "Seat"
    WHEN OLD."userId" IS NOT NEW."userId" OR OLD."flightId" IS NOT NEW."flightId"
BEGIN
    INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
        SELECT OLD."userId", -1, -f."distanceKm", -COALESCE(f."durationSeconds", 0) FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
        ON CONFLICT ("scope") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatAirport" ("scope", "airportId", "flights")
        SELECT OLD."userId", f."fromId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL UNION ALL SELECT OLD."userId", f."toId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
        SELECT OLD."userId", f."airlineId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL AND f."airlineId" IS NOT NULL
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
        SELECT OLD."userId", f."aircraftId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL AND f."aircraftId" IS NOT NULL
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
        SELECT OLD."userId", f."fromId", f."toId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, -1, -f."distanceKm", -COALESCE(f."durationSeconds", 0) FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT OLD."userId", 'flightReason', COALESCE(f."flightReason", ''), -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatTotal" WHERE "flights" <= 0 AND "scope" IN (SELECT OLD."userId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatAirport" WHERE "flights" <= 0
        AND ("scope", "airportId") IN (SELECT OLD."userId", f."fromId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL UNION ALL SELECT OLD."userId", f."toId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatAirline" WHERE "flights" <= 0 AND ("scope", "airlineId") IN (SELECT OLD."userId", f."airlineId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatAircraft" WHERE "flights" <= 0 AND ("scope", "aircraftId") IN (SELECT OLD."userId", f."aircraftId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatRoute" WHERE "flights" <= 0 AND ("scope", "fromId", "toId") IN (SELECT OLD."userId", f."fromId", f."toId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatFlightEnd" WHERE ("scope", "endsAt", "flightId") IN (SELECT OLD."userId", f."endsAt", f."id" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatPeriod" WHERE "flights" <= 0 AND ("scope", "year", "month") IN (SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT OLD."userId", 'flightReason', COALESCE(f."flightReason", '') FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
        SELECT NEW."userId", 1, f."distanceKm", COALESCE(f."durationSeconds", 0) FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
        ON CONFLICT ("scope") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatAirport" ("scope", "airportId", "flights")
        SELECT NEW."userId", f."fromId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL UNION ALL SELECT NEW."userId", f."toId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
        SELECT NEW."userId", f."airlineId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL AND f."airlineId" IS NOT NULL
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
        SELECT NEW."userId", f."aircraftId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL AND f."aircraftId" IS NOT NULL
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
        SELECT NEW."userId", f."fromId", f."toId", 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 1, f."distanceKm", COALESCE(f."durationSeconds", 0) FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT NEW."userId", 'flightReason', COALESCE(f."flightReason", ''), 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "year", "month", "flightReason", "seatClass", "seat")
        SELECT NEW."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds",
            CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, f."flightReason", NEW."seatClass", NEW."seat" FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
        ON CONFLICT DO NOTHING;
END;

-- Only while the flight exists: a flight's own delete has already taken it off every scope (Flight_stat_delete).
CREATE TRIGGER "Seat_stat_delete" AFTER DELETE ON "Seat"
    WHEN OLD."userId" IS NOT NULL
BEGIN
    INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
        SELECT OLD."userId", -1, -f."distanceKm", -COALESCE(f."durationSeconds", 0) FROM "Flight" f WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatAirport" ("scope", "airportId", "flights")
        SELECT OLD."userId", f."fromId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId" UNION ALL SELECT OLD."userId", f."toId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
        SELECT OLD."userId", f."airlineId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND f."airlineId" IS NOT NULL
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
        SELECT OLD."userId", f."aircraftId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND f."aircraftId" IS NOT NULL
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
        SELECT OLD."userId", f."fromId", f."toId", -1 FROM "Flight" f WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = "flights" + excluded."flights";
    INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, -1, -f."distanceKm", -COALESCE(f."durationSeconds", 0) FROM "Flight" f WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = "flights" + excluded."flights",
            "distanceKm" = "distanceKm" + excluded."distanceKm", "durationSeconds" = "durationSeconds" + excluded."durationSeconds";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT OLD."userId", 'flightReason', COALESCE(f."flightReason", ''), -1 FROM "Flight" f WHERE f."id" = OLD."flightId"
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatTotal" WHERE "flights" <= 0 AND "scope" IN (SELECT OLD."userId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatAirport" WHERE "flights" <= 0
        AND ("scope", "airportId") IN (SELECT OLD."userId", f."fromId" FROM "Flight" f WHERE f."id" = OLD."flightId" UNION ALL SELECT OLD."userId", f."toId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatAirline" WHERE "flights" <= 0 AND ("scope", "airlineId") IN (SELECT OLD."userId", f."airlineId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatAircraft" WHERE "flights" <= 0 AND ("scope", "aircraftId") IN (SELECT OLD."userId", f."aircraftId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatRoute" WHERE "flights" <= 0 AND ("scope", "fromId", "toId") IN (SELECT OLD."userId", f."fromId", f."toId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatFlightEnd" WHERE ("scope", "endsAt", "flightId") IN (SELECT OLD."userId", f."endsAt", f."id" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatPeriod" WHERE "flights" <= 0 AND ("scope", "year", "month") IN (SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT OLD."userId", 'flightReason', COALESCE(f."flightReason", '') FROM "Flight" f WHERE f."id" = OLD."flightId");
END;

-- Seat classes and positions count seats, not flights: every seat for '*' (guests too), each user's own for that
-- user, whether or not the flight still exists (a flight's cascaded seat deletes take its seats off here).
CREATE TRIGGER "Seat_stat_seats_insert" AFTER INSERT ON "Seat"
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        VALUES ('*', 'seatClass', COALESCE(NEW."seatClass", ''), 1), ('*', 'seat', COALESCE(NEW."seat", ''), 1)
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT NEW."userId", 'seatClass', COALESCE(NEW."seatClass", ''), 1 WHERE NEW."userId" IS NOT NULL
        UNION ALL SELECT NEW."userId", 'seat', COALESCE(NEW."seat", ''), 1 WHERE NEW."userId" IS NOT NULL
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
END;

CREATE TRIGGER "Seat_stat_seats_delete" AFTER DELETE ON "Seat"
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", k."kind", k."key", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
            CROSS JOIN (SELECT 'seatClass' AS "kind", COALESCE(OLD."seatClass", '') AS "key" UNION ALL SELECT 'seat', COALESCE(OLD."seat", '')) k WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT sc."scope", k."kind", k."key" FROM (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
            CROSS JOIN (SELECT 'seatClass' AS "kind", COALESCE(OLD."seatClass", '') AS "key" UNION ALL SELECT 'seat', COALESCE(OLD."seat", '')) k);
END;

-- Also keeps the seat's class and position in its user's StatFlightEnd row (Seat_stat_update writes a new row with
-- the new values when the seat changes user or flight: the two agree in whichever order they run).
CREATE TRIGGER "Seat_stat_seats_update" AFTER UPDATE OF "userId", "seatClass", "seat" ON "Seat"
    WHEN OLD."userId" IS NOT NEW."userId" OR OLD."seatClass" IS NOT NEW."seatClass" OR OLD."seat" IS NOT NEW."seat"
BEGIN
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", k."kind", k."key", -1 FROM (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
            CROSS JOIN (SELECT 'seatClass' AS "kind", COALESCE(OLD."seatClass", '') AS "key" UNION ALL SELECT 'seat', COALESCE(OLD."seat", '')) k WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    DELETE FROM "StatBreakdown" WHERE "count" <= 0 AND ("scope", "kind", "key") IN (SELECT sc."scope", k."kind", k."key" FROM (SELECT '*' AS "scope" UNION ALL SELECT OLD."userId" WHERE OLD."userId" IS NOT NULL) sc
            CROSS JOIN (SELECT 'seatClass' AS "kind", COALESCE(OLD."seatClass", '') AS "key" UNION ALL SELECT 'seat', COALESCE(OLD."seat", '')) k);
    INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
        SELECT sc."scope", k."kind", k."key", 1 FROM (SELECT '*' AS "scope" UNION ALL SELECT NEW."userId" WHERE NEW."userId" IS NOT NULL) sc
            CROSS JOIN (SELECT 'seatClass' AS "kind", COALESCE(NEW."seatClass", '') AS "key" UNION ALL SELECT 'seat', COALESCE(NEW."seat", '')) k WHERE true
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = "count" + excluded."count";
    UPDATE "StatFlightEnd" SET "seatClass" = NEW."seatClass", "seat" = NEW."seat"
        WHERE "scope" = NEW."userId" AND "flightId" = NEW."flightId" AND "endsAt" = (SELECT f."endsAt" FROM "Flight" f WHERE f."id" = NEW."flightId");
END;

-- Fill from the flights and seats already there (the same statements as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "year", "month", "flightReason", "seatClass", "seat")
SELECT s."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds",
  CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, f."flightReason", s."seatClass", s."seat"
FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
WHERE s."userId" IS NOT NULL;

INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
SELECT x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END, COUNT(*), SUM(x."distanceKm"), COALESCE(SUM(x."durationSeconds"), 0)
FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END;

INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT x."scope", 'flightReason', COALESCE(x."flightReason", ''), COUNT(*)
FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", COALESCE(x."flightReason", '');

INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT y."scope", y."kind", y."key", COUNT(*)
FROM (SELECT '*' AS "scope", 'seatClass' AS "kind", COALESCE(s."seatClass", '') AS "key" FROM "Seat" s
  UNION ALL SELECT s."userId", 'seatClass', COALESCE(s."seatClass", '') FROM "Seat" s WHERE s."userId" IS NOT NULL
  UNION ALL SELECT '*', 'seat', COALESCE(s."seat", '') FROM "Seat" s
  UNION ALL SELECT s."userId", 'seat', COALESCE(s."seat", '') FROM "Seat" s WHERE s."userId" IS NOT NULL) y
GROUP BY y."scope", y."kind", y."key";

