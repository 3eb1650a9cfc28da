-- The dashboard's charts for every flight subtract the flights not yet completed, and their seats, from the rollups
-- (lib/stats/dashboard/upcoming-flights.ts). The flights come from Flight's endsAt index, which now holds every column
-- those reads need (year and month come from "date"), so they never visit the table's rows. The seats come from
-- StatSeatEnd: each seat with its flight's end instant, kept by the triggers below, read by one range of its index.
DROP INDEX "Flight_endsAt_fromId_toId_distanceKm_durationSeconds_idx";
CREATE INDEX "Flight_endsAt_upcoming_idx" ON "Flight"("endsAt", "fromId", "toId", "distanceKm", "durationSeconds", "date", "datePrecision", "flightReason", "id");

CREATE TABLE "StatSeatEnd" (
    "seatId" INTEGER NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "seatClass" TEXT,
    "seat" TEXT,

    CONSTRAINT "StatSeatEnd_pkey" PRIMARY KEY ("seatId")
);
CREATE INDEX "StatSeatEnd_endsAt_seatClass_seat_idx" ON "StatSeatEnd"("endsAt", "seatClass", "seat");

-- Statement triggers, like the other rollups': one statement per import batch, however many seats it writes. Named
-- after "Flight_data_version" and "Seat_data_version", so the data.version row is locked first (write-lock.ts).
-- A flight's cascaded seat deletes fire "Seat_stat_seat_end_delete" too.
CREATE FUNCTION "contrail_stat_seat_end_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat")
        SELECT n."id", f."endsAt", n."seatClass", n."seat" FROM new_rows n JOIN "Flight" f ON f."id" = n."flightId";
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_seat_end_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "StatSeatEnd" WHERE "seatId" IN (SELECT o."id" FROM old_rows o);
    INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat")
        SELECT n."id", f."endsAt", n."seatClass", n."seat" FROM new_rows n JOIN "Flight" f ON f."id" = n."flightId";
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_seat_end_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "StatSeatEnd" WHERE "seatId" IN (SELECT o."id" FROM old_rows o);
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_seat_end_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "StatSeatEnd" e SET "endsAt" = n."endsAt"
    FROM new_rows n JOIN "Seat" s ON s."flightId" = n."id"
    WHERE e."seatId" = s."id" AND e."endsAt" <> n."endsAt";
    RETURN NULL;
END;
$$;

-- TRUNCATE fires no row or statement triggers of the kinds above (and "Flight" cannot be emptied without "Seat").
CREATE FUNCTION "contrail_stat_seat_end_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "StatSeatEnd";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Seat_stat_seat_end_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_insert"();
CREATE TRIGGER "Seat_stat_seat_end_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_update"();
CREATE TRIGGER "Seat_stat_seat_end_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_delete"();
CREATE TRIGGER "Seat_stat_seat_end_truncate" AFTER TRUNCATE ON "Seat"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_truncate"();
CREATE TRIGGER "Flight_stat_seat_end_update" AFTER UPDATE ON "Flight"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_flight_update"();

-- Fill from the seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat")
SELECT s."id", f."endsAt", s."seatClass", s."seat" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId";
