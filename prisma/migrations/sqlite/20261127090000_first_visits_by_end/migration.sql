-- First visits (lib/review/first-visits.ts) read an airport's flights in end order, the local date beside the end,
-- instead of by date. With date second behind an airport, SQLite's planner skip-scanned those indexes for any range
-- of dates (the flight list's year, a dashboard's period) and read each flight's row, where the date index alone
-- answers. The airport's end-ordered indexes gain the date; the by-date ones go.
DROP INDEX "Flight_fromId_date_endsAt_idx";
DROP INDEX "Flight_toId_date_endsAt_idx";
DROP INDEX "Flight_fromId_endsAt_idx";
DROP INDEX "Flight_toId_endsAt_idx";
CREATE INDEX "Flight_fromId_endsAt_date_idx" ON "Flight"("fromId", "endsAt", "date");
CREATE INDEX "Flight_toId_endsAt_date_idx" ON "Flight"("toId", "endsAt", "date");
