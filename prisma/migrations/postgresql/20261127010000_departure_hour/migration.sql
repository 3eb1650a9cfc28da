-- The hour of departure on the origin's clock (Flight.departureHour, lib/flights/derived.ts departureHourOf) and
-- flights per hour (StatBreakdown kind 'hour', counting flights per scope like 'weekday'), kept by triggers of their
-- own beside those of 20261126153000_breakdown_figures. The key is lib/stats/breakdown/breakdown-keys.ts hourKeySql.

ALTER TABLE "Flight" ADD COLUMN "departureHour" INTEGER;

-- The hours of the flights already there (lib/flights/departure-hour-sql.ts). A derived column, not an edit: the
-- table's triggers (the change feed's stamp, the rollups, none of which reads the column) stay off while it is
-- written, and data.version is replaced once after.
ALTER TABLE "Flight" DISABLE TRIGGER USER;
UPDATE "Flight" f SET "departureHour" = CAST(EXTRACT(HOUR FROM (f."departure" AT TIME ZONE 'UTC') AT TIME ZONE a."tz") AS INTEGER)
FROM "Airport" a WHERE a."id" = f."fromId" AND f."departure" IS NOT NULL AND f."departureHour" IS NULL AND a."tz" IN (SELECT "name" FROM pg_timezone_names);
ALTER TABLE "Flight" ENABLE TRIGGER USER;
UPDATE "AppMeta" SET "value" = substr(md5(random()::TEXT), 1, 16) WHERE "key" = 'data.version';

-- One flight's key added to (sign 1) or taken from (sign -1) one scope.
CREATE TYPE "contrail_hour_delta" AS ("scope" TEXT, "sign" INTEGER, "key" TEXT);

-- Rows written in key order, as contrail_stat_more_apply does; rows that reach 0 go.
CREATE FUNCTION "contrail_stat_hour_apply"(deltas "contrail_hour_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF COALESCE(cardinality(deltas), 0) = 0 THEN
        RETURN;
    END IF;
    INSERT INTO "StatBreakdown" AS t ("scope", "kind", "key", "count")
        SELECT x."scope", 'hour', x."key", SUM(x."sign") FROM unnest(deltas) x
        GROUP BY x."scope", x."key" HAVING SUM(x."sign") <> 0
        ORDER BY x."scope" COLLATE "C", x."key" COLLATE "C"
        ON CONFLICT ("scope", "kind", "key") DO UPDATE SET "count" = t."count" + EXCLUDED."count";
    IF EXISTS (SELECT 1 FROM unnest(deltas) x WHERE x."sign" < 0) THEN
        DELETE FROM "StatBreakdown" t WHERE t."count" <= 0 AND t."kind" = 'hour' AND (t."scope", t."key") IN (SELECT x."scope", x."key" FROM unnest(deltas) x);
    END IF;
END;
$$;

CREATE FUNCTION "contrail_stat_hour_flight_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_hour_apply"(array_agg(ROW('*', 1, COALESCE(CAST(n."departureHour" AS TEXT), ''))::"contrail_hour_delta")) FROM new_rows n;
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_hour_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_hour_apply"(array_agg(d.delta)) FROM (
        SELECT ROW(sc."scope", -1, COALESCE(CAST(o."departureHour" AS TEXT), ''))::"contrail_hour_delta" AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = o."id" AND s."userId" IS NOT NULL) sc
        WHERE o."departureHour" IS DISTINCT FROM n."departureHour"
        UNION ALL
        SELECT ROW(sc."scope", 1, COALESCE(CAST(n."departureHour" AS TEXT), ''))::"contrail_hour_delta"
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = n."id" AND s."userId" IS NOT NULL) sc
        WHERE o."departureHour" IS DISTINCT FROM n."departureHour"
    ) d;
    RETURN NULL;
END;
$$;

-- BEFORE, while its seats still name the users it leaves; the data.version row first, as "contrail_stat_flight_delete".
CREATE FUNCTION "contrail_stat_hour_flight_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE;
    PERFORM "contrail_stat_hour_apply"(array_agg(ROW(sc."scope", -1, COALESCE(CAST(OLD."departureHour" AS TEXT), ''))::"contrail_hour_delta")) FROM (
        SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
    ) sc;
    RETURN OLD;
END;
$$;

CREATE FUNCTION "contrail_stat_hour_seat_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_hour_apply"(array_agg(ROW(n."userId", 1, COALESCE(CAST(f."departureHour" AS TEXT), ''))::"contrail_hour_delta"))
    FROM new_rows n JOIN "Flight" f ON f."id" = n."flightId" WHERE n."userId" IS NOT NULL;
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_hour_seat_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_hour_apply"(array_agg(d.delta)) FROM (
        SELECT ROW(o."userId", -1, COALESCE(CAST(f."departureHour" AS TEXT), ''))::"contrail_hour_delta" AS delta
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = o."flightId"
        WHERE o."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")
        UNION ALL
        SELECT ROW(n."userId", 1, COALESCE(CAST(f."departureHour" AS TEXT), ''))::"contrail_hour_delta"
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Flight" f ON f."id" = n."flightId"
        WHERE n."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")
    ) d;
    RETURN NULL;
END;
$$;

-- A flight's cascaded seat deletes no longer find the flight and change nothing ("Flight_stat_hour_delete" did).
CREATE FUNCTION "contrail_stat_hour_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "contrail_stat_hour_apply"(array_agg(ROW(o."userId", -1, COALESCE(CAST(f."departureHour" AS TEXT), ''))::"contrail_hour_delta"))
    FROM old_rows o JOIN "Flight" f ON f."id" = o."flightId" WHERE o."userId" IS NOT NULL;
    RETURN NULL;
END;
$$;

-- TRUNCATE of "Seat" keeps '*' rows of the per-flight kinds: replaced with 'hour' kept too.
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
        DELETE FROM "StatBreakdown" WHERE "scope" <> '*' OR "kind" NOT IN ('flightReason', 'weekday', 'airframe', 'hour');
    END IF;
    DELETE FROM "StatFlightEnd";
    RETURN NULL;
END;
$$;

-- After "Flight_data_version" and "Seat_data_version" in name order: the data.version row is locked first.
CREATE TRIGGER "Flight_stat_hour_insert" AFTER INSERT ON "Flight"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_hour_flight_insert"();
CREATE TRIGGER "Flight_stat_hour_update" AFTER UPDATE ON "Flight"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_hour_flight_update"();
CREATE TRIGGER "Flight_stat_hour_delete" BEFORE DELETE ON "Flight"
    FOR EACH ROW EXECUTE FUNCTION "contrail_stat_hour_flight_delete"();
CREATE TRIGGER "Seat_stat_hour_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_hour_seat_insert"();
CREATE TRIGGER "Seat_stat_hour_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_hour_seat_update"();
CREATE TRIGGER "Seat_stat_hour_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_hour_seat_delete"();

-- Fill from the flights and seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT x."scope", 'hour', COALESCE(CAST(x."departureHour" AS TEXT), ''), COUNT(*)
FROM (SELECT '*' AS "scope", f."departureHour" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."departureHour" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", COALESCE(CAST(x."departureHour" AS TEXT), '');
