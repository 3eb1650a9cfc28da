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
    "distanceKm" REAL NOT NULL,

    PRIMARY KEY ("kind", "endMonth", "k0", "k1", "key")
) WITHOUT ROWID;

-- Instants are unix milliseconds, as the app writes them (timestampFormat unixepoch-ms).
CREATE TRIGGER "Flight_stat_end_month_insert" AFTER INSERT ON "Flight"
BEGIN
    INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
        SELECT e."kind", e."endMonth", e."k0", e."k1", e."key", 1, e."distanceKm"
        FROM (SELECT 'period' AS "kind", CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AS "endMonth", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(NEW."flightReason", '') AS "key", NEW."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, CASE WHEN NEW."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(NEW."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(NEW."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(NEW."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(NEW."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(NEW."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, NEW."distanceKm"
            UNION ALL SELECT 'hour', CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, COALESCE(CAST(NEW."departureHour" AS TEXT), ''), NEW."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), NEW."fromId", 0, '', NEW."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), NEW."toId", 0, '', NEW."distanceKm") e
        WHERE 1
        ON CONFLICT ("kind", "endMonth", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights", "distanceKm" = "distanceKm" + excluded."distanceKm";
END;

CREATE TRIGGER "Flight_stat_end_month_delete" AFTER DELETE ON "Flight"
BEGIN
    INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
        SELECT e."kind", e."endMonth", e."k0", e."k1", e."key", -1, -e."distanceKm"
        FROM (SELECT 'period' AS "kind", CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AS "endMonth", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(OLD."flightReason", '') AS "key", OLD."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, CASE WHEN OLD."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(OLD."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, OLD."distanceKm"
            UNION ALL SELECT 'hour', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, COALESCE(CAST(OLD."departureHour" AS TEXT), ''), OLD."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), OLD."fromId", 0, '', OLD."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), OLD."toId", 0, '', OLD."distanceKm") e
        WHERE 1
        ON CONFLICT ("kind", "endMonth", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatFlightEndMonth" WHERE "flights" <= 0 AND ("kind", "endMonth", "k0", "k1", "key") IN (
        SELECT e."kind", e."endMonth", e."k0", e."k1", e."key" FROM (SELECT 'period' AS "kind", CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AS "endMonth", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(OLD."flightReason", '') AS "key", OLD."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, CASE WHEN OLD."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(OLD."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, OLD."distanceKm"
            UNION ALL SELECT 'hour', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, COALESCE(CAST(OLD."departureHour" AS TEXT), ''), OLD."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), OLD."fromId", 0, '', OLD."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), OLD."toId", 0, '', OLD."distanceKm") e);
END;

CREATE TRIGGER "Flight_stat_end_month_update" AFTER UPDATE OF "endsAt", "date", "datePrecision", "flightReason", "distanceKm", "departureHour", "fromId", "toId" ON "Flight"
    WHEN OLD."endsAt" IS NOT NEW."endsAt" OR OLD."date" IS NOT NEW."date" OR OLD."datePrecision" IS NOT NEW."datePrecision" OR OLD."flightReason" IS NOT NEW."flightReason" OR OLD."distanceKm" IS NOT NEW."distanceKm" OR OLD."departureHour" IS NOT NEW."departureHour"
        OR OLD."fromId" IS NOT NEW."fromId" OR OLD."toId" IS NOT NEW."toId"
BEGIN
    INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
        SELECT e."kind", e."endMonth", e."k0", e."k1", e."key", -1, -e."distanceKm"
        FROM (SELECT 'period' AS "kind", CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AS "endMonth", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(OLD."flightReason", '') AS "key", OLD."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, CASE WHEN OLD."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(OLD."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, OLD."distanceKm"
            UNION ALL SELECT 'hour', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, COALESCE(CAST(OLD."departureHour" AS TEXT), ''), OLD."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), OLD."fromId", 0, '', OLD."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), OLD."toId", 0, '', OLD."distanceKm") e
        WHERE 1
        ON CONFLICT ("kind", "endMonth", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights", "distanceKm" = "distanceKm" + excluded."distanceKm";
    DELETE FROM "StatFlightEndMonth" WHERE "flights" <= 0 AND ("kind", "endMonth", "k0", "k1", "key") IN (
        SELECT e."kind", e."endMonth", e."k0", e."k1", e."key" FROM (SELECT 'period' AS "kind", CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AS "endMonth", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(OLD."flightReason", '') AS "key", OLD."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, CASE WHEN OLD."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(OLD."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(OLD."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, OLD."distanceKm"
            UNION ALL SELECT 'hour', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, COALESCE(CAST(OLD."departureHour" AS TEXT), ''), OLD."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), OLD."fromId", 0, '', OLD."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', OLD."endsAt" / 1000.0, 'unixepoch') AS INTEGER), OLD."toId", 0, '', OLD."distanceKm") e);
    INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
        SELECT e."kind", e."endMonth", e."k0", e."k1", e."key", 1, e."distanceKm"
        FROM (SELECT 'period' AS "kind", CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AS "endMonth", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(NEW."flightReason", '') AS "key", NEW."distanceKm" AS "distanceKm"
            UNION ALL SELECT 'weekday', CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, CASE WHEN NEW."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(NEW."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(NEW."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(NEW."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(NEW."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(NEW."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, NEW."distanceKm"
            UNION ALL SELECT 'hour', CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, COALESCE(CAST(NEW."departureHour" AS TEXT), ''), NEW."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), NEW."fromId", 0, '', NEW."distanceKm"
            UNION ALL SELECT 'airport', CAST(strftime('%Y%m', NEW."endsAt" / 1000.0, 'unixepoch') AS INTEGER), NEW."toId", 0, '', NEW."distanceKm") e
        WHERE 1
        ON CONFLICT ("kind", "endMonth", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights", "distanceKm" = "distanceKm" + excluded."distanceKm";
END;

-- Fill from the flights already there (the same statement as lib/stats/rebuild-stat-rollups.ts FILL_END_MONTHS).
INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
SELECT y."kind", y."endMonth", y."k0", y."k1", y."key", COUNT(*), SUM(y."distanceKm")
FROM (SELECT 'period' AS "kind", CAST(strftime('%Y%m', f."endsAt" / 1000.0, 'unixepoch') AS INTEGER) AS "endMonth", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "k0", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "k1", COALESCE(f."flightReason", '') AS "key", f."distanceKm" AS "distanceKm" FROM "Flight" f
  UNION ALL SELECT 'weekday', CAST(strftime('%Y%m', f."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, CASE WHEN f."datePrecision" = 'day' THEN CAST(((CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 4 - (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 100 + (CAST(SUBSTR(f."date", 1, 4) AS INTEGER) - CASE WHEN SUBSTR(f."date", 6, 2) < '03' THEN 1 ELSE 0 END) / 400 + CAST(SUBSTR('032503514624', CAST(SUBSTR(f."date", 6, 2) AS INTEGER), 1) AS INTEGER) + CAST(SUBSTR(f."date", 9, 2) AS INTEGER)) % 7 AS TEXT) ELSE '' END, f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'hour', CAST(strftime('%Y%m', f."endsAt" / 1000.0, 'unixepoch') AS INTEGER), 0, 0, COALESCE(CAST(f."departureHour" AS TEXT), ''), f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'airport', CAST(strftime('%Y%m', f."endsAt" / 1000.0, 'unixepoch') AS INTEGER), f."fromId", 0, '', f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'airport', CAST(strftime('%Y%m', f."endsAt" / 1000.0, 'unixepoch') AS INTEGER), f."toId", 0, '', f."distanceKm" FROM "Flight" f) y
GROUP BY y."kind", y."endMonth", y."k0", y."k1", y."key";
