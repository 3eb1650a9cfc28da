-- The change feed (GET /api/flight/list?since=, lib/flights/change-feed.ts). Triggers keep it whoever writes (the app,
-- imports, the admin CLI, raw SQL, cascades from deleting a user or a flight):
-- * "Flight"."updatedAt" is the database's own clock, set by every write to the flight or to one of its seats (a seat
--   is part of the flight every holder sees), or to what its body shows of its airports, airline and aircraft type. It is the writing transaction's start (now()): a reader that sees no
--   transaction open from before an instant (lib/flights/change-cursor.ts) knows every earlier stamp is committed.
-- * "FlightTombstone" gets (userId, flightId) when a user's seat goes (removed, moved to someone else, or with the
--   flight) and ('*', flightId) when the flight is deleted.

-- CreateTable
CREATE TABLE "FlightTombstone" (
    "userId" TEXT NOT NULL,
    "flightId" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FlightTombstone_pkey" PRIMARY KEY ("userId","flightId")
);

-- CreateIndex
CREATE INDEX "FlightTombstone_userId_removedAt_idx" ON "FlightTombstone"("userId", "removedAt");

-- CreateIndex
CREATE INDEX "FlightTombstone_removedAt_idx" ON "FlightTombstone"("removedAt");

-- Instants are stored as UTC timestamps without a zone, as the app writes them.
CREATE FUNCTION "contrail_feed_now"() RETURNS TIMESTAMP(3) LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'UTC')::TIMESTAMP(3) $$;

CREATE FUNCTION "contrail_feed_flight_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW."updatedAt" := "contrail_feed_now"();
    RETURN NEW;
END $$;

CREATE FUNCTION "contrail_feed_flight_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "FlightTombstone" ("userId", "flightId", "removedAt")
        SELECT '*', o."id", "contrail_feed_now"() FROM old_rows o
        ON CONFLICT ("userId", "flightId") DO UPDATE SET "removedAt" = excluded."removedAt";
    RETURN NULL;
END $$;

CREATE FUNCTION "contrail_feed_seat_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "Flight" SET "updatedAt" = "contrail_feed_now"() WHERE "id" IN (SELECT n."flightId" FROM new_rows n);
    RETURN NULL;
END $$;

CREATE FUNCTION "contrail_feed_seat_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "Flight" SET "updatedAt" = "contrail_feed_now"()
        WHERE "id" IN (SELECT n."flightId" FROM new_rows n UNION SELECT o."flightId" FROM old_rows o);
    INSERT INTO "FlightTombstone" ("userId", "flightId", "removedAt")
        SELECT DISTINCT o."userId", o."flightId", "contrail_feed_now"() FROM old_rows o
        WHERE o."userId" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n."userId" = o."userId" AND n."flightId" = o."flightId")
        ON CONFLICT ("userId", "flightId") DO UPDATE SET "removedAt" = excluded."removedAt";
    RETURN NULL;
END $$;

CREATE FUNCTION "contrail_feed_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "Flight" SET "updatedAt" = "contrail_feed_now"() WHERE "id" IN (SELECT o."flightId" FROM old_rows o);
    INSERT INTO "FlightTombstone" ("userId", "flightId", "removedAt")
        SELECT DISTINCT o."userId", o."flightId", "contrail_feed_now"() FROM old_rows o WHERE o."userId" IS NOT NULL
        ON CONFLICT ("userId", "flightId") DO UPDATE SET "removedAt" = excluded."removedAt";
    RETURN NULL;
END $$;

CREATE TRIGGER "Flight_changed_stamp" BEFORE INSERT OR UPDATE ON "Flight"
    FOR EACH ROW EXECUTE FUNCTION "contrail_feed_flight_stamp"();
CREATE TRIGGER "Flight_changed_delete" AFTER DELETE ON "Flight"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_feed_flight_delete"();
CREATE TRIGGER "Seat_changed_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_feed_seat_insert"();
CREATE TRIGGER "Seat_changed_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_feed_seat_update"();
CREATE TRIGGER "Seat_changed_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_feed_seat_delete"();

-- A flight's body embeds its airports, airline and aircraft type: an edit of what it shows (a custom entry renamed, a
-- reference-data refresh) changes the flights that name it.
CREATE FUNCTION "contrail_feed_airport_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH edited AS (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE (o."icao", o."iata", o."name", o."lat", o."lon", o."type", o."continent", o."country", o."tz") IS DISTINCT FROM (n."icao", n."iata", n."name", n."lat", n."lon", n."type", n."continent", n."country", n."tz"))
    UPDATE "Flight" SET "updatedAt" = "contrail_feed_now"() WHERE "fromId" IN (SELECT "id" FROM edited) OR "toId" IN (SELECT "id" FROM edited);
    RETURN NULL;
END $$;
CREATE TRIGGER "Airport_changed_update" AFTER UPDATE ON "Airport"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_feed_airport_update"();
CREATE FUNCTION "contrail_feed_airline_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH edited AS (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE (o."icao", o."iata", o."name") IS DISTINCT FROM (n."icao", n."iata", n."name"))
    UPDATE "Flight" SET "updatedAt" = "contrail_feed_now"() WHERE "airlineId" IN (SELECT "id" FROM edited);
    RETURN NULL;
END $$;
CREATE TRIGGER "Airline_changed_update" AFTER UPDATE ON "Airline"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_feed_airline_update"();
CREATE FUNCTION "contrail_feed_aircraft_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH edited AS (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE (o."icao", o."name") IS DISTINCT FROM (n."icao", n."name"))
    UPDATE "Flight" SET "updatedAt" = "contrail_feed_now"() WHERE "aircraftId" IN (SELECT "id" FROM edited);
    RETURN NULL;
END $$;
CREATE TRIGGER "Aircraft_changed_update" AFTER UPDATE ON "Aircraft"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_feed_aircraft_update"();

-- The feed answers changes from this instant on: older `since` values answer 410 (a full list is needed), since no
-- tombstone was written before. A restore moves it (lib/backup/restore-target.ts).
INSERT INTO "AppMeta" ("key", "value") VALUES ('changes.since', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";
