-- The breakdown's subtraction of flights not yet completed reads their registration and hour of departure, and the
-- CO₂ subtraction their seats' distance: both from index ranges alone, so neither visits a row per upcoming flight
-- or seat. Flight's endsAt index gains "aircraftReg" and "departureHour"; StatSeatEnd gains its flight's distance.
DROP INDEX "Flight_endsAt_upcoming_idx";
CREATE INDEX "Flight_endsAt_upcoming_idx" ON "Flight"("endsAt", "fromId", "toId", "distanceKm", "durationSeconds", "date", "datePrecision", "flightReason", "aircraftReg", "departureHour", "id");

DROP INDEX "StatSeatEnd_endsAt_seatClass_seat_idx";
DELETE FROM "StatSeatEnd";
ALTER TABLE "StatSeatEnd" ADD COLUMN "distanceKm" DOUBLE PRECISION NOT NULL DEFAULT 0;
CREATE INDEX "StatSeatEnd_endsAt_seatClass_seat_distanceKm_idx" ON "StatSeatEnd"("endsAt", "seatClass", "seat", "distanceKm");

CREATE OR REPLACE FUNCTION "contrail_stat_seat_end_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat", "distanceKm")
        SELECT n."id", f."endsAt", n."seatClass", n."seat", f."distanceKm" FROM new_rows n JOIN "Flight" f ON f."id" = n."flightId";
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "contrail_stat_seat_end_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "StatSeatEnd" WHERE "seatId" IN (SELECT o."id" FROM old_rows o);
    INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat", "distanceKm")
        SELECT n."id", f."endsAt", n."seatClass", n."seat", f."distanceKm" FROM new_rows n JOIN "Flight" f ON f."id" = n."flightId";
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "contrail_stat_seat_end_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "StatSeatEnd" e SET "endsAt" = n."endsAt", "distanceKm" = n."distanceKm"
    FROM new_rows n JOIN "Seat" s ON s."flightId" = n."id"
    WHERE e."seatId" = s."id" AND (e."endsAt" <> n."endsAt" OR e."distanceKm" <> n."distanceKm");
    RETURN NULL;
END;
$$;

-- Fill from the seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat", "distanceKm")
SELECT s."id", f."endsAt", s."seatClass", s."seat", f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId";
