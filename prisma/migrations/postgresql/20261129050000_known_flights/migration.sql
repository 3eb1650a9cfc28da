-- A flight number's most recent flight among a user's (lib/capture/known/known-flight.ts) matches the number in
-- capitals without spaces, as flightNumberSql writes it, an expression no column holds: without this index every
-- flight of the user was read to find it. schema.prisma cannot declare an index on an expression; the drift test
-- expects it (lib/db/schema-model.ts EXPRESSION_INDEXES), and a plan test that the lookup reads it.
CREATE INDEX "Flight_flightNumber_sortAt_idx" ON "Flight"((UPPER(REPLACE("flightNumber", ' ', ''))), "sortAt");
-- PostgreSQL plans with an expression's statistics only after an ANALYZE (as 20261127110000_airframe_drill_downs)
ANALYZE "Flight";
