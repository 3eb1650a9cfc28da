-- One user's flights of a period by (year, month), holding what the year in review's records read (distance, time,
-- end): the whole months of a range are one index range, however many flights the user has in other years.
CREATE INDEX "StatFlightEnd_period_idx" ON "StatFlightEnd"("scope", "year", "month", "endsAt", "flightId", "distanceKm", "durationSeconds");
