-- Seats per scope and calendar period (StatPeriod's year and month of the flight's local date at the origin, month 0
-- for a flight known only to its year), per haul band, seat class and seat position ('' for none), with their
-- flights' distance: every seat (guests too) for '*', the user's own for a user, as StatCo2 and the seat breakdowns
-- count them. A period's dashboard and the year in review read their seat figures and CO₂ from here, a few rows per
-- month, instead of joining every seat of the period. The band is lib/co2/factors.ts haulSql; the period
-- lib/stats/stat-period.ts. A flight's delete takes its seats off before they go (its cascaded seat deletes no longer
-- see it); a row whose seats reach 0 is deleted, by its key.

-- CreateTable
CREATE TABLE "StatSeatPeriod" (
    "scope" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "haul" TEXT NOT NULL,
    "seatClass" TEXT NOT NULL,
    "seat" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "distanceKm" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "StatSeatPeriod_pkey" PRIMARY KEY ("scope","year","month","haul","seatClass","seat")
);

-- Statement triggers like the other rollups', named after "Flight_data_version" and "Seat_data_version" so that the
-- data.version row is locked first (write-lock.ts); the BEFORE DELETE row trigger takes it itself.
CREATE FUNCTION "contrail_stat_seat_period_seat_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month",
                CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", COALESCE(r."seat", '') AS "seat", 1 AS "seats", f."distanceKm" AS "distanceKm"
            FROM new_rows r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc) x
        GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat"
        ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "StatSeatPeriod"."seats" + excluded."seats", "distanceKm" = "StatSeatPeriod"."distanceKm" + excluded."distanceKm";
    RETURN NULL;
END;
$$;

-- A seat deleted with its flight finds no flight here: "Flight_stat_seat_period_delete" took it off before.
CREATE FUNCTION "contrail_stat_seat_period_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month",
                CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", COALESCE(r."seat", '') AS "seat", -1 AS "seats", -f."distanceKm" AS "distanceKm"
            FROM old_rows r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc) x
        GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat"
        ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "StatSeatPeriod"."seats" + excluded."seats", "distanceKm" = "StatSeatPeriod"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatPeriod" WHERE "seats" <= 0 AND ("scope", "year", "month", "haul", "seatClass", "seat") IN (
        SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
            CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(r."seatClass", ''), COALESCE(r."seat", '')
        FROM old_rows r JOIN "Flight" f ON f."id" = r."flightId"
        CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc);
    RETURN NULL;
END;
$$;

-- A seat's new user, flight, class or position moves it. Only the old rows' keys can reach 0.
CREATE FUNCTION "contrail_stat_seat_period_seat_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month",
                CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", COALESCE(r."seat", '') AS "seat", -1 AS "seats", -f."distanceKm" AS "distanceKm"
            FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE (o."userId", o."flightId", o."seatClass", o."seat") IS DISTINCT FROM (n."userId", n."flightId", n."seatClass", n."seat")) r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc
          UNION ALL SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
                CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(r."seatClass", ''), COALESCE(r."seat", ''), 1, f."distanceKm"
            FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE (o."userId", o."flightId", o."seatClass", o."seat") IS DISTINCT FROM (n."userId", n."flightId", n."seatClass", n."seat")) r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc) x
        GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat"
        ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "StatSeatPeriod"."seats" + excluded."seats", "distanceKm" = "StatSeatPeriod"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatPeriod" WHERE "seats" <= 0 AND ("scope", "year", "month", "haul", "seatClass", "seat") IN (
        SELECT sc."scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END,
            CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(r."seatClass", ''), COALESCE(r."seat", '')
        FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE (o."userId", o."flightId", o."seatClass", o."seat") IS DISTINCT FROM (n."userId", n."flightId", n."seatClass", n."seat")) r JOIN "Flight" f ON f."id" = r."flightId"
        CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc);
    RETURN NULL;
END;
$$;

-- A flight's new date, precision or distance moves its seats to another period or band, and their kilometres.
-- (Column lists are not allowed with transition tables: the comparison picks the rows that matter.)
CREATE FUNCTION "contrail_stat_seat_period_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CAST(SUBSTR(o."date", 1, 4) AS INTEGER) AS "year", CASE WHEN o."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(o."date", 6, 2) AS INTEGER) END AS "month",
                CASE WHEN o."distanceKm" < 500 THEN 'domestic' WHEN o."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", COALESCE(s."seat", '') AS "seat", -1 AS "seats", -o."distanceKm" AS "distanceKm"
            FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Seat" s ON s."flightId" = o."id"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" WHERE s."userId" IS NOT NULL) sc
            WHERE (o."date", o."datePrecision", o."distanceKm") IS DISTINCT FROM (n."date", n."datePrecision", n."distanceKm")
          UNION ALL SELECT sc."scope", CAST(SUBSTR(n."date", 1, 4) AS INTEGER), CASE WHEN n."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(n."date", 6, 2) AS INTEGER) END,
                CASE WHEN n."distanceKm" < 500 THEN 'domestic' WHEN n."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", ''), 1, n."distanceKm"
            FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Seat" s ON s."flightId" = n."id"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" WHERE s."userId" IS NOT NULL) sc
            WHERE (o."date", o."datePrecision", o."distanceKm") IS DISTINCT FROM (n."date", n."datePrecision", n."distanceKm")) x
        GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat"
        ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "StatSeatPeriod"."seats" + excluded."seats", "distanceKm" = "StatSeatPeriod"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatPeriod" WHERE "seats" <= 0 AND ("scope", "year", "month", "haul", "seatClass", "seat") IN (
        SELECT sc."scope", CAST(SUBSTR(o."date", 1, 4) AS INTEGER), CASE WHEN o."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(o."date", 6, 2) AS INTEGER) END,
            CASE WHEN o."distanceKm" < 500 THEN 'domestic' WHEN o."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", '')
        FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Seat" s ON s."flightId" = o."id"
        CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" WHERE s."userId" IS NOT NULL) sc
        WHERE (o."date", o."datePrecision", o."distanceKm") IS DISTINCT FROM (n."date", n."datePrecision", n."distanceKm"));
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_seat_period_flight_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE;
    INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "year", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "month",
                CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", COALESCE(s."seat", '') AS "seat", -1 AS "seats", -OLD."distanceKm" AS "distanceKm"
            FROM "Seat" s CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" WHERE s."userId" IS NOT NULL) sc
            WHERE s."flightId" = OLD."id") x
        GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat"
        ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ("scope", "year", "month", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "StatSeatPeriod"."seats" + excluded."seats", "distanceKm" = "StatSeatPeriod"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatPeriod" WHERE "seats" <= 0 AND ("scope", "year", "month", "haul", "seatClass", "seat") IN (
        SELECT sc."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END,
            CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", '')
        FROM "Seat" s CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" WHERE s."userId" IS NOT NULL) sc
        WHERE s."flightId" = OLD."id");
    RETURN OLD;
END;
$$;

-- TRUNCATE fires none of the triggers above (and "Flight" cannot be emptied without "Seat").
CREATE FUNCTION "contrail_stat_seat_period_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "StatSeatPeriod";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Seat_stat_seat_period_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_period_seat_insert"();
CREATE TRIGGER "Seat_stat_seat_period_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_period_seat_update"();
CREATE TRIGGER "Seat_stat_seat_period_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_period_seat_delete"();
CREATE TRIGGER "Seat_stat_seat_period_truncate" AFTER TRUNCATE ON "Seat"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_period_truncate"();
CREATE TRIGGER "Flight_stat_seat_period_update" AFTER UPDATE ON "Flight"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_period_flight_update"();
CREATE TRIGGER "Flight_stat_seat_period_delete" BEFORE DELETE ON "Flight"
    FOR EACH ROW EXECUTE FUNCTION "contrail_stat_seat_period_flight_delete"();
CREATE TRIGGER "Flight_stat_seat_period_truncate" AFTER TRUNCATE ON "Flight"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_period_truncate"();

-- Fill from the seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", COUNT(*), SUM(x."distanceKm")
FROM (SELECT '*' AS "scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", COALESCE(s."seat", '') AS "seat", f."distanceKm" AS "distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
  UNION ALL SELECT s."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), COALESCE(s."seat", ''), f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat";
