-- A period's flights (the dashboard for a year or a range, the year in review) are read along the date index: it now
-- holds every column those reads need, so they never visit the table's rows. The flight list's order is its prefix.
DROP INDEX "Flight_date_sortAt_id_idx";
CREATE INDEX "Flight_date_sortAt_id_idx" ON "Flight"("date", "sortAt", "id", "endsAt", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "datePrecision", "flightReason");
