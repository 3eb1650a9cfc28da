-- Flights per scope and calendar period (StatPeriod's year and month of the local date at the origin, month 0 for a
-- flight known only to its year) per airport (k0; a flight visits its origin and its destination, twice when they are
-- one airport, as StatAirport counts), airline (k0), aircraft type (k0), route (k0 → k1) and flight reason (key, ''
-- for none): '*' every flight, a user the flights they hold a seat on. A period's dashboard and the year in review
-- sum a few rows per month and key instead of reading the period's flights. The period is lib/stats/stat-period.ts.
-- A flight's delete takes its entries off before it goes (its cascaded seat deletes no longer see it); an entry
-- whose flights reach 0 is deleted, by its key.

-- CreateTable
CREATE TABLE "StatPeriodEntry" (
    "scope" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "k0" INTEGER NOT NULL,
    "k1" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "flights" INTEGER NOT NULL,

    CONSTRAINT "StatPeriodEntry_pkey" PRIMARY KEY ("scope","year","month","kind","k0","k1","key")
);

-- Statement triggers like the other rollups', named after "Flight_data_version" and "Seat_data_version" so that the
-- data.version row is locked first (write-lock.ts); the BEFORE DELETE row trigger takes it itself. Each flight's
-- entries are the rows of the lateral "e": its two airports, its airline and aircraft type when set, its route, its
-- reason.
CREATE FUNCTION "contrail_stat_period_entry_flight_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT '*'::TEXT AS "scope", CAST(SUBSTR(n."date", 1, 4) AS INTEGER) AS "year", CASE WHEN n."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(n."date", 6, 2) AS INTEGER) END AS "month", e."kind", e."k0", e."k1", e."key", 1 AS "flights"
            FROM new_rows n
            CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", n."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', n."toId", 0, '' UNION ALL SELECT 'airline', n."airlineId", 0, '' WHERE n."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', n."aircraftId", 0, '' WHERE n."aircraftId" IS NOT NULL UNION ALL SELECT 'route', n."fromId", n."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(n."flightReason", '')) e) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "StatPeriodEntry"."flights" + excluded."flights";
    RETURN NULL;
END;
$$;

-- A flight's new period or keys move it, for '*' and for every user holding a seat on it. Only the old rows' keys
-- can reach 0. (Column lists are not allowed with transition tables: the comparison picks the rows that matter.)
CREATE FUNCTION "contrail_stat_period_entry_flight_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT sc."scope" AS "scope", CAST(SUBSTR(o."date", 1, 4) AS INTEGER) AS "year", CASE WHEN o."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(o."date", 6, 2) AS INTEGER) END AS "month", e."kind", e."k0", e."k1", e."key", -1 AS "flights"
            FROM old_rows o JOIN new_rows n ON n."id" = o."id"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = o."id" AND s."userId" IS NOT NULL) sc
            CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", o."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', o."toId", 0, '' UNION ALL SELECT 'airline', o."airlineId", 0, '' WHERE o."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', o."aircraftId", 0, '' WHERE o."aircraftId" IS NOT NULL UNION ALL SELECT 'route', o."fromId", o."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(o."flightReason", '')) e
            WHERE (o."date", o."datePrecision", o."fromId", o."toId", o."airlineId", o."aircraftId", o."flightReason") IS DISTINCT FROM (n."date", n."datePrecision", n."fromId", n."toId", n."airlineId", n."aircraftId", n."flightReason")
          UNION ALL SELECT sc."scope", CAST(SUBSTR(n."date", 1, 4) AS INTEGER), CASE WHEN n."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(n."date", 6, 2) AS INTEGER) END, e."kind", e."k0", e."k1", e."key", 1
            FROM old_rows o JOIN new_rows n ON n."id" = o."id"
            CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = n."id" AND s."userId" IS NOT NULL) sc
            CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", n."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', n."toId", 0, '' UNION ALL SELECT 'airline', n."airlineId", 0, '' WHERE n."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', n."aircraftId", 0, '' WHERE n."aircraftId" IS NOT NULL UNION ALL SELECT 'route', n."fromId", n."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(n."flightReason", '')) e
            WHERE (o."date", o."datePrecision", o."fromId", o."toId", o."airlineId", o."aircraftId", o."flightReason") IS DISTINCT FROM (n."date", n."datePrecision", n."fromId", n."toId", n."airlineId", n."aircraftId", n."flightReason")) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "StatPeriodEntry"."flights" + excluded."flights";
    DELETE FROM "StatPeriodEntry" WHERE "flights" <= 0 AND ("scope", "year", "month", "kind", "k0", "k1", "key") IN (
        SELECT sc."scope", CAST(SUBSTR(o."date", 1, 4) AS INTEGER), CASE WHEN o."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(o."date", 6, 2) AS INTEGER) END, e."kind", e."k0", e."k1", e."key"
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        CROSS JOIN LATERAL (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = o."id" AND s."userId" IS NOT NULL) sc
        CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", o."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', o."toId", 0, '' UNION ALL SELECT 'airline', o."airlineId", 0, '' WHERE o."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', o."aircraftId", 0, '' WHERE o."aircraftId" IS NOT NULL UNION ALL SELECT 'route', o."fromId", o."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(o."flightReason", '')) e
        WHERE (o."date", o."datePrecision", o."fromId", o."toId", o."airlineId", o."aircraftId", o."flightReason") IS DISTINCT FROM (n."date", n."datePrecision", n."fromId", n."toId", n."airlineId", n."aircraftId", n."flightReason"));
    RETURN NULL;
END;
$$;

CREATE FUNCTION "contrail_stat_period_entry_flight_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE;
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT sc."scope" AS "scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "year", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "month", e."kind", e."k0", e."k1", e."key", -1 AS "flights"
            FROM (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL) sc
            CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", OLD."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', OLD."toId", 0, '' UNION ALL SELECT 'airline', OLD."airlineId", 0, '' WHERE OLD."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', OLD."aircraftId", 0, '' WHERE OLD."aircraftId" IS NOT NULL UNION ALL SELECT 'route', OLD."fromId", OLD."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(OLD."flightReason", '')) e) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "StatPeriodEntry"."flights" + excluded."flights";
    DELETE FROM "StatPeriodEntry" WHERE "flights" <= 0 AND ("scope", "year", "month", "kind", "k0", "k1", "key") IN (
        SELECT sc."scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, e."kind", e."k0", e."k1", e."key"
        FROM (SELECT '*'::TEXT AS "scope" UNION ALL SELECT s."userId" FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL) sc
        CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", OLD."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', OLD."toId", 0, '' UNION ALL SELECT 'airline', OLD."airlineId", 0, '' WHERE OLD."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', OLD."aircraftId", 0, '' WHERE OLD."aircraftId" IS NOT NULL UNION ALL SELECT 'route', OLD."fromId", OLD."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(OLD."flightReason", '')) e);
    RETURN OLD;
END;
$$;

CREATE FUNCTION "contrail_stat_period_entry_seat_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT r."userId" AS "scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month", e."kind", e."k0", e."k1", e."key", 1 AS "flights"
            FROM new_rows r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", f."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', f."toId", 0, '' UNION ALL SELECT 'airline', f."airlineId", 0, '' WHERE f."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', f."aircraftId", 0, '' WHERE f."aircraftId" IS NOT NULL UNION ALL SELECT 'route', f."fromId", f."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(f."flightReason", '')) e
            WHERE r."userId" IS NOT NULL) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "StatPeriodEntry"."flights" + excluded."flights";
    RETURN NULL;
END;
$$;

-- A seat deleted with its flight finds no flight here: "Flight_stat_period_entry_delete" took it off before.
CREATE FUNCTION "contrail_stat_period_entry_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT r."userId" AS "scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month", e."kind", e."k0", e."k1", e."key", -1 AS "flights"
            FROM old_rows r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", f."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', f."toId", 0, '' UNION ALL SELECT 'airline', f."airlineId", 0, '' WHERE f."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', f."aircraftId", 0, '' WHERE f."aircraftId" IS NOT NULL UNION ALL SELECT 'route', f."fromId", f."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(f."flightReason", '')) e
            WHERE r."userId" IS NOT NULL) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "StatPeriodEntry"."flights" + excluded."flights";
    DELETE FROM "StatPeriodEntry" WHERE "flights" <= 0 AND ("scope", "year", "month", "kind", "k0", "k1", "key") IN (
        SELECT r."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, e."kind", e."k0", e."k1", e."key"
        FROM old_rows r JOIN "Flight" f ON f."id" = r."flightId"
        CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", f."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', f."toId", 0, '' UNION ALL SELECT 'airline', f."airlineId", 0, '' WHERE f."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', f."aircraftId", 0, '' WHERE f."aircraftId" IS NOT NULL UNION ALL SELECT 'route', f."fromId", f."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(f."flightReason", '')) e
        WHERE r."userId" IS NOT NULL);
    RETURN NULL;
END;
$$;

-- A seat's new user or flight moves its flight's entries from the old user (if any) to the new (if any). Only the old
-- rows' keys can reach 0.
CREATE FUNCTION "contrail_stat_period_entry_seat_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT r."userId" AS "scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month", e."kind", e."k0", e."k1", e."key", -1 AS "flights"
            FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE o."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")) r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", f."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', f."toId", 0, '' UNION ALL SELECT 'airline', f."airlineId", 0, '' WHERE f."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', f."aircraftId", 0, '' WHERE f."aircraftId" IS NOT NULL UNION ALL SELECT 'route', f."fromId", f."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(f."flightReason", '')) e
          UNION ALL SELECT r."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, e."kind", e."k0", e."k1", e."key", 1
            FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE n."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")) r JOIN "Flight" f ON f."id" = r."flightId"
            CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", f."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', f."toId", 0, '' UNION ALL SELECT 'airline', f."airlineId", 0, '' WHERE f."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', f."aircraftId", 0, '' WHERE f."aircraftId" IS NOT NULL UNION ALL SELECT 'route', f."fromId", f."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(f."flightReason", '')) e) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "StatPeriodEntry"."flights" + excluded."flights";
    DELETE FROM "StatPeriodEntry" WHERE "flights" <= 0 AND ("scope", "year", "month", "kind", "k0", "k1", "key") IN (
        SELECT r."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, e."kind", e."k0", e."k1", e."key"
        FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE o."userId" IS NOT NULL AND (o."userId", o."flightId") IS DISTINCT FROM (n."userId", n."flightId")) r JOIN "Flight" f ON f."id" = r."flightId"
        CROSS JOIN LATERAL (SELECT 'airport'::TEXT AS "kind", f."fromId" AS "k0", 0 AS "k1", ''::TEXT AS "key" UNION ALL SELECT 'airport', f."toId", 0, '' UNION ALL SELECT 'airline', f."airlineId", 0, '' WHERE f."airlineId" IS NOT NULL UNION ALL SELECT 'aircraft', f."aircraftId", 0, '' WHERE f."aircraftId" IS NOT NULL UNION ALL SELECT 'route', f."fromId", f."toId", '' UNION ALL SELECT 'reason', 0, 0, COALESCE(f."flightReason", '')) e);
    RETURN NULL;
END;
$$;

-- TRUNCATE fires none of the triggers above: "Seat" takes the users' entries ('*' counts flights, not seats), and
-- "Flight" (which cannot be emptied without "Seat") every entry.
CREATE FUNCTION "contrail_stat_period_entry_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'Flight' THEN
        DELETE FROM "StatPeriodEntry";
    ELSE
        DELETE FROM "StatPeriodEntry" WHERE "scope" <> '*';
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Flight_stat_period_entry_insert" AFTER INSERT ON "Flight"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_period_entry_flight_insert"();
CREATE TRIGGER "Flight_stat_period_entry_update" AFTER UPDATE ON "Flight"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_period_entry_flight_update"();
CREATE TRIGGER "Flight_stat_period_entry_delete" BEFORE DELETE ON "Flight"
    FOR EACH ROW EXECUTE FUNCTION "contrail_stat_period_entry_flight_delete"();
CREATE TRIGGER "Flight_stat_period_entry_truncate" AFTER TRUNCATE ON "Flight"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_period_entry_truncate"();
CREATE TRIGGER "Seat_stat_period_entry_insert" AFTER INSERT ON "Seat"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_period_entry_seat_insert"();
CREATE TRIGGER "Seat_stat_period_entry_update" AFTER UPDATE ON "Seat"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_period_entry_seat_update"();
CREATE TRIGGER "Seat_stat_period_entry_delete" AFTER DELETE ON "Seat"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_period_entry_seat_delete"();
CREATE TRIGGER "Seat_stat_period_entry_truncate" AFTER TRUNCATE ON "Seat"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_stat_period_entry_truncate"();

-- Fill from the flights and seats already there (the same statement as lib/stats/rebuild-stat-rollups.ts).
INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
SELECT y."scope", y."year", y."month", y."kind", y."k0", y."k1", y."key", COUNT(*)
FROM (SELECT x."scope" AS "scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER) AS "year", CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END AS "month", 'airport' AS "kind", x."fromId" AS "k0", 0 AS "k1", '' AS "key" FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
  UNION ALL SELECT x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END, 'airport', x."toId", 0, '' FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
  UNION ALL SELECT x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END, 'airline', x."airlineId", 0, '' FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x WHERE x."airlineId" IS NOT NULL
  UNION ALL SELECT x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END, 'aircraft', x."aircraftId", 0, '' FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x WHERE x."aircraftId" IS NOT NULL
  UNION ALL SELECT x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END, 'route', x."fromId", x."toId", '' FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
  UNION ALL SELECT x."scope", CAST(SUBSTR(x."date", 1, 4) AS INTEGER), CASE WHEN x."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(x."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(x."flightReason", '') FROM (SELECT '*' AS "scope", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x) y
GROUP BY y."scope", y."year", y."month", y."kind", y."k0", y."k1", y."key";
