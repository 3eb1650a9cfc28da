-- Flights per day of the week and per airframe (StatBreakdown kinds 'weekday' and 'airframe', counting flights per
-- scope like 'flightReason'), kept by triggers of their own beside those of 20261125000000_dashboard_rollups. The keys
-- are lib/stats/breakdown/breakdown-keys.ts's expressions, spelled out.

-- One flight's keys added to (sign 1) or taken from (sign -1) one scope.
CREATE TYPE "contrail_more_delta" AS ("scope" TEXT, "sign" INTEGER, "weekday" TEXT, "airframe" TEXT);

-- Rows written in key order, as contrail_stat_apply does; rows that reach 0 go.
CREATE FUNCTION "contrail_stat_more_apply"(deltas "contrail_more_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF COALESCE(cardinality(deltas), 0) = 0 THEN
        RETURN;
    END IF;
    INSERT INTO "StatBreakdown" AS t ("scope", "kind", "key", "count")
        SELECT y."scope", y."kind", y."key", SUM(y."sign")
        FROM (SELECT x."scope", k."kind", k."key", x."sign" FROM unnest(deltas) x
              CROSS JOIN LATERAL (VALUES ('weekday'::TEXT, x."weekday"), ('airframe'::TEXT, x."airframe")) k("kind", "key")) y
        GROUP BY y."scope", y."kind", y."key" HAVING SUM(y."sign") <> 0
        ORDER BY y."scope" COLLATE "C", y."kind" COLLATE "C", y."key" COLLATE "C"
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = t."count" + EXCLUDED."count";
    IF EXISTS (SELECT 1 FROM unnest(deltas) x WHERE x."sign" < 0) THEN
        DELETE FROM "StatBreakdown" t WHERE t."count" <= 0 AND t."kind" IN ('weekday', 'airframe') AND (t."scope", t."kind", t."key") IN (
            SELECT x."scope", k."kind", k."key" FROM unnest(deltas) x
            CROSS JOIN LATERAL (VALUES ('weekday'::TEXT, x."weekday"), ('airframe'::TEXT, x."airframe")) k("kind", "key"));
    END IF;
END;
$$;

CREATE FUNCTION "contrail_stat_more_flight_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_more_apply"(array_agg(ROW('*', 1, CASE WHEN n."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(n."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(n."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, UPPER(REPLACE(REPLACE(COALESCE(n."aircraftReg", ''), ' ', ''), '-', '')))::"contrail_more_delta")) FROM new_rows n;
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_more_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_more_apply"(array_agg(d.delta)) FROM (
        SELECT ROW(sc."scope", -1, CASE WHEN o."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(o."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(o."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, UPPER(REPLACE(REPLACE(COALESCE(o."aircraftReg", ''), ' ', ''), '-', '')))::"contrail_more_delta" AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = o."id" AND s."userId" IS NOT NULL) sc
        WHERE ((CASE WHEN o."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(o."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(o."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END) IS DISTINCT FROM (CASE WHEN n."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(n."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(n."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END) OR (UPPER(REPLACE(REPLACE(COALESCE(o."aircraftReg", ''), ' ', ''), '-', ''))) IS DISTINCT FROM (UPPER(REPLACE(REPLACE(COALESCE(n."aircraftReg", ''), ' ', ''), '-', ''))))
        UNION ALL
        SELECT ROW(sc."scope", 1, CASE WHEN n."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(n."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(n."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, UPPER(REPLACE(REPLACE(COALESCE(n."aircraftReg", ''), ' ', ''), '-', '')))::"contrail_more_delta"
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = n."id" AND s."userId" IS NOT NULL) sc
        WHERE ((CASE WHEN o."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(o."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(o."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(o."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(o."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END) IS DISTINCT FROM (CASE WHEN n."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(n."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(n."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(n."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(n."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END) OR (UPPER(REPLACE(REPLACE(COALESCE(o."aircraftReg", ''), ' ', ''), '-', ''))) IS DISTINCT FROM (UPPER(REPLACE(REPLACE(COALESCE(n."aircraftReg", ''), ' ', ''), '-', ''))))
    ) d;
    RETURN NULL;
END;
$$;

-- BEFORE, while its seats still name the users it leaves; the data.version row first, as "contrail_stat_flight_delete".
CREATE FUNCTION "contrail_stat_more_flight_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE;
    PERFORM "contrail_stat_more_apply"(array_agg(ROW(sc."scope", -1, CASE WHEN OLD."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(OLD."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, UPPER(REPLACE(REPLACE(COALESCE(OLD."aircraftReg", ''), ' ', ''), '-', '')))::"contrail_more_delta")) FROM (
        SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
    ) sc;
    RETURN OLD;
END;
$$;

CREATE FUNCTION "contrail_stat_more_seat_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_more_apply"(array_agg(ROW(n."userId", 1, CASE WHEN f."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(f."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(f."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, UPPER(REPLACE(REPLACE(COALESCE(f."aircraftReg", ''), ' ', ''), '-', '')))::"contrail_more_delta"))
    FROM new_rows n JOIN "Flight" f ON f."id" = n."flightId" WHERE n."userId" IS NOT NULL;
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_more_seat_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_more_apply"(array_agg(d.delta)) FROM (
        SELECT ROW(o."userId", -1, CASE WHEN f."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(f."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(f."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, UPPER(REPLACE(REPLACE(COALESCE(f."aircraftReg", ''), ' ', ''), '-', '')))::"contrail_more_delta" AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = o."flightId"
        WHERE o."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")
        UNION ALL
        SELECT ROW(n."userId", 1, CASE WHEN f."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(f."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(f."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, UPPER(REPLACE(REPLACE(COALESCE(f."aircraftReg", ''), ' ', ''), '-', '')))::"contrail_more_delta"
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = n."flightId"
        WHERE n."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")
    ) d;
    RETURN NULL;
END;
$$;

-- A flight's cascaded seat deletes no longer find the flight and change nothing ("Flight_stat_more_delete" did).
CREATE FUNCTION "contrail_stat_more_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_more_apply"(array_agg(ROW(o."userId", -1, CASE WHEN f."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(f."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(f."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, UPPER(REPLACE(REPLACE(COALESCE(f."aircraftReg", ''), ' ', ''), '-', '')))::"contrail_more_delta"))
    FROM old_rows o JOIN "Flight" f ON f."id" = o."flightId" WHERE o."userId" IS NOT NULL;
    RETURN NULL;
END;
$$;

-- TRUNCATE of "Seat" keeps '*' rows of the per-flight kinds: replaced with the new kinds kept too.
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
        DELETE FROM "StatBreakdown" WHERE "scope" <> '*' OR "kind" NOT IN ('flightReason', 'weekday', 'airframe');
    END IF;
    DELETE FROM "StatFlightEnd";
    RETURN NULL;
END;
$$;

-- After "Flight_data_version" and "Seat_data_version" in name order: the data.version row is locked first.
CREATE TRIGGER "Flight_stat_more_insert" AFTER INSERT ON "Flight"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_more_flight_insert"();
CREATE TRIGGER "Flight_stat_more_update" AFTER UPDATE ON "Flight"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_more_flight_update"();
CREATE TRIGGER "Flight_stat_more_delete" BEFORE DELETE ON "Flight"
    FOR EACH ROW EXECUTE FUNCTION "contrail_stat_more_flight_delete"();
CREATE TRIGGER "Seat_stat_more_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_more_seat_insert"();
CREATE TRIGGER "Seat_stat_more_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_more_seat_update"();
CREATE TRIGGER "Seat_stat_more_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_more_seat_delete"();

-- The records of the statistics breakdown (lib/stats/breakdown/records.ts): the longest and shortest completed flight
-- by distance and by time, read from either end of these indexes (every flight, or one user's StatFlightEnd rows)
-- instead of sorting the scope's flights.
CREATE INDEX "Flight_distanceKm_id_endsAt_idx" ON "Flight"("distanceKm", "id", "endsAt");
CREATE INDEX "Flight_durationSeconds_id_endsAt_idx" ON "Flight"("durationSeconds", "id", "endsAt");
CREATE INDEX "StatFlightEnd_scope_distanceKm_flightId_endsAt_idx" ON "StatFlightEnd"("scope", "distanceKm", "flightId", "endsAt");
CREATE INDEX "StatFlightEnd_scope_durationSeconds_flightId_endsAt_idx" ON "StatFlightEnd"("scope", "durationSeconds", "flightId", "endsAt");

-- The user's home airport (Settings), for the record "furthest from home".
ALTER TABLE "User" ADD COLUMN "homeAirportId" INTEGER;

-- Fill from the flights and seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT y."scope", y."kind", y."key", COUNT(*)
FROM (SELECT x."scope", 'weekday' AS "kind", CASE WHEN x."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(x."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(x."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(x."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(x."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(x."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(x."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(x."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(x."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(x."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(x."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END AS "key" FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."aircraftReg" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."aircraftReg"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
  UNION ALL SELECT x."scope", 'airframe', UPPER(REPLACE(REPLACE(COALESCE(x."aircraftReg", ''), ' ', ''), '-', '')) FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."aircraftReg" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."aircraftReg"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x) y
GROUP BY y."scope", y."kind", y."key";
