-- CO₂ per scope (lib/co2/): seats and distance per haul band and seat class, every seat (guests too) for '*' and the
-- user's own for a user, the seats the seat-class breakdown counts. The band follows the flight's distance, written
-- here as lib/co2/factors.ts haulSql writes it (below 500 km domestic, below 3,700 km short-haul, else long-haul; a
-- test checks the two agree). A flight's delete takes its seats off before they go (its cascaded seat deletes no
-- longer see it, see lib/stats/stat-rollups.test.ts); a row whose seats reach 0 is deleted.

-- CreateTable
CREATE TABLE "StatCo2" (
    "scope" TEXT NOT NULL,
    "haul" TEXT NOT NULL,
    "seatClass" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "distanceKm" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "StatCo2_pkey" PRIMARY KEY ("scope","haul","seatClass")
);

-- Statement triggers like the other rollups', named after "Flight_data_version" and "Seat_data_version" so that the
-- data.version row is locked first (write-lock.ts); the BEFORE DELETE row trigger takes it itself.
CREATE FUNCTION "contrail_stat_co2_seat_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT x."scope", x."haul", x."seatClass", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", 1 AS "seats", f."distanceKm" AS "distanceKm"
            FROM new_rows r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc) x
        GROUP BY x."scope", x."haul", x."seatClass"
        ORDER BY 1, 2, 3
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "StatCo2"."seats" + excluded."seats", "distanceKm" = "StatCo2"."distanceKm" + excluded."distanceKm";
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_co2_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT x."scope", x."haul", x."seatClass", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", -1 AS "seats", -f."distanceKm" AS "distanceKm"
            FROM old_rows r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc) x
        GROUP BY x."scope", x."haul", x."seatClass"
        ORDER BY 1, 2, 3
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "StatCo2"."seats" + excluded."seats", "distanceKm" = "StatCo2"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatCo2" WHERE "seats" <= 0 AND "scope" IN (SELECT '*' UNION ALL SELECT o."userId" FROM old_rows o WHERE o."userId" IS NOT NULL);
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_co2_seat_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT x."scope", x."haul", x."seatClass", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", -1 AS "seats", -f."distanceKm" AS "distanceKm"
            FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE (o."userId", o."flightId", o."seatClass") IS DISTINCT FROM (n."userId", n."flightId", n."seatClass")) r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc
          UNION ALL SELECT sc."scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", 1 AS "seats", f."distanceKm" AS "distanceKm"
            FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE (o."userId", o."flightId", o."seatClass") IS DISTINCT FROM (n."userId", n."flightId", n."seatClass")) r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT r."userId" WHERE r."userId" IS NOT NULL) sc) x
        GROUP BY x."scope", x."haul", x."seatClass"
        ORDER BY 1, 2, 3
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "StatCo2"."seats" + excluded."seats", "distanceKm" = "StatCo2"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatCo2" WHERE "seats" <= 0 AND "scope" IN (SELECT '*' UNION ALL SELECT o."userId" FROM old_rows o WHERE o."userId" IS NOT NULL);
    RETURN NULL;
END;
$$;

-- A flight's new distance moves its seats' kilometres, and maybe their band.
CREATE FUNCTION "contrail_stat_co2_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT x."scope", x."haul", x."seatClass", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CASE WHEN o."distanceKm" < 500 THEN 'domestic' WHEN o."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", -1 AS "seats", -o."distanceKm" AS "distanceKm"
            FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Seat" s ON s."flightId" = o."id"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" WHERE s."userId" IS NOT NULL) sc
            WHERE o."distanceKm" IS DISTINCT FROM n."distanceKm"
          UNION ALL SELECT sc."scope", CASE WHEN n."distanceKm" < 500 THEN 'domestic' WHEN n."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), 1, n."distanceKm"
            FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "Seat" s ON s."flightId" = n."id"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" WHERE s."userId" IS NOT NULL) sc
            WHERE o."distanceKm" IS DISTINCT FROM n."distanceKm") x
        GROUP BY x."scope", x."haul", x."seatClass"
        ORDER BY 1, 2, 3
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "StatCo2"."seats" + excluded."seats", "distanceKm" = "StatCo2"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatCo2" WHERE "seats" <= 0 AND "scope" IN (SELECT '*' UNION ALL SELECT s."userId" FROM new_rows n JOIN "Seat" s ON s."flightId" = n."id" WHERE s."userId" IS NOT NULL);
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_co2_flight_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE;
    INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
        SELECT x."scope", x."haul", x."seatClass", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT sc."scope", CASE WHEN OLD."distanceKm" < 500 THEN 'domestic' WHEN OLD."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", -1 AS "seats", -OLD."distanceKm" AS "distanceKm"
            FROM "Seat" s CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" WHERE s."userId" IS NOT NULL) sc
            WHERE s."flightId" = OLD."id") x
        GROUP BY x."scope", x."haul", x."seatClass"
        ORDER BY 1, 2, 3
        ON CONFLICT ("scope", "haul", "seatClass") DO UPDATE SET "seats" = "StatCo2"."seats" + excluded."seats", "distanceKm" = "StatCo2"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatCo2" WHERE "seats" <= 0 AND "scope" IN (SELECT '*' UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL);
    RETURN OLD;
END;
$$;

-- TRUNCATE fires none of the triggers above (and "Flight" cannot be emptied without "Seat").
CREATE FUNCTION "contrail_stat_co2_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "StatCo2";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Seat_stat_co2_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_co2_seat_insert"();
CREATE TRIGGER "Seat_stat_co2_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_co2_seat_update"();
CREATE TRIGGER "Seat_stat_co2_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_co2_seat_delete"();
CREATE TRIGGER "Seat_stat_co2_truncate" AFTER TRUNCATE ON "Seat"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_co2_truncate"();
CREATE TRIGGER "Flight_stat_co2_update" AFTER UPDATE ON "Flight"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_co2_flight_update"();
CREATE TRIGGER "Flight_stat_co2_delete" BEFORE DELETE ON "Flight"
    FOR EACH ROW EXECUTE FUNCTION "contrail_stat_co2_flight_delete"();
CREATE TRIGGER "Flight_stat_co2_truncate" AFTER TRUNCATE ON "Flight"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_co2_truncate"();

-- Fill from the seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
SELECT x."scope", x."haul", x."seatClass", COUNT(*), SUM(x."distanceKm")
FROM (SELECT '*' AS "scope", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(s."seatClass", '') AS "seatClass", f."distanceKm" AS "distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
  UNION ALL SELECT s."userId", CASE WHEN f."distanceKm" < 500 THEN 'domestic' WHEN f."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(s."seatClass", ''), f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", x."haul", x."seatClass";
