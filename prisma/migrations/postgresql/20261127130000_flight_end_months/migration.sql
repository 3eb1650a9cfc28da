-- Every flight per calendar month of its end instant (UTC, as yyyymm), once per kind: 'period', its calendar period
-- (k0 year, k1 month of the local date at the origin, 0 when known only to the year, lib/stats/stat-period.ts) and
-- reason (key, '' for none); 'weekday', its day of the week (key, lib/stats/breakdown/breakdown-keys.ts
-- weekdayKeySql); 'hour', its hour of departure (key, hourKeySql); 'airport', its origin and its destination (k0;
-- the one airport twice for a flight from and to it, as StatAirport counts). Each row carries its flights' distance.
-- What the dashboard of scope all takes away for the flights not yet completed (the year, month and reason charts,
-- the weekdays and hours, the map's airports) is then the rows of the months after the current one, plus the current
-- month's remaining flights read one by one (lib/stats/end-month.ts). Scope all only: every flight counts once. A
-- row whose flights reach 0 is deleted.

-- CreateTable
CREATE TABLE "StatFlightEndMonth" (
    "kind" TEXT NOT NULL,
    "endMonth" INTEGER NOT NULL,
    "k0" INTEGER NOT NULL,
    "k1" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "flights" INTEGER NOT NULL,
    "distanceKm" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "StatFlightEndMonth_pkey" PRIMARY KEY ("kind", "endMonth", "k0", "k1", "key")
);

-- Statement triggers, named after "Flight_data_version" so that the data.version row is locked first (write-lock.ts).
-- Only "Flight" is read: a delete can be taken off after it, from its old rows.
CREATE FUNCTION "contrail_stat_end_month_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
        SELECT x."kind", x."endMonth", x."k0", x."k1", x."key", SUM(x."flights"), SUM(x."distanceKm")
        FROM (SELECT e."kind", e."endMonth", e."k0", e."k1", e."key", 1 AS "flights", e."distanceKm" AS "distanceKm"
            FROM new_rows r
            CROSS JOIN LATERAL (SELECT 'period' AS "kind", CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CAST(SUBSTR(r."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN r."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(r."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(r."flightReason", '') AS "key", r."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, CASE WHEN r."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(r."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(r."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, r."distanceKm"
            UNION ALL SELECT 'hour', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, COALESCE(CAST(r."departureHour" AS TEXT), ''), r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."fromId", 0, '', r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."toId", 0, '', r."distanceKm") e) x
        GROUP BY 1, 2, 3, 4, 5
        ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT ("kind", "endMonth", "k0", "k1", "key") DO UPDATE SET "flights" = "StatFlightEndMonth"."flights" + excluded."flights", "distanceKm" = "StatFlightEndMonth"."distanceKm" + excluded."distanceKm";
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_end_month_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
        SELECT x."kind", x."endMonth", x."k0", x."k1", x."key", SUM(x."flights"), SUM(x."distanceKm")
        FROM (SELECT e."kind", e."endMonth", e."k0", e."k1", e."key", -1 AS "flights", -e."distanceKm" AS "distanceKm"
            FROM old_rows r
            CROSS JOIN LATERAL (SELECT 'period' AS "kind", CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CAST(SUBSTR(r."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN r."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(r."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(r."flightReason", '') AS "key", r."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, CASE WHEN r."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(r."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(r."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, r."distanceKm"
            UNION ALL SELECT 'hour', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, COALESCE(CAST(r."departureHour" AS TEXT), ''), r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."fromId", 0, '', r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."toId", 0, '', r."distanceKm") e) x
        GROUP BY 1, 2, 3, 4, 5
        ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT ("kind", "endMonth", "k0", "k1", "key") DO UPDATE SET "flights" = "StatFlightEndMonth"."flights" + excluded."flights", "distanceKm" = "StatFlightEndMonth"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatFlightEndMonth" WHERE "flights" <= 0 AND ("kind", "endMonth", "k0", "k1", "key") IN (
        SELECT e."kind", e."endMonth", e."k0", e."k1", e."key" FROM old_rows r
        CROSS JOIN LATERAL (SELECT 'period' AS "kind", CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CAST(SUBSTR(r."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN r."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(r."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(r."flightReason", '') AS "key", r."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, CASE WHEN r."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(r."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(r."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, r."distanceKm"
            UNION ALL SELECT 'hour', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, COALESCE(CAST(r."departureHour" AS TEXT), ''), r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."fromId", 0, '', r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."toId", 0, '', r."distanceKm") e);
    RETURN NULL;
END;
$$;

-- Only the flights whose end, date, precision, reason, distance, hour or airports changed move; only the old rows' keys can
-- reach 0. (Column lists are not allowed with transition tables: the comparison picks the rows that matter.)
CREATE FUNCTION "contrail_stat_end_month_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
        SELECT x."kind", x."endMonth", x."k0", x."k1", x."key", SUM(x."flights"), SUM(x."distanceKm")
        FROM (SELECT e."kind", e."endMonth", e."k0", e."k1", e."key", -1 AS "flights", -e."distanceKm" AS "distanceKm"
            FROM old_rows r JOIN new_rows n ON n."id" = r."id"
            CROSS JOIN LATERAL (SELECT 'period' AS "kind", CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CAST(SUBSTR(r."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN r."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(r."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(r."flightReason", '') AS "key", r."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, CASE WHEN r."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(r."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(r."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, r."distanceKm"
            UNION ALL SELECT 'hour', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, COALESCE(CAST(r."departureHour" AS TEXT), ''), r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."fromId", 0, '', r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."toId", 0, '', r."distanceKm") e WHERE (r."endsAt", r."date", r."datePrecision", r."flightReason", r."distanceKm", r."departureHour", r."fromId", r."toId") IS DISTINCT FROM (n."endsAt", n."date", n."datePrecision", n."flightReason", n."distanceKm", n."departureHour", n."fromId", n."toId")
          UNION ALL SELECT e."kind", e."endMonth", e."k0", e."k1", e."key", 1 AS "flights", e."distanceKm" AS "distanceKm"
            FROM new_rows r JOIN old_rows o ON o."id" = r."id"
            CROSS JOIN LATERAL (SELECT 'period' AS "kind", CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CAST(SUBSTR(r."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN r."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(r."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(r."flightReason", '') AS "key", r."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, CASE WHEN r."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(r."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(r."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, r."distanceKm"
            UNION ALL SELECT 'hour', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, COALESCE(CAST(r."departureHour" AS TEXT), ''), r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."fromId", 0, '', r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."toId", 0, '', r."distanceKm") e WHERE (o."endsAt", o."date", o."datePrecision", o."flightReason", o."distanceKm", o."departureHour", o."fromId", o."toId") IS DISTINCT FROM (r."endsAt", r."date", r."datePrecision", r."flightReason", r."distanceKm", r."departureHour", r."fromId", r."toId")) x
        GROUP BY 1, 2, 3, 4, 5
        ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT ("kind", "endMonth", "k0", "k1", "key") DO UPDATE SET "flights" = "StatFlightEndMonth"."flights" + excluded."flights", "distanceKm" = "StatFlightEndMonth"."distanceKm" + excluded."distanceKm";
    DELETE FROM "StatFlightEndMonth" WHERE "flights" <= 0 AND ("kind", "endMonth", "k0", "k1", "key") IN (
        SELECT e."kind", e."endMonth", e."k0", e."k1", e."key" FROM old_rows r JOIN new_rows n ON n."id" = r."id"
        CROSS JOIN LATERAL (SELECT 'period' AS "kind", CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CAST(SUBSTR(r."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN r."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(r."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(r."flightReason", '') AS "key", r."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, CASE WHEN r."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(r."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(r."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(r."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(r."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, r."distanceKm"
            UNION ALL SELECT 'hour', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), 0, 0, COALESCE(CAST(r."departureHour" AS TEXT), ''), r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."fromId", 0, '', r."distanceKm"
            UNION ALL SELECT 'airport', CAST(to_char(r."endsAt", 'YYYYMM') AS INTEGER), r."toId", 0, '', r."distanceKm") e WHERE (r."endsAt", r."date", r."datePrecision", r."flightReason", r."distanceKm", r."departureHour", r."fromId", r."toId") IS DISTINCT FROM (n."endsAt", n."date", n."datePrecision", n."flightReason", n."distanceKm", n."departureHour", n."fromId", n."toId"));
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_end_month_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "StatFlightEndMonth";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Flight_stat_end_month_insert" AFTER INSERT ON "Flight"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_end_month_insert"();
CREATE TRIGGER "Flight_stat_end_month_update" AFTER UPDATE ON "Flight"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_end_month_update"();
CREATE TRIGGER "Flight_stat_end_month_delete" AFTER DELETE ON "Flight"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_end_month_delete"();
CREATE TRIGGER "Flight_stat_end_month_truncate" AFTER TRUNCATE ON "Flight"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_end_month_truncate"();

-- Fill from the flights already there (the same statement as lib/stats/rebuild-stat-rollups.ts FILL_END_MONTHS).
INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
SELECT y."kind", y."endMonth", y."k0", y."k1", y."key", COUNT(*), SUM(y."distanceKm")
FROM (SELECT 'period' AS "kind", CAST(to_char(f."endsAt", 'YYYYMM') AS INTEGER) AS "endMonth", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(f."flightReason", '') AS "key", f."distanceKm" AS "distanceKm" FROM "Flight" f
  UNION ALL SELECT 'weekday', CAST(to_char(f."endsAt", 'YYYYMM') AS INTEGER), 0, 0, CASE WHEN f."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(f."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(f."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'hour', CAST(to_char(f."endsAt", 'YYYYMM') AS INTEGER), 0, 0, COALESCE(CAST(f."departureHour" AS TEXT), ''), f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'airport', CAST(to_char(f."endsAt", 'YYYYMM') AS INTEGER), f."fromId", 0, '', f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'airport', CAST(to_char(f."endsAt", 'YYYYMM') AS INTEGER), f."toId", 0, '', f."distanceKm" FROM "Flight" f) y
GROUP BY y."kind", y."endMonth", y."k0", y."k1", y."key";
