-- Statistics rollups (see prisma/schema.prisma and lib/stats/stats-sql.ts). For every scope — a user id, for the
-- flights on which that user holds a seat, or '*' for every flight — the figures over ALL its flights, completed or
-- not: the statistics subtract the few flights not yet completed at request time. Triggers on "Flight" and "Seat"
-- keep them current whoever writes (the app, imports, the admin CLI, raw SQL, cascades from deleting a user or a
-- flight). A row whose count reaches 0 is deleted. lib/stats/rebuild-stat-rollups.ts recomputes them from scratch.

-- CreateTable
CREATE TABLE "StatTotal" (
    "scope" TEXT NOT NULL PRIMARY KEY,
    "flights" INTEGER NOT NULL,
    "distanceKm" REAL NOT NULL,
    "durationSeconds" BIGINT NOT NULL
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "StatAirport" (
    "scope" TEXT NOT NULL,
    "airportId" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,

    PRIMARY KEY ("scope", "airportId")
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "StatAirline" (
    "scope" TEXT NOT NULL,
    "airlineId" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,

    PRIMARY KEY ("scope", "airlineId")
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "StatAircraft" (
    "scope" TEXT NOT NULL,
    "aircraftId" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,

    PRIMARY KEY ("scope", "aircraftId")
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "StatRoute" (
    "scope" TEXT NOT NULL,
    "fromId" INTEGER NOT NULL,
    "toId" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,

    PRIMARY KEY ("scope", "fromId", "toId")
) WITHOUT ROWID;

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

    PRIMARY KEY ("scope", "endsAt", "flightId")
) WITHOUT ROWID;

-- CreateIndex
CREATE INDEX "StatAirport_scope_flights_airportId_idx" ON "StatAirport"("scope", "flights" DESC, "airportId");

-- CreateIndex
CREATE INDEX "StatAirline_scope_flights_airlineId_idx" ON "StatAirline"("scope", "flights" DESC, "airlineId");

-- CreateIndex
CREATE INDEX "StatAircraft_scope_flights_aircraftId_idx" ON "StatAircraft"("scope", "flights" DESC, "aircraftId");

-- CreateIndex
CREATE INDEX "StatRoute_scope_flights_fromId_toId_idx" ON "StatRoute"("scope", "flights" DESC, "fromId", "toId");

-- The flights not yet completed, found by endsAt: all of them with their airports, distance and duration (covering),
-- and those of one airport, airline, aircraft type or route. These replace the Flight indexes without endsAt.
-- DropIndex
DROP INDEX "Flight_endsAt_idx";
DROP INDEX "Flight_airlineId_idx";
DROP INDEX "Flight_aircraftId_idx";
DROP INDEX "Flight_fromId_toId_idx";
DROP INDEX "Flight_toId_idx";

-- CreateIndex
CREATE INDEX "Flight_endsAt_fromId_toId_distanceKm_durationSeconds_idx" ON "Flight"("endsAt", "fromId", "toId", "distanceKm", "durationSeconds");

-- CreateIndex
CREATE INDEX "Flight_airlineId_endsAt_idx" ON "Flight"("airlineId", "endsAt");

-- CreateIndex
CREATE INDEX "Flight_aircraftId_endsAt_idx" ON "Flight"("aircraftId", "endsAt");

-- CreateIndex
CREATE INDEX "Flight_fromId_toId_endsAt_idx" ON "Flight"("fromId", "toId", "endsAt");

-- CreateIndex
CREATE INDEX "Flight_fromId_endsAt_idx" ON "Flight"("fromId", "endsAt");

-- CreateIndex
CREATE INDEX "Flight_toId_endsAt_idx" ON "Flight"("toId", "endsAt");

-- Triggers. SQLite has no functions to share, so each trigger spells out the same statements for its own rows:
-- upsert +1/-1 into each rollup (a flight from and to the same airport adds to that airport twice; no airline or
-- aircraft type adds nothing), then, when removing, delete the rows that reached 0. StatFlightEnd lists each user
-- scope's flights with their end instant and the figures subtracted while they lie ahead (copies of the flight's:
-- a changed flight's rows are deleted and written again). SQLite needs a WHERE clause before ON CONFLICT in INSERT … SELECT.

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
END;

-- A changed flight leaves its old figures and enters its new ones, for '*' and for each user holding a seat on it.
CREATE TRIGGER "Flight_stat_update" AFTER UPDATE OF "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "endsAt" ON "Flight"
    WHEN OLD."fromId" IS NOT NEW."fromId" OR OLD."toId" IS NOT NEW."toId" OR OLD."airlineId" IS NOT NEW."airlineId" OR OLD."aircraftId" IS NOT NEW."aircraftId" OR OLD."distanceKm" IS NOT NEW."distanceKm" OR OLD."durationSeconds" IS NOT NEW."durationSeconds" OR OLD."endsAt" IS NOT NEW."endsAt"
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
    DELETE FROM "StatTotal" WHERE "flights" <= 0 AND "scope" IN (SELECT sc."scope" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAirport" WHERE "flights" <= 0
        AND ("scope", "airportId") IN (SELECT sc."scope", OLD."fromId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc UNION ALL SELECT sc."scope", OLD."toId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAirline" WHERE "flights" <= 0 AND ("scope", "airlineId") IN (SELECT sc."scope", OLD."airlineId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAircraft" WHERE "flights" <= 0 AND ("scope", "aircraftId") IN (SELECT sc."scope", OLD."aircraftId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatRoute" WHERE "flights" <= 0 AND ("scope", "fromId", "toId") IN (SELECT sc."scope", OLD."fromId", OLD."toId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatFlightEnd" WHERE ("scope", "endsAt", "flightId") IN (SELECT sc."scope", OLD."endsAt", OLD."id" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE sc."scope" <> '*');
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
    INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds")
        SELECT sc."scope", NEW."endsAt", NEW."id", NEW."fromId", NEW."toId", NEW."airlineId", NEW."aircraftId", NEW."distanceKm", NEW."durationSeconds" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = NEW."id" AND "userId" IS NOT NULL) sc WHERE sc."scope" <> '*'
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
    DELETE FROM "StatTotal" WHERE "flights" <= 0 AND "scope" IN (SELECT sc."scope" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAirport" WHERE "flights" <= 0
        AND ("scope", "airportId") IN (SELECT sc."scope", OLD."fromId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc UNION ALL SELECT sc."scope", OLD."toId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAirline" WHERE "flights" <= 0 AND ("scope", "airlineId") IN (SELECT sc."scope", OLD."airlineId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatAircraft" WHERE "flights" <= 0 AND ("scope", "aircraftId") IN (SELECT sc."scope", OLD."aircraftId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatRoute" WHERE "flights" <= 0 AND ("scope", "fromId", "toId") IN (SELECT sc."scope", OLD."fromId", OLD."toId" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc);
    DELETE FROM "StatFlightEnd" WHERE ("scope", "endsAt", "flightId") IN (SELECT sc."scope", OLD."endsAt", OLD."id" FROM (SELECT '*' AS "scope" UNION ALL SELECT "userId" FROM "Seat" WHERE "flightId" = OLD."id" AND "userId" IS NOT NULL) sc WHERE sc."scope" <> '*');
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
    INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds")
        SELECT NEW."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds" FROM "Flight" f WHERE f."id" = NEW."flightId"
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
    DELETE FROM "StatTotal" WHERE "flights" <= 0 AND "scope" IN (SELECT OLD."userId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatAirport" WHERE "flights" <= 0
        AND ("scope", "airportId") IN (SELECT OLD."userId", f."fromId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL UNION ALL SELECT OLD."userId", f."toId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatAirline" WHERE "flights" <= 0 AND ("scope", "airlineId") IN (SELECT OLD."userId", f."airlineId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatAircraft" WHERE "flights" <= 0 AND ("scope", "aircraftId") IN (SELECT OLD."userId", f."aircraftId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatRoute" WHERE "flights" <= 0 AND ("scope", "fromId", "toId") IN (SELECT OLD."userId", f."fromId", f."toId" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
    DELETE FROM "StatFlightEnd" WHERE ("scope", "endsAt", "flightId") IN (SELECT OLD."userId", f."endsAt", f."id" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
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
    INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds")
        SELECT NEW."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds" FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
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
    DELETE FROM "StatTotal" WHERE "flights" <= 0 AND "scope" IN (SELECT OLD."userId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatAirport" WHERE "flights" <= 0
        AND ("scope", "airportId") IN (SELECT OLD."userId", f."fromId" FROM "Flight" f WHERE f."id" = OLD."flightId" UNION ALL SELECT OLD."userId", f."toId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatAirline" WHERE "flights" <= 0 AND ("scope", "airlineId") IN (SELECT OLD."userId", f."airlineId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatAircraft" WHERE "flights" <= 0 AND ("scope", "aircraftId") IN (SELECT OLD."userId", f."aircraftId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatRoute" WHERE "flights" <= 0 AND ("scope", "fromId", "toId") IN (SELECT OLD."userId", f."fromId", f."toId" FROM "Flight" f WHERE f."id" = OLD."flightId");
    DELETE FROM "StatFlightEnd" WHERE ("scope", "endsAt", "flightId") IN (SELECT OLD."userId", f."endsAt", f."id" FROM "Flight" f WHERE f."id" = OLD."flightId");
END;

-- Backfill from the flights and seats already there (the same statements as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
SELECT x."scope", COUNT(*), SUM(x."distanceKm"), COALESCE(SUM(x."durationSeconds"), 0)
FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope";

INSERT INTO "StatAirport" ("scope", "airportId", "flights")
SELECT y."scope", y."airportId", COUNT(*)
FROM (SELECT x."scope", x."fromId" AS "airportId" FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
  UNION ALL SELECT x."scope", x."toId" FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x) y
GROUP BY y."scope", y."airportId";

INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
SELECT x."scope", x."airlineId", COUNT(*)
FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
WHERE x."airlineId" IS NOT NULL
GROUP BY x."scope", x."airlineId";

INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
SELECT x."scope", x."aircraftId", COUNT(*)
FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
WHERE x."aircraftId" IS NOT NULL
GROUP BY x."scope", x."aircraftId";

INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
SELECT x."scope", x."fromId", x."toId", COUNT(*)
FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", x."fromId", x."toId";

INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds")
SELECT s."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds"
FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
WHERE s."userId" IS NOT NULL;
