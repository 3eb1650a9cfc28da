-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "username" TEXT NOT NULL,
    "usernameKey" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "passwordHash" TEXT,
    "role" TEXT NOT NULL DEFAULT 'user',
    "oidcSubject" TEXT,
    "unit" TEXT NOT NULL DEFAULT 'km',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" DATETIME,
    "expiresAt" DATETIME,
    CONSTRAINT "ApiKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Airport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ident" TEXT NOT NULL,
    "icao" TEXT,
    "iata" TEXT,
    "name" TEXT NOT NULL,
    "municipality" TEXT,
    "lat" REAL NOT NULL,
    "lon" REAL NOT NULL,
    "type" TEXT NOT NULL,
    "continent" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "tz" TEXT NOT NULL,
    "custom" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "Airline" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "icao" TEXT,
    "iata" TEXT,
    "name" TEXT NOT NULL,
    "callsign" TEXT,
    "country" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "custom" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "Aircraft" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "icao" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "manufacturer" TEXT,
    "custom" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "Flight" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "fromId" INTEGER NOT NULL,
    "toId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "datePrecision" TEXT NOT NULL DEFAULT 'day',
    "departure" DATETIME,
    "arrival" DATETIME,
    "airlineId" INTEGER,
    "flightNumber" TEXT,
    "aircraftId" INTEGER,
    "aircraftReg" TEXT,
    "flightReason" TEXT,
    "notes" TEXT NOT NULL DEFAULT '',
    "distanceKm" REAL NOT NULL,
    "durationSeconds" INTEGER,
    "endsAt" DATETIME NOT NULL,
    "sortAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Flight_fromId_fkey" FOREIGN KEY ("fromId") REFERENCES "Airport" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Flight_toId_fkey" FOREIGN KEY ("toId") REFERENCES "Airport" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Flight_airlineId_fkey" FOREIGN KEY ("airlineId") REFERENCES "Airline" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Flight_aircraftId_fkey" FOREIGN KEY ("aircraftId") REFERENCES "Aircraft" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Seat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "flightId" INTEGER NOT NULL,
    "userId" TEXT,
    "guestName" TEXT,
    "seat" TEXT,
    "seatNumber" TEXT,
    "seatClass" TEXT,
    CONSTRAINT "Seat_flightId_fkey" FOREIGN KEY ("flightId") REFERENCES "Flight" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Seat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AppMeta" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "User_usernameKey_key" ON "User"("usernameKey");

-- CreateIndex
CREATE UNIQUE INDEX "User_oidcSubject_key" ON "User"("oidcSubject");

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_keyHash_key" ON "ApiKey"("keyHash");

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_userId_name_key" ON "ApiKey"("userId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Airport_ident_key" ON "Airport"("ident");

-- CreateIndex
CREATE INDEX "Airport_icao_idx" ON "Airport"("icao");

-- CreateIndex
CREATE INDEX "Airport_iata_idx" ON "Airport"("iata");

-- CreateIndex
CREATE INDEX "Airline_icao_idx" ON "Airline"("icao");

-- CreateIndex
CREATE INDEX "Airline_iata_idx" ON "Airline"("iata");

-- CreateIndex
CREATE UNIQUE INDEX "Aircraft_icao_key" ON "Aircraft"("icao");

-- CreateIndex
CREATE INDEX "Flight_endsAt_idx" ON "Flight"("endsAt");

-- CreateIndex
CREATE INDEX "Flight_sortAt_id_idx" ON "Flight"("sortAt", "id");

-- CreateIndex
CREATE INDEX "Flight_airlineId_idx" ON "Flight"("airlineId");

-- CreateIndex
CREATE INDEX "Flight_aircraftId_idx" ON "Flight"("aircraftId");

-- CreateIndex
CREATE INDEX "Flight_fromId_toId_idx" ON "Flight"("fromId", "toId");

-- CreateIndex
CREATE INDEX "Flight_toId_idx" ON "Flight"("toId");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_flightId_userId_key" ON "Seat"("flightId", "userId");

-- CreateIndex
CREATE INDEX "Seat_userId_flightId_idx" ON "Seat"("userId", "flightId");
