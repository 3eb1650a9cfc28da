-- Journeys and trips (lib/journeys/, lib/trips/): the connection window preference, and the trips users name.
ALTER TABLE "User" ADD COLUMN "connectionWindowHours" INTEGER NOT NULL DEFAULT 24;

CREATE TABLE "Trip" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Trip_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "Trip_userId_id_idx" ON "Trip"("userId", "id");

CREATE TABLE "TripFlight" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tripId" INTEGER NOT NULL,
    "flightId" INTEGER NOT NULL,
    CONSTRAINT "TripFlight_tripId_fkey" FOREIGN KEY ("tripId") REFERENCES "Trip" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TripFlight_flightId_fkey" FOREIGN KEY ("flightId") REFERENCES "Flight" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "TripFlight_tripId_flightId_key" ON "TripFlight"("tripId", "flightId");
CREATE INDEX "TripFlight_flightId_idx" ON "TripFlight"("flightId");
