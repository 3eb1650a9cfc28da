-- The breakdown's subtraction of flights not yet completed reads their registration and hour of departure, and the
-- CO₂ subtraction their seats' distance: both from index ranges alone, so neither visits a row per upcoming flight
-- or seat. Flight's endsAt index gains "aircraftReg" and "departureHour"; StatSeatEnd gains its flight's distance.
DROP INDEX "Flight_endsAt_upcoming_idx";
CREATE INDEX "Flight_endsAt_upcoming_idx" ON "Flight"("endsAt", "fromId", "toId", "distanceKm", "durationSeconds", "date", "datePrecision", "flightReason", "aircraftReg", "departureHour", "id");

DROP INDEX "StatSeatEnd_endsAt_seatClass_seat_idx";
DROP TRIGGER "Seat_stat_seat_end_insert";
DROP TRIGGER "Seat_stat_seat_end_update";
DROP TRIGGER "Flight_stat_seat_end_update";
DELETE FROM "StatSeatEnd";
ALTER TABLE "StatSeatEnd" ADD COLUMN "distanceKm" REAL NOT NULL DEFAULT 0;
CREATE INDEX "StatSeatEnd_endsAt_seatClass_seat_distanceKm_idx" ON "StatSeatEnd"("endsAt", "seatClass", "seat", "distanceKm");

CREATE TRIGGER "Seat_stat_seat_end_insert" AFTER INSERT ON "Seat"
BEGIN
    INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat", "distanceKm")
        SELECT NEW."id", f."endsAt", NEW."seatClass", NEW."seat", f."distanceKm" FROM "Flight" f WHERE f."id" = NEW."flightId";
END;

CREATE TRIGGER "Seat_stat_seat_end_update" AFTER UPDATE OF "id", "flightId", "seatClass", "seat" ON "Seat"
BEGIN
    DELETE FROM "StatSeatEnd" WHERE "seatId" = OLD."id";
    INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat", "distanceKm")
        SELECT NEW."id", f."endsAt", NEW."seatClass", NEW."seat", f."distanceKm" FROM "Flight" f WHERE f."id" = NEW."flightId";
END;

CREATE TRIGGER "Flight_stat_seat_end_update" AFTER UPDATE OF "endsAt", "distanceKm" ON "Flight"
    WHEN OLD."endsAt" IS NOT NEW."endsAt" OR OLD."distanceKm" IS NOT NEW."distanceKm"
BEGIN
    UPDATE "StatSeatEnd" SET "endsAt" = NEW."endsAt", "distanceKm" = NEW."distanceKm"
        WHERE "seatId" IN (SELECT s."id" FROM "Seat" s WHERE s."flightId" = NEW."id");
END;

-- Fill from the seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat", "distanceKm")
SELECT s."id", f."endsAt", s."seatClass", s."seat", f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId";
