-- Custom airports, airlines and aircraft types belong to the user who made them and are seen by that user alone
-- (lib/reference/visibility.ts). Bundled rows have no owner. Deleting a user keeps their custom rows for the
-- flights that use them, ownerless and seen by nobody (SET NULL).
ALTER TABLE "Airport" ADD COLUMN "ownerId" TEXT REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Airline" ADD COLUMN "ownerId" TEXT REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Aircraft" ADD COLUMN "ownerId" TEXT REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A designator is no longer unique: each user may have a custom type with a designator the bundled data also has.
DROP INDEX "Aircraft_icao_key";
CREATE UNIQUE INDEX "Aircraft_icao_ownerId_key" ON "Aircraft"("icao", "ownerId");
CREATE INDEX "Airport_ownerId_idx" ON "Airport"("ownerId");
CREATE INDEX "Airline_ownerId_idx" ON "Airline"("ownerId");
CREATE INDEX "Aircraft_ownerId_idx" ON "Aircraft"("ownerId");

-- Custom rows made before owners existed go to the user on the first seat of the first flight that uses them;
-- a row no flight uses stays ownerless (nobody sees it; an admin can delete it under Settings → Custom data).
UPDATE "Airport" SET "ownerId" = (
  SELECT s."userId" FROM "Flight" f JOIN "Seat" s ON s."flightId" = f."id"
  WHERE (f."fromId" = "Airport"."id" OR f."toId" = "Airport"."id") AND s."userId" IS NOT NULL
  ORDER BY f."id", s."id" LIMIT 1
) WHERE "custom";
UPDATE "Airline" SET "ownerId" = (
  SELECT s."userId" FROM "Flight" f JOIN "Seat" s ON s."flightId" = f."id"
  WHERE f."airlineId" = "Airline"."id" AND s."userId" IS NOT NULL
  ORDER BY f."id", s."id" LIMIT 1
) WHERE "custom";
UPDATE "Aircraft" SET "ownerId" = (
  SELECT s."userId" FROM "Flight" f JOIN "Seat" s ON s."flightId" = f."id"
  WHERE f."aircraftId" = "Aircraft"."id" AND s."userId" IS NOT NULL
  ORDER BY f."id", s."id" LIMIT 1
) WHERE "custom";
