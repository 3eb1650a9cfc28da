-- The year in review's first visits (lib/review/first-visits.ts): whether an airport was visited before a year is one
-- seek per airport, for every flight (by local date) and for one user (StatFlightEnd, by period year).
CREATE INDEX "Flight_fromId_date_endsAt_idx" ON "Flight"("fromId", "date", "endsAt");
CREATE INDEX "Flight_toId_date_endsAt_idx" ON "Flight"("toId", "date", "endsAt");
CREATE INDEX "StatFlightEnd_scope_fromId_year_endsAt_idx" ON "StatFlightEnd"("scope", "fromId", "year", "endsAt");
CREATE INDEX "StatFlightEnd_scope_toId_year_endsAt_idx" ON "StatFlightEnd"("scope", "toId", "year", "endsAt");
