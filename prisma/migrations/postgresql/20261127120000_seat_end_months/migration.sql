-- Every seat of "StatSeatEnd" (all of them, guests too) per calendar month of its flight's end instant (UTC, as
-- yyyymm), haul band (lib/co2/factors.ts haulSql), seat class and position ('' for none), with their flights'
-- distance. What the seat charts and CO₂ of scope all take away for the seats not yet flown is then the rows of the
-- months after the current one, plus the current month's remaining seats read one by one
-- (lib/stats/dashboard/upcoming-flights.ts), instead of every seat ahead one by one. Kept by triggers on
-- "StatSeatEnd" itself, which the triggers of "Seat" and "Flight" keep: a rebuild or a restore that empties and
-- refills "StatSeatEnd" empties and refills this table with it (so no fill of its own in rebuild-stat-rollups.ts).
-- A row whose seats reach 0 is deleted.

-- CreateTable
CREATE TABLE "StatSeatEndMonth" (
    "endMonth" INTEGER NOT NULL,
    "haul" TEXT NOT NULL,
    "seatClass" TEXT NOT NULL,
    "seat" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "distanceKm" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "StatSeatEndMonth_pkey" PRIMARY KEY ("endMonth", "haul", "seatClass", "seat")
);

-- Statement triggers: "StatSeatEnd" is written only by the triggers of "Seat" and "Flight" (which hold the data.version
-- row, lib/db/write-lock.ts), by a rebuild and by a restore (which hold it too), so these need not take it.
CREATE FUNCTION "contrail_stat_seat_end_month_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."endMonth", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CASE WHEN r."distanceKm" < 500 THEN 'domestic' WHEN r."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", COALESCE(r."seat", '') AS "seat", COUNT(*) AS "seats", SUM(r."distanceKm") AS "distanceKm"
            FROM new_rows r GROUP BY 1, 2, 3, 4) x
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4
        ON CONFLICT ("endMonth", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "StatSeatEndMonth"."seats" + excluded."seats", "distanceKm" = "StatSeatEndMonth"."distanceKm" + excluded."distanceKm";
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_seat_end_month_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."endMonth", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CASE WHEN r."distanceKm" < 500 THEN 'domestic' WHEN r."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", COALESCE(r."seat", '') AS "seat", -COUNT(*) AS "seats", -SUM(r."distanceKm") AS "distanceKm"
            FROM old_rows r GROUP BY 1, 2, 3, 4) x
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4
        ON CONFLICT ("endMonth", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "StatSeatEndMonth"."seats" + excluded."seats", "distanceKm" = "StatSeatEndMonth"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatEndMonth" WHERE "seats" <= 0 AND ("endMonth", "haul", "seatClass", "seat") IN (
        SELECT CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), CASE WHEN r."distanceKm" < 500 THEN 'domestic' WHEN r."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(r."seatClass", ''), COALESCE(r."seat", '') FROM old_rows r);
    RETURN NULL;
END;
$$;

-- Only the rows whose month, band, class or position or distance changed move; only the old rows' keys can reach 0.
-- (Column lists are not allowed with transition tables: the comparison picks the rows that matter.)
CREATE FUNCTION "contrail_stat_seat_end_month_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
        SELECT x."endMonth", x."haul", x."seatClass", x."seat", SUM(x."seats"), SUM(x."distanceKm")
        FROM (SELECT CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CASE WHEN r."distanceKm" < 500 THEN 'domestic' WHEN r."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", COALESCE(r."seat", '') AS "seat", -COUNT(*) AS "seats", -SUM(r."distanceKm") AS "distanceKm"
            FROM old_rows r JOIN new_rows n ON n."seatId" = r."seatId" WHERE (r."endsAt", r."distanceKm", r."seatClass", r."seat") IS DISTINCT FROM (n."endsAt", n."distanceKm", n."seatClass", n."seat") GROUP BY 1, 2, 3, 4
          UNION ALL SELECT CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CASE WHEN r."distanceKm" < 500 THEN 'domestic' WHEN r."distanceKm" < 3700 THEN 'short' ELSE 'long' END AS "haul", COALESCE(r."seatClass", '') AS "seatClass", COALESCE(r."seat", '') AS "seat", COUNT(*) AS "seats", SUM(r."distanceKm") AS "distanceKm"
            FROM new_rows r JOIN old_rows o ON o."seatId" = r."seatId" WHERE (o."endsAt", o."distanceKm", o."seatClass", o."seat") IS DISTINCT FROM (r."endsAt", r."distanceKm", r."seatClass", r."seat") GROUP BY 1, 2, 3, 4) x
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4
        ON CONFLICT ("endMonth", "haul", "seatClass", "seat") DO UPDATE SET "seats" = "StatSeatEndMonth"."seats" + excluded."seats", "distanceKm" = "StatSeatEndMonth"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatSeatEndMonth" WHERE "seats" <= 0 AND ("endMonth", "haul", "seatClass", "seat") IN (
        SELECT CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), CASE WHEN r."distanceKm" < 500 THEN 'domestic' WHEN r."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(r."seatClass", ''), COALESCE(r."seat", '') FROM old_rows r JOIN new_rows n ON n."seatId" = r."seatId" WHERE (r."endsAt", r."distanceKm", r."seatClass", r."seat") IS DISTINCT FROM (n."endsAt", n."distanceKm", n."seatClass", n."seat"));
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_seat_end_month_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "StatSeatEndMonth";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "StatSeatEnd_end_month_insert" AFTER INSERT ON "StatSeatEnd"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_month_insert"();
CREATE TRIGGER "StatSeatEnd_end_month_update" AFTER UPDATE ON "StatSeatEnd"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_month_update"();
CREATE TRIGGER "StatSeatEnd_end_month_delete" AFTER DELETE ON "StatSeatEnd"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_month_delete"();
CREATE TRIGGER "StatSeatEnd_end_month_truncate" AFTER TRUNCATE ON "StatSeatEnd"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_seat_end_month_truncate"();

-- Fill from the seats already there.
INSERT INTO "StatSeatEndMonth" ("endMonth", "haul", "seatClass", "seat", "seats", "distanceKm")
SELECT CAST(to_char(e."endsAt", 'YYYYMM') AS INTEGER), CASE WHEN e."distanceKm" < 500 THEN 'domestic' WHEN e."distanceKm" < 3700 THEN 'short' ELSE 'long' END, COALESCE(e."seatClass", ''), COALESCE(e."seat", ''), COUNT(*), SUM(e."distanceKm")
FROM "StatSeatEnd" e
GROUP BY 1, 2, 3, 4;
