-- Rollups for the dashboard's charts (see prisma/schema.prisma and lib/stats/dashboard/): flights, distance and time
-- per calendar year and month (StatPeriod), and counts per flight reason, seat class and seat position
-- (StatBreakdown), per scope like the rollups of 20261122000000_stat_rollups and kept by the same triggers, whose
-- functions are replaced here. StatFlightEnd also carries each flight's period and reason and the user's seat class
-- and position, so that a user's flights not yet completed are subtracted without reading "Flight".

-- A copy of derived values: recreated with its new columns and filled again below.
DROP TABLE "StatFlightEnd";

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
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "flightReason" TEXT,
    "seatClass" TEXT,
    "seat" TEXT,

    CONSTRAINT "StatFlightEnd_pkey" PRIMARY KEY ("scope","endsAt","flightId")
);

-- CreateTable
CREATE TABLE "StatPeriod" (
    "scope" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "flights" INTEGER NOT NULL,
    "distanceKm" DOUBLE PRECISION NOT NULL,
    "durationSeconds" BIGINT NOT NULL,

    CONSTRAINT "StatPeriod_pkey" PRIMARY KEY ("scope","year","month")
);

-- CreateTable
CREATE TABLE "StatBreakdown" (
    "scope" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "StatBreakdown_pkey" PRIMARY KEY ("scope","kind","key")
);

-- The delta of one flight for one scope gains the flight's period and reason and, for a user scope, that user's seat
-- class and position (copied into StatFlightEnd). The trigger functions below call them by name.
DROP FUNCTION "contrail_stat_apply"("contrail_stat_delta"[]);
DROP FUNCTION "contrail_stat_delta"(TEXT, INTEGER, "Flight");
DROP TYPE "contrail_stat_delta";

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
    "endsAt" TIMESTAMP(3),
    "year" INTEGER,
    "month" INTEGER,
    "flightReason" TEXT,
    "seatClass" TEXT,
    "seat" TEXT
);

-- The period as in lib/stats/stat-period.ts; s is the scope's seat (NULL for '*').
CREATE FUNCTION "contrail_stat_delta"(p_scope TEXT, p_sign INTEGER, f "Flight", s "Seat") RETURNS "contrail_stat_delta"
LANGUAGE sql IMMUTABLE AS $$
    SELECT ROW(p_scope, p_sign, f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt",
        CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
        f."flightReason", s."seatClass", s."seat")::"contrail_stat_delta"
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
    -- like StatTotal, no HAVING: an edited distance or duration changes a period whose flight count it keeps
    INSERT INTO "StatPeriod" AS t ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
        SELECT x."scope", x."year", x."month", SUM(x."sign"), SUM(x."sign" * x."distanceKm"), SUM(x."sign" * COALESCE(x."durationSeconds", 0))
        FROM unnest(deltas) x GROUP BY x."scope", x."year", x."month" ORDER BY x."scope" COLLATE "C", x."year", x."month"
        ON CONFLICT ("scope", "year", "month") DO UPDATE SET "flights" = t."flights" + EXCLUDED."flights",
            "distanceKm" = t."distanceKm" + EXCLUDED."distanceKm", "durationSeconds" = t."durationSeconds" + EXCLUDED."durationSeconds";
    INSERT INTO "StatBreakdown" AS t ("scope", "kind", "key", "count")
        SELECT x."scope", 'flightReason'::TEXT, COALESCE(x."flightReason", ''), SUM(x."sign") FROM unnest(deltas) x
        GROUP BY x."scope", COALESCE(x."flightReason", '') HAVING SUM(x."sign") <> 0
        ORDER BY x."scope" COLLATE "C", COALESCE(x."flightReason", '') COLLATE "C"
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = t."count" + EXCLUDED."count";
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
        DELETE FROM "StatPeriod" t WHERE t."flights" <= 0
            AND (t."scope", t."year", t."month") IN (SELECT x."scope", x."year", x."month" FROM unnest(deltas) x);
        DELETE FROM "StatBreakdown" t WHERE t."count" <= 0 AND t."kind" = 'flightReason'
            AND (t."scope", t."key") IN (SELECT x."scope", COALESCE(x."flightReason", '') FROM unnest(deltas) x);
        DELETE FROM "StatFlightEnd" t USING unnest(deltas) x
            WHERE x."sign" < 0 AND t."scope" = x."scope" AND t."endsAt" = x."endsAt" AND t."flightId" = x."flightId";
    END IF;
    -- user scopes only: '*' finds its flights through Flight(endsAt). The row carries the flight's figures: a changed
    -- flight's row was deleted above (sign -1, old values) and is written again here (sign 1, new values).
    INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds",
            "year", "month", "flightReason", "seatClass", "seat")
        SELECT x."scope", x."endsAt", x."flightId", x."fromId", x."toId", x."airlineId", x."aircraftId", x."distanceKm", x."durationSeconds",
            x."year", x."month", x."flightReason", x."seatClass", x."seat"
        FROM unnest(deltas) x WHERE x."sign" > 0 AND x."scope" <> '*'
        ORDER BY 1, 2, 3
        ON CONFLICT DO NOTHING;
END;
$$;

CREATE OR REPLACE FUNCTION "contrail_stat_flight_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg("contrail_stat_delta"('*', 1, n, NULL::"Seat"))) FROM new_rows n;
    RETURN NULL;
END;
$$;

-- A changed flight leaves its old figures and enters its new ones, for '*' and for each user holding a seat on it.
-- (Column lists are not allowed with transition tables: the comparison picks the rows that matter.)
CREATE OR REPLACE FUNCTION "contrail_stat_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg(d.delta)) FROM (
        SELECT "contrail_stat_delta"(sc."scope", -1, o, sc."seatRow") AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope", NULL::"Seat" AS "seatRow" UNION ALL
                            SELECT s."userId", s FROM "Seat" s WHERE s."flightId" = o."id" AND s."userId" IS NOT NULL) sc
        WHERE (o."fromId", o."toId", o."airlineId", o."aircraftId", o."distanceKm", o."durationSeconds", o."endsAt", o."date", o."datePrecision", o."flightReason")
              IS DISTINCT FROM (n."fromId", n."toId", n."airlineId", n."aircraftId", n."distanceKm", n."durationSeconds", n."endsAt", n."date", n."datePrecision", n."flightReason")
        UNION ALL
        SELECT "contrail_stat_delta"(sc."scope", 1, n, sc."seatRow")
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope", NULL::"Seat" AS "seatRow" UNION ALL
                            SELECT s."userId", s FROM "Seat" s WHERE s."flightId" = n."id" AND s."userId" IS NOT NULL) sc
        WHERE (o."fromId", o."toId", o."airlineId", o."aircraftId", o."distanceKm", o."durationSeconds", o."endsAt", o."date", o."datePrecision", o."flightReason")
              IS DISTINCT FROM (n."fromId", n."toId", n."airlineId", n."aircraftId", n."distanceKm", n."durationSeconds", n."endsAt", n."date", n."datePrecision", n."flightReason")
    ) d;
    RETURN NULL;
END;
$$;

-- Lock order as in 20261122000000_stat_rollups: this BEFORE trigger takes the data.version row before any rollup row.
CREATE OR REPLACE FUNCTION "contrail_stat_flight_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE;
    PERFORM "contrail_stat_apply"(array_agg("contrail_stat_delta"(sc."scope", -1, OLD, NULL::"Seat"))) FROM (
        SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
    ) sc;
    RETURN OLD;
END;
$$;

CREATE OR REPLACE FUNCTION "contrail_stat_seat_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg("contrail_stat_delta"(n."userId", 1, f, n)))
    FROM new_rows n JOIN "Flight" f ON f."id" = n."flightId" WHERE n."userId" IS NOT NULL;
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "contrail_stat_seat_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg(d.delta)) FROM (
        SELECT "contrail_stat_delta"(o."userId", -1, f, o) AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = o."flightId"
        WHERE o."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")
        UNION ALL
        SELECT "contrail_stat_delta"(n."userId", 1, f, n)
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = n."flightId"
        WHERE n."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")
    ) d;
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "contrail_stat_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_apply"(array_agg("contrail_stat_delta"(o."userId", -1, f, o)))
    FROM old_rows o JOIN "Flight" f ON f."id" = o."flightId" WHERE o."userId" IS NOT NULL;
    RETURN NULL;
END;
$$;

-- Seat classes and positions count seats, not flights: every seat for '*' (guests too), each user's own for that
-- user, whether or not the flight still exists (a flight's cascaded seat deletes take its seats off here).
CREATE TYPE "contrail_seat_delta" AS (
    "sign" INTEGER,
    "userId" TEXT,
    "seatClass" TEXT,
    "seat" TEXT
);

CREATE FUNCTION "contrail_stat_seats_apply"(deltas "contrail_seat_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF COALESCE(cardinality(deltas), 0) = 0 THEN
        RETURN;
    END IF;
    INSERT INTO "StatBreakdown" AS t ("scope", "kind", "key", "count")
        SELECT y."scope", y."kind", y."key", SUM(y."sign")
        FROM (SELECT sc."scope", k."kind", k."key", x."sign"
              FROM unnest(deltas) x
              CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT x."userId" WHERE x."userId" IS NOT NULL) sc
              CROSS JOIN LATERAL (VALUES ('seatClass'::TEXT, COALESCE(x."seatClass", '')), ('seat'::TEXT, COALESCE(x."seat", ''))) k("kind", "key")) y
        GROUP BY y."scope", y."kind", y."key" HAVING SUM(y."sign") <> 0
        ORDER BY y."scope" COLLATE "C", y."kind" COLLATE "C", y."key" COLLATE "C"
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = t."count" + EXCLUDED."count";
    IF EXISTS (SELECT 1 FROM unnest(deltas) x WHERE x."sign" < 0) THEN
        DELETE FROM "StatBreakdown" t WHERE t."count" <= 0 AND t."kind" IN ('seatClass', 'seat') AND (t."scope", t."kind", t."key") IN (
            SELECT sc."scope", k."kind", k."key"
            FROM unnest(deltas) x
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT x."userId" WHERE x."userId" IS NOT NULL) sc
            CROSS JOIN LATERAL (VALUES ('seatClass'::TEXT, COALESCE(x."seatClass", '')), ('seat'::TEXT, COALESCE(x."seat", ''))) k("kind", "key"));
    END IF;
END;
$$;

CREATE FUNCTION "contrail_stat_seats_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_seats_apply"(array_agg(ROW(1, n."userId", n."seatClass", n."seat")::"contrail_seat_delta")) FROM new_rows n;
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_seats_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_seats_apply"(array_agg(ROW(-1, o."userId", o."seatClass", o."seat")::"contrail_seat_delta")) FROM old_rows o;
    RETURN NULL;
END;
$$;

-- Also keeps the seat's class and position in its user's StatFlightEnd row ("Seat_stat_update" writes a new row with
-- the new values when the seat changes user or flight: the two agree in whichever order they run).
CREATE FUNCTION "contrail_stat_seats_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_seats_apply"(array_agg(d.delta)) FROM (
        SELECT ROW(-1, o."userId", o."seatClass", o."seat")::"contrail_seat_delta" AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."userId", o."seatClass", o."seat") IS DISTINCT FROM (n."userId", n."seatClass", n."seat")
        UNION ALL
        SELECT ROW(1, n."userId", n."seatClass", n."seat")::"contrail_seat_delta"
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."userId", o."seatClass", o."seat") IS DISTINCT FROM (n."userId", n."seatClass", n."seat")
    ) d;
    UPDATE "StatFlightEnd" e SET "seatClass" = n."seatClass", "seat" = n."seat"
    FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = n."flightId"
    WHERE (o."seatClass", o."seat") IS DISTINCT FROM (n."seatClass", n."seat")
        AND e."scope" = n."userId" AND e."endsAt" = f."endsAt" AND e."flightId" = n."flightId";
    RETURN NULL;
END;
$$;

-- TRUNCATE fires no row or statement triggers of the kinds above: empty what it empties.
CREATE OR REPLACE FUNCTION "contrail_stat_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'Flight' THEN
        DELETE FROM "StatTotal";
        DELETE FROM "StatAirport";
        DELETE FROM "StatAirline";
        DELETE FROM "StatAircraft";
        DELETE FROM "StatRoute";
        DELETE FROM "StatPeriod";
        DELETE FROM "StatBreakdown";
    ELSE
        DELETE FROM "StatTotal" WHERE "scope" <> '*';
        DELETE FROM "StatAirport" WHERE "scope" <> '*';
        DELETE FROM "StatAirline" WHERE "scope" <> '*';
        DELETE FROM "StatAircraft" WHERE "scope" <> '*';
        DELETE FROM "StatRoute" WHERE "scope" <> '*';
        DELETE FROM "StatPeriod" WHERE "scope" <> '*';
        DELETE FROM "StatBreakdown" WHERE "scope" <> '*' OR "kind" <> 'flightReason';
    END IF;
    DELETE FROM "StatFlightEnd";
    RETURN NULL;
END;
$$;

-- After "Seat_data_version" in name order, like the other AFTER triggers: the data.version row is taken first.
CREATE TRIGGER "Seat_stat_seats_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seats_insert"();
CREATE TRIGGER "Seat_stat_seats_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seats_update"();
CREATE TRIGGER "Seat_stat_seats_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seats_delete"();

-- Fill from the flights and seats already there (the same statements as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "year", "month", "flightReason", "seatClass", "seat")
SELECT s."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds",
  CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, f."flightReason", s."seatClass", s."seat"
FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
WHERE s."userId" IS NOT NULL;

INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
SELECT x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END, COUNT(*), SUM(x."distanceKm"), COALESCE(SUM(x."durationSeconds"), 0)
FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END;

INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT x."scope", 'flightReason', COALESCE(x."flightReason", ''), COUNT(*)
FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", COALESCE(x."flightReason", '');

INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT y."scope", y."kind", y."key", COUNT(*)
FROM (SELECT '*' AS "scope", 'seatClass' AS "kind", COALESCE(s."seatClass", '') AS "key" FROM "Seat" s
  UNION ALL SELECT s."userId", 'seatClass', COALESCE(s."seatClass", '') FROM "Seat" s WHERE s."userId" IS NOT NULL
  UNION ALL SELECT '*', 'seat', COALESCE(s."seat", '') FROM "Seat" s
  UNION ALL SELECT s."userId", 'seat', COALESCE(s."seat", '') FROM "Seat" s WHERE s."userId" IS NOT NULL) y
GROUP BY y."scope", y."kind", y."key";

