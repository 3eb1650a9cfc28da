-- An airframe's flight list (a dashboard drill-down, lib/flights/flight-list-filters.ts) matches the registration as
-- lib/stats/breakdown/breakdown-keys.ts airframeKeySql writes it, an expression no column holds: without this index
-- every flight was read to find an airframe's few. schema.prisma cannot declare an index on an expression; the drift
-- test expects it (lib/db/schema-model.ts EXPRESSION_INDEXES), and a plan test that the list reads it.
CREATE INDEX "Flight_airframe_endsAt_idx" ON "Flight"((UPPER(REPLACE(REPLACE(COALESCE("aircraftReg", ''), ' ', ''), '-', ''))), "endsAt");
