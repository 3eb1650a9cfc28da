-- Making a custom airport or airline first looks for the owner's identical one by name (lib/import/resolve/
-- custom-entities.ts): (ownerId, name) finds it among the owner's rows without reading the others, and still serves
-- every lookup by owner alone, which the ownerId indexes did.
DROP INDEX "Airport_ownerId_idx";
CREATE INDEX "Airport_ownerId_name_idx" ON "Airport"("ownerId", "name");
DROP INDEX "Airline_ownerId_idx";
CREATE INDEX "Airline_ownerId_name_idx" ON "Airline"("ownerId", "name");

-- A new custom airport's ident "custom:<n>" takes its number from one counter row instead of reading every custom
-- ident; it starts at the highest number in use.
INSERT INTO "AppMeta" ("key", "value")
SELECT 'custom.airport.ident', CAST(COALESCE(MAX(CAST(substr("ident", 8) AS INTEGER)), 0) AS TEXT)
FROM "Airport" WHERE "ident" GLOB 'custom:[0-9]*';
