-- The change feed (GET /api/flight/list?since=, lib/flights/change-feed.ts). Triggers keep it whoever writes (the app,
-- imports, the admin CLI, raw SQL, cascades from deleting a user or a flight):
-- * "Flight"."updatedAt" is the database's own clock, set by every write to the flight or to one of its seats (a seat
--   is part of the flight every holder sees), or to what its body shows of its airports, airline and aircraft type. Set under the write lock: a reader that holds the lock for an instant
--   (lib/flights/change-cursor.ts) knows every earlier stamp is committed.
-- * "FlightTombstone" gets (userId, flightId) when a user's seat goes (removed, moved to someone else, or with the
--   flight) and ('*', flightId) when the flight is deleted.
-- Instants are unix milliseconds, as the app writes them (timestampFormat unixepoch-ms).

-- CreateTable
CREATE TABLE "FlightTombstone" (
    "userId" TEXT NOT NULL,
    "flightId" INTEGER NOT NULL,
    "removedAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "flightId")
) WITHOUT ROWID;

-- CreateIndex
CREATE INDEX "FlightTombstone_userId_removedAt_idx" ON "FlightTombstone"("userId", "removedAt");

-- CreateIndex
CREATE INDEX "FlightTombstone_removedAt_idx" ON "FlightTombstone"("removedAt");

CREATE TRIGGER "Flight_changed_insert" AFTER INSERT ON "Flight"
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "id" = NEW."id";
END;
CREATE TRIGGER "Flight_changed_update" AFTER UPDATE ON "Flight"
    WHEN NEW."updatedAt" IS NOT CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER)
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "id" = NEW."id";
END;
CREATE TRIGGER "Flight_changed_delete" AFTER DELETE ON "Flight"
BEGIN
    INSERT INTO "FlightTombstone" ("userId", "flightId", "removedAt") VALUES ('*', OLD."id", CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER))
        ON CONFLICT ("userId", "flightId") DO UPDATE SET "removedAt" = excluded."removedAt";
END;
CREATE TRIGGER "Seat_changed_insert" AFTER INSERT ON "Seat"
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "id" = NEW."flightId";
END;
CREATE TRIGGER "Seat_changed_update" AFTER UPDATE ON "Seat"
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "id" IN (OLD."flightId", NEW."flightId");
END;
CREATE TRIGGER "Seat_tombstone_update" AFTER UPDATE OF "userId", "flightId" ON "Seat"
    WHEN OLD."userId" IS NOT NULL AND (OLD."userId" IS NOT NEW."userId" OR OLD."flightId" IS NOT NEW."flightId")
BEGIN
    INSERT INTO "FlightTombstone" ("userId", "flightId", "removedAt") VALUES (OLD."userId", OLD."flightId", CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER))
        ON CONFLICT ("userId", "flightId") DO UPDATE SET "removedAt" = excluded."removedAt";
END;
CREATE TRIGGER "Seat_changed_delete" AFTER DELETE ON "Seat"
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "id" = OLD."flightId";
END;
CREATE TRIGGER "Seat_tombstone_delete" AFTER DELETE ON "Seat"
    WHEN OLD."userId" IS NOT NULL
BEGIN
    INSERT INTO "FlightTombstone" ("userId", "flightId", "removedAt") VALUES (OLD."userId", OLD."flightId", CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER))
        ON CONFLICT ("userId", "flightId") DO UPDATE SET "removedAt" = excluded."removedAt";
END;

-- A flight's body embeds its airports, airline and aircraft type: an edit of what it shows (a custom entry renamed, a
-- reference-data refresh) changes the flights that name it.
CREATE TRIGGER "Airport_changed_update" AFTER UPDATE OF "icao", "iata", "name", "lat", "lon", "type", "continent", "country", "tz" ON "Airport"
    WHEN OLD."icao" IS NOT NEW."icao" OR OLD."iata" IS NOT NEW."iata" OR OLD."name" IS NOT NEW."name" OR OLD."lat" IS NOT NEW."lat" OR OLD."lon" IS NOT NEW."lon" OR OLD."type" IS NOT NEW."type" OR OLD."continent" IS NOT NEW."continent" OR OLD."country" IS NOT NEW."country" OR OLD."tz" IS NOT NEW."tz"
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "fromId" = NEW."id";
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "toId" = NEW."id";
END;
CREATE TRIGGER "Airline_changed_update" AFTER UPDATE OF "icao", "iata", "name" ON "Airline"
    WHEN OLD."icao" IS NOT NEW."icao" OR OLD."iata" IS NOT NEW."iata" OR OLD."name" IS NOT NEW."name"
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "airlineId" = NEW."id";
END;
CREATE TRIGGER "Aircraft_changed_update" AFTER UPDATE OF "icao", "name" ON "Aircraft"
    WHEN OLD."icao" IS NOT NEW."icao" OR OLD."name" IS NOT NEW."name"
BEGIN
    UPDATE "Flight" SET "updatedAt" = CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) WHERE "aircraftId" = NEW."id";
END;

-- The feed answers changes from this instant on: older `since` values answer 410 (a full list is needed), since no
-- tombstone was written before. A restore moves it (lib/backup/restore-target.ts).
INSERT INTO "AppMeta" ("key", "value") VALUES ('changes.since', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";
