-- The dashboard's charts for every flight subtract the flights not yet completed, and their seats, from the rollups
-- (lib/stats/dashboard/upcoming-flights.ts). The flights come from Flight's endsAt index, which now holds every column
-- those reads need (year and month come from "date"), so they never visit the table's rows. The seats come from
-- StatSeatEnd: each seat with its flight's end instant, kept by the triggers below, read by one range of its index.
DROP INDEX "Flight_endsAt_fromId_toId_distanceKm_durationSeconds_idx";
CREATE INDEX "Flight_endsAt_upcoming_idx" ON "Flight"("endsAt", "fromId", "toId", "distanceKm", "durationSeconds", "date", "datePrecision", "flightReason", "id");

CREATE TABLE "StatSeatEnd" (
    "seatId" INTEGER NOT NULL PRIMARY KEY,
    "endsAt" DATETIME NOT NULL,
    "seatClass" TEXT,
    "seat" TEXT
);
CREATE INDEX "StatSeatEnd_endsAt_seatClass_seat_idx" ON "StatSeatEnd"("endsAt", "seatClass", "seat");

-- A flight's cascaded seat deletes fire "Seat_stat_seat_end_delete" too.
CREATE TRIGGER "Seat_stat_seat_end_insert" AFTER INSERT ON "Seat"
BEGIN
    INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat")
        SELECT NEW."id", f."endsAt", NEW."seatClass", NEW."seat" FROM "Flight" f WHERE f."id" = NEW."flightId";
END;

CREATE TRIGGER "Seat_stat_seat_end_update" AFTER UPDATE OF "id", "flightId", "seatClass", "seat" ON "Seat"
BEGIN
    DELETE FROM "StatSeatEnd" WHERE "seatId" = OLD."id";
    INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat")
        SELECT NEW."id", f."endsAt", NEW."seatClass", NEW."seat" FROM "Flight" f WHERE f."id" = NEW."flightId";
END;

CREATE TRIGGER "Seat_stat_seat_end_delete" AFTER DELETE ON "Seat"
BEGIN
    DELETE FROM "StatSeatEnd" WHERE "seatId" = OLD."id";
END;

CREATE TRIGGER "Flight_stat_seat_end_update" AFTER UPDATE OF "endsAt" ON "Flight"
    WHEN OLD."endsAt" IS NOT NEW."endsAt"
BEGIN
    UPDATE "StatSeatEnd" SET "endsAt" = NEW."endsAt" WHERE "seatId" IN (SELECT s."id" FROM "Seat" s WHERE s."flightId" = NEW."id");
END;

-- Fill from the seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat")
SELECT s."id", f."endsAt", s."seatClass", s."seat" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId";
