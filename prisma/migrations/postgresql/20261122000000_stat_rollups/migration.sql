-- Statistics rollups (see prisma/schema.prisma and lib/stats/stats-sql.ts). For every scope — a user id, for the
-- flights on which that user holds a seat, or '*' for every flight — the figures over ALL its flights, completed or
-- not: the statistics subtract the few flights not yet completed at request time. Triggers on "Flight" and "Seat"
-- keep them current whoever writes (the app, imports, the admin CLI, raw SQL, cascades from deleting a user or a
-- flight). A row whose count reaches 0 is deleted. lib/stats/rebuild-stat-rollups.ts recomputes them from scratch.

-- CreateTable
CREATE TABLE "StatTotal" (
    "scope" TEXT NOT NULL,
    "flights" INTEGER NOT NULL,
    "distanceKm" DOUBLE PRECISION NOT NULL,
    "durationSeconds" BIGINT NOT NULL,

    CONSTRAINT "StatTotal_pkey" PRIMARY KEY ("scope")
);

-- CreateTable
CREATE TABLE "StatAirport" (
    "scope" TEXT NOT NULL,
    "airportId" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,

    CONSTRAINT "StatAirport_pkey" PRIMARY KEY ("scope","airportId")
);

-- CreateTable
CREATE TABLE "StatAirline" (
    "scope" TEXT NOT NULL,
    "airlineId" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,

    CONSTRAINT "StatAirline_pkey" PRIMARY KEY ("scope","airlineId")
);

-- CreateTable
CREATE TABLE "StatAircraft" (
    "scope" TEXT NOT NULL,
    "aircraftId" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,

    CONSTRAINT "StatAircraft_pkey" PRIMARY KEY ("scope","aircraftId")
);

-- CreateTable
CREATE TABLE "StatRoute" (
    "scope" TEXT NOT NULL,
    "fromId" INTEGER NOT NULL,
    "toId" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,

    CONSTRAINT "StatRoute_pkey" PRIMARY KEY ("scope","fromId","toId")
);

-- CreateTable
CREATE TABLE "StatFlightEnd" (
    "scope" TEXT NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "flightId" INTEGER NOT NULL,
    "fromId" INTEGER NOT NULL,
    "toId" INTEGER NOT NULL,
    "airlineId" INTEGER,
    "aircraftId" INTEGER,
    "distanceKm" DOUBLE PRECISION NOT NULL,
    "durationSeconds" INTEGER,

    CONSTRAINT "StatFlightEnd_pkey" PRIMARY KEY ("scope","endsAt","flightId")
);

-- CreateIndex
CREATE INDEX "StatAirport_scope_flights_airportId_idx" ON "StatAirport"("scope", "flights" DESC, "airportId");

-- CreateIndex
CREATE INDEX "StatAirline_scope_flights_airlineId_idx" ON "StatAirline"("scope", "flights" DESC, "airlineId");

-- CreateIndex
CREATE INDEX "StatAircraft_scope_flights_aircraftId_idx" ON "StatAircraft"("scope", "flights" DESC, "aircraftId");

-- CreateIndex
CREATE INDEX "StatRoute_scope_flights_fromId_toId_idx" ON "StatRoute"("scope", "flights" DESC, "fromId", "toId");

-- The flights not yet completed, found by endsAt: all of them with their airports, distance and duration (covering),
-- and those of one airport, airline, aircraft type or route. These replace the Flight indexes without endsAt.
-- DropIndex
DROP INDEX "Flight_endsAt_idx";
DROP INDEX "Flight_airlineId_idx";
DROP INDEX "Flight_aircraftId_idx";
DROP INDEX "Flight_fromId_toId_idx";
DROP INDEX "Flight_toId_idx";

-- CreateIndex
CREATE INDEX "Flight_endsAt_fromId_toId_distanceKm_durationSeconds_idx" ON "Flight"("endsAt", "fromId", "toId", "distanceKm", "durationSeconds");

-- CreateIndex
CREATE INDEX "Flight_airlineId_endsAt_idx" ON "Flight"("airlineId", "endsAt");

-- CreateIndex
CREATE INDEX "Flight_aircraftId_endsAt_idx" ON "Flight"("aircraftId", "endsAt");

-- CreateIndex
CREATE INDEX "Flight_fromId_toId_endsAt_idx" ON "Flight"("fromId", "toId", "endsAt");

-- CreateIndex
CREATE INDEX "Flight_fromId_endsAt_idx" ON "Flight"("fromId", "endsAt");

-- CreateIndex
CREATE INDEX "Flight_toId_endsAt_idx" ON "Flight"("toId", "endsAt");

-- One flight added to (sign 1) or removed from (sign -1) one scope.
CREATE TYPE "contrail_stat_delta" AS (
    "scope" TEXT,
    "sign" INTEGER,
    "flightId" INTEGER,
    "fromId" INTEGER,
    "toId" INTEGER,
    "airlineId" INTEGER,
    "aircraftId" INTEGER,
    "distanceKm" DOUBLE PRECISION,
    "durationSeconds" INTEGER,
    "endsAt" TIMESTAMP(3)
);

CREATE FUNCTION "contrail_stat_delta"(p_scope TEXT, p_sign INTEGER, f "Flight") RETURNS "contrail_stat_delta"
LANGUAGE sql IMMUTABLE AS $$
    SELECT ROW(p_scope, p_sign, f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt")::"contrail_stat_delta"
$$;

-- Applies a statement's deltas to every rollup at once. They are summed per row first: INSERT … ON CONFLICT DO
-- UPDATE may not touch one row twice (a flight from and to the same airport, a flight leaving and re-entering a
-- scope). Rows are written in key order. Rows that reach 0 go.
CREATE FUNCTION "contrail_stat_apply"(deltas "contrail_stat_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF COALESCE(cardinality(deltas), 0) = 0 THEN
        RETURN;
    END IF;
    INSERT INTO "StatTotal" AS t ("scope", "flights", "distanceKm", "durationSeconds")
        SELECT x."scope", SUM(x."sign"), SUM(x."sign" * x."distanceKm"), SUM(x."sign" * COALESCE(x."durationSeconds", 0))
        FROM unnest(deltas) x GROUP BY x."scope" ORDER BY x."scope" COLLATE "C"
        ON CONFLICT ("scope") DO UPDATE SET "flights" = t."flights" + EXCLUDED."flights",
            "distanceKm" = t."distanceKm" + EXCLUDED."distanceKm", "durationSeconds" = t."durationSeconds" + EXCLUDED."durationSeconds";
    INSERT INTO "StatAirport" AS t ("scope", "airportId", "flights")
        SELECT y."scope", y."airportId", SUM(y."sign")
        FROM (SELECT x."scope", x."fromId" AS "airportId", x."sign" FROM unnest(deltas) x
              UNION ALL SELECT x."scope", x."toId", x."sign" FROM unnest(deltas) x) y
        GROUP BY y."scope", y."airportId" HAVING SUM(y."sign") <> 0 ORDER BY y."scope" COLLATE "C", y."airportId"
        ON CONFLICT ("scope", "airportId") DO UPDATE SET "flights" = t."flights" + EXCLUDED."flights";
    INSERT INTO "StatAirline" AS t ("scope", "airlineId", "flights")
        SELECT x."scope", x."airlineId", SUM(x."sign") FROM unnest(deltas) x WHERE x."airlineId" IS NOT NULL
        GROUP BY x."scope", x."airlineId" HAVING SUM(x."sign") <> 0 ORDER BY x."scope" COLLATE "C", x."airlineId"
        ON CONFLICT ("scope", "airlineId") DO UPDATE SET "flights" = t."flights" + EXCLUDED."flights";
    INSERT INTO "StatAircraft" AS t ("scope", "aircraftId", "flights")
        SELECT x."scope", x."aircraftId", SUM(x."sign") FROM unnest(deltas) x WHERE x."aircraftId" IS NOT NULL
        GROUP BY x."scope", x."aircraftId" HAVING SUM(x."sign") <> 0 ORDER BY x."scope" COLLATE "C", x."aircraftId"
        ON CONFLICT ("scope", "aircraftId") DO UPDATE SET "flights" = t."flights" + EXCLUDED."flights";
    INSERT INTO "StatRoute" AS t ("scope", "fromId", "toId", "flights")
        SELECT x."scope", x."fromId", x."toId", SUM(x."sign") FROM unnest(deltas) x
        GROUP BY x."scope", x."fromId", x."toId" HAVING SUM(x."sign") <> 0 ORDER BY x."scope" COLLATE "C", x."fromId", x."toId"
        ON CONFLICT ("scope", "fromId", "toId") DO UPDATE SET "flights" = t."flights" + EXCLUDED."flights";
    IF EXISTS (SELECT 1 FROM unnest(deltas) x WHERE x."sign" < 0) THEN
        DELETE FROM "StatTotal" t WHERE t."flights" <= 0 AND t."scope" IN (SELECT x."scope" FROM unnest(deltas) x);
        DELETE FROM "StatAirport" t WHERE t."flights" <= 0 AND (t."scope", t."airportId") IN (
            SELECT x."scope", x."fromId" FROM unnest(deltas) x UNION ALL SELECT x."scope", x."toId" FROM unnest(deltas) x);
        DELETE FROM "StatAirline" t WHERE t."flights" <= 0
            AND (t."scope", t."airlineId") IN (SELECT x."scope", x."airlineId" FROM unnest(deltas) x);
        DELETE FROM "StatAircraft" t WHERE t."flights" <= 0
            AND (t."scope", t."aircraftId") IN (SELECT x."scope", x."aircraftId" FROM unnest(deltas) x);
        DELETE FROM "StatRoute" t WHERE t."flights" <= 0
            AND (t."scope", t."fromId", t."toId") IN (SELECT x."scope", x."fromId", x."toId" FROM unnest(deltas) x);
        DELETE FROM "StatFlightEnd" t USING unnest(deltas) x
            WHERE x."sign" < 0 AND t."scope" = x."scope" AND t."endsAt" = x."endsAt" AND t."flightId" = x."flightId";
    END IF;
    -- user scopes only: '*' finds its flights through Flight(endsAt). The row carries the flight's figures: a changed
    -- flight's row was deleted above (sign -1, old values) and is written again here (sign 1, new values).
    INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds")
        SELECT x."scope", x."endsAt", x."flightId", x."fromId", x."toId", x."airlineId", x."aircraftId", x."distanceKm", x."durationSeconds"
        FROM unnest(deltas) x WHERE x."sign" > 0 AND x."scope" <> '*'
        ORDER BY 1, 2, 3
        ON CONFLICT DO NOTHING;
END;
$$;

-- Triggers. Statement-level with transition tables where PostgreSQL allows them (one set-based update however
-- many rows a statement writes: imports, bulk inserts); a flight's delete is row-level and BEFORE, while its
-- seats still name the users it leaves (transition tables exist only for AFTER triggers, when the seats are gone).

-- A new flight counts for '*'; each user seat inserted after it adds it to that user.
CREATE FUNCTION "contrail_stat_flight_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg("contrail_stat_delta"('*', 1, n))) FROM new_rows n;
    RETURN NULL;
END;
$$;

-- A changed flight leaves its old figures and enters its new ones, for '*' and for each user holding a seat on it.
-- (Column lists are not allowed with transition tables: the comparison picks the rows that matter.)
CREATE FUNCTION "contrail_stat_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg(d.delta)) FROM (
        SELECT "contrail_stat_delta"(sc."scope", -1, o) AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL
                            SELECT s."userId" FROM "Seat" s WHERE s."flightId" = o."id" AND s."userId" IS NOT NULL) sc
        WHERE (o."fromId", o."toId", o."airlineId", o."aircraftId", o."distanceKm", o."durationSeconds", o."endsAt")
              IS DISTINCT FROM (n."fromId", n."toId", n."airlineId", n."aircraftId", n."distanceKm", n."durationSeconds", n."endsAt")
        UNION ALL
        SELECT "contrail_stat_delta"(sc."scope", 1, n)
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL
                            SELECT s."userId" FROM "Seat" s WHERE s."flightId" = n."id" AND s."userId" IS NOT NULL) sc
        WHERE (o."fromId", o."toId", o."airlineId", o."aircraftId", o."distanceKm", o."durationSeconds", o."endsAt")
              IS DISTINCT FROM (n."fromId", n."toId", n."airlineId", n."aircraftId", n."distanceKm", n."durationSeconds", n."endsAt")
    ) d;
    RETURN NULL;
END;
$$;

-- The seats' cascaded deletes then no longer see the flight and change nothing (lib/stats/stat-rollups.test.ts).
-- Lock order: every writer of "Flight" or "Seat" updates the AppMeta 'data.version' row at the end of each statement
-- (migration 20261121010000_data_version), and its AFTER triggers fire in name order, "…_data_version" before
-- "…_stat_…": so writers take that row before any rollup row and cannot deadlock on the rollups. This BEFORE trigger
-- would take rollup rows first; it takes the data.version row first as well.
CREATE FUNCTION "contrail_stat_flight_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE;
    PERFORM "contrail_stat_apply"(array_agg("contrail_stat_delta"(sc."scope", -1, OLD))) FROM (
        SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
    ) sc;
    RETURN OLD;
END;
$$;

-- A user's seat adds its flight to that user; guest seats count only through '*'.
CREATE FUNCTION "contrail_stat_seat_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg("contrail_stat_delta"(n."userId", 1, f)))
    FROM new_rows n JOIN "Flight" f ON f."id" = n."flightId" WHERE n."userId" IS NOT NULL;
    RETURN NULL;
END;
$$;

-- A seat moved to another user or flight.
CREATE FUNCTION "contrail_stat_seat_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg(d.delta)) FROM (
        SELECT "contrail_stat_delta"(o."userId", -1, f) AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = o."flightId"
        WHERE o."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")
        UNION ALL
        SELECT "contrail_stat_delta"(n."userId", 1, f)
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = n."flightId"
        WHERE n."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")
    ) d;
    RETURN NULL;
END;
$$;

-- Only seats whose flight still exists: a flight's own delete has already taken it off every scope.
CREATE FUNCTION "contrail_stat_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg("contrail_stat_delta"(o."userId", -1, f)))
    FROM old_rows o JOIN "Flight" f ON f."id" = o."flightId" WHERE o."userId" IS NOT NULL;
    RETURN NULL;
END;
$$;

-- TRUNCATE fires no row or statement triggers of the kinds above: empty what it empties.
CREATE FUNCTION "contrail_stat_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'Flight' THEN
        DELETE FROM "StatTotal";
        DELETE FROM "StatAirport";
        DELETE FROM "StatAirline";
        DELETE FROM "StatAircraft";
        DELETE FROM "StatRoute";
    ELSE
        DELETE FROM "StatTotal" WHERE "scope" <> '*';
        DELETE FROM "StatAirport" WHERE "scope" <> '*';
        DELETE FROM "StatAirline" WHERE "scope" <> '*';
        DELETE FROM "StatAircraft" WHERE "scope" <> '*';
        DELETE FROM "StatRoute" WHERE "scope" <> '*';
    END IF;
    DELETE FROM "StatFlightEnd";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Flight_stat_insert" AFTER INSERT ON "Flight"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_flight_insert"();
CREATE TRIGGER "Flight_stat_update" AFTER UPDATE ON "Flight"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_flight_update"();
CREATE TRIGGER "Flight_stat_delete" BEFORE DELETE ON "Flight"
    FOR EACH ROW EXECUTE FUNCTION "contrail_stat_flight_delete"();
CREATE TRIGGER "Flight_stat_truncate" AFTER TRUNCATE ON "Flight"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_truncate"();
CREATE TRIGGER "Seat_stat_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_insert"();
CREATE TRIGGER "Seat_stat_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_update"();
CREATE TRIGGER "Seat_stat_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_delete"();
CREATE TRIGGER "Seat_stat_truncate" AFTER TRUNCATE ON "Seat"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_truncate"();

-- Backfill from the flights and seats already there (the same statements as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
SELECT x."scope", COUNT(*), SUM(x."distanceKm"), COALESCE(SUM(x."durationSeconds"), 0)
FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope";

INSERT INTO "StatAirport" ("scope", "airportId", "flights")
SELECT y."scope", y."airportId", COUNT(*)
FROM (SELECT x."scope", x."fromId" AS "airportId" FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
  UNION ALL SELECT x."scope", x."toId" FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x) y
GROUP BY y."scope", y."airportId";

INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
SELECT x."scope", x."airlineId", COUNT(*)
FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
WHERE x."airlineId" IS NOT NULL
GROUP BY x."scope", x."airlineId";

INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
SELECT x."scope", x."aircraftId", COUNT(*)
FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
WHERE x."aircraftId" IS NOT NULL
GROUP BY x."scope", x."aircraftId";

INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
SELECT x."scope", x."fromId", x."toId", COUNT(*)
FROM (SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", x."fromId", x."toId";

INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds")
SELECT s."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds"
FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
WHERE s."userId" IS NOT NULL;
