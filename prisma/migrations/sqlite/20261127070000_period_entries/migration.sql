-- Flights per scope and calendar period (StatPeriod's year and month of the local date at the origin, month 0 for a
-- flight known only to its year) per airport (k0; a flight visits its origin and its destination, twice when they are
-- one airport, as StatAirport counts), airline (k0), aircraft type (k0), route (k0 → k1) and flight reason (key, ''
-- for none): '*' every flight, a user the flights they hold a seat on. A period's dashboard and the year in review
-- sum a few rows per month and key instead of reading the period's flights. The period is lib/stats/stat-period.ts.
-- A flight's delete takes its entries off before it goes (its cascaded seat deletes no longer see it); an entry
-- whose flights reach 0 is deleted.

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

    PRIMARY KEY ("scope", "year", "month", "kind", "k0", "k1", "key")
) WITHOUT ROWID;

CREATE TRIGGER "Flight_stat_period_entry_insert" AFTER INSERT ON "Flight"
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT '*' AS "scope", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER) AS "year", CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END AS "month", 'airport' AS "kind", NEW."fromId" AS "k0", 0 AS "k1", '' AS "key", 1 AS "flights"
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'airport', NEW."toId", 0, '', 1
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'airline', NEW."airlineId", 0, '', 1 WHERE NEW."airlineId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'aircraft', NEW."aircraftId", 0, '', 1 WHERE NEW."aircraftId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'route', NEW."fromId", NEW."toId", '', 1
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(NEW."flightReason", ''), 1) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights";
END;

-- A flight's new period or keys move it, for '*' and for every user holding a seat on it.
CREATE TRIGGER "Flight_stat_period_entry_update" AFTER UPDATE OF "date", "datePrecision", "fromId", "toId", "airlineId", "aircraftId", "flightReason" ON "Flight"
    WHEN OLD."date" IS NOT NEW."date" OR OLD."datePrecision" IS NOT NEW."datePrecision" OR OLD."fromId" IS NOT NEW."fromId" OR OLD."toId" IS NOT NEW."toId" OR OLD."airlineId" IS NOT NEW."airlineId" OR OLD."aircraftId" IS NOT NEW."aircraftId" OR OLD."flightReason" IS NOT NEW."flightReason"
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT '*' AS "scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "year", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "month", 'airport' AS "kind", OLD."fromId" AS "k0", 0 AS "k1", '' AS "key", -1 AS "flights"
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."toId", 0, '', -1
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airline', OLD."airlineId", 0, '', -1 WHERE OLD."airlineId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'aircraft', OLD."aircraftId", 0, '', -1 WHERE OLD."aircraftId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'route', OLD."fromId", OLD."toId", '', -1
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(OLD."flightReason", ''), -1
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."fromId", 0, '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."toId", 0, '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airline', OLD."airlineId", 0, '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL AND OLD."airlineId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'aircraft', OLD."aircraftId", 0, '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL AND OLD."aircraftId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'route', OLD."fromId", OLD."toId", '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(OLD."flightReason", ''), -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'airport', NEW."fromId", 0, '', 1
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'airport', NEW."toId", 0, '', 1
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'airline', NEW."airlineId", 0, '', 1 WHERE NEW."airlineId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'aircraft', NEW."aircraftId", 0, '', 1 WHERE NEW."aircraftId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'route', NEW."fromId", NEW."toId", '', 1
          UNION ALL SELECT '*', CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(NEW."flightReason", ''), 1
          UNION ALL SELECT s."userId", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'airport', NEW."fromId", 0, '', 1 FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'airport', NEW."toId", 0, '', 1 FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'airline', NEW."airlineId", 0, '', 1 FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL AND NEW."airlineId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'aircraft', NEW."aircraftId", 0, '', 1 FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL AND NEW."aircraftId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'route', NEW."fromId", NEW."toId", '', 1 FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(NEW."date", 1, 4) AS INTEGER), CASE WHEN NEW."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(NEW."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(NEW."flightReason", ''), 1 FROM "Seat" s WHERE s."flightId" = NEW."id" AND s."userId" IS NOT NULL) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights";
    DELETE FROM "StatPeriodEntry" WHERE "flights" <= 0 AND ("scope", "year", "month", "kind", "k0", "k1", "key") IN (
        SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."fromId", 0, ''
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."toId", 0, ''
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airline', OLD."airlineId", 0, '' WHERE OLD."airlineId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'aircraft', OLD."aircraftId", 0, '' WHERE OLD."aircraftId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'route', OLD."fromId", OLD."toId", ''
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(OLD."flightReason", '')
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."fromId", 0, '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."toId", 0, '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airline', OLD."airlineId", 0, '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL AND OLD."airlineId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'aircraft', OLD."aircraftId", 0, '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL AND OLD."aircraftId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'route', OLD."fromId", OLD."toId", '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(OLD."flightReason", '') FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL);
END;

CREATE TRIGGER "Flight_stat_period_entry_delete" BEFORE DELETE ON "Flight"
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT '*' AS "scope", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER) AS "year", CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END AS "month", 'airport' AS "kind", OLD."fromId" AS "k0", 0 AS "k1", '' AS "key", -1 AS "flights"
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."toId", 0, '', -1
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airline', OLD."airlineId", 0, '', -1 WHERE OLD."airlineId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'aircraft', OLD."aircraftId", 0, '', -1 WHERE OLD."aircraftId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'route', OLD."fromId", OLD."toId", '', -1
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(OLD."flightReason", ''), -1
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."fromId", 0, '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."toId", 0, '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airline', OLD."airlineId", 0, '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL AND OLD."airlineId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'aircraft', OLD."aircraftId", 0, '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL AND OLD."aircraftId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'route', OLD."fromId", OLD."toId", '', -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(OLD."flightReason", ''), -1 FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights";
    DELETE FROM "StatPeriodEntry" WHERE "flights" <= 0 AND ("scope", "year", "month", "kind", "k0", "k1", "key") IN (
        SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."fromId", 0, ''
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."toId", 0, ''
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airline', OLD."airlineId", 0, '' WHERE OLD."airlineId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'aircraft', OLD."aircraftId", 0, '' WHERE OLD."aircraftId" IS NOT NULL
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'route', OLD."fromId", OLD."toId", ''
          UNION ALL SELECT '*', CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(OLD."flightReason", '')
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."fromId", 0, '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airport', OLD."toId", 0, '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'airline', OLD."airlineId", 0, '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL AND OLD."airlineId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'aircraft', OLD."aircraftId", 0, '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL AND OLD."aircraftId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'route', OLD."fromId", OLD."toId", '' FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL
          UNION ALL SELECT s."userId", CAST(SUBSTR(OLD."date", 1, 4) AS INTEGER), CASE WHEN OLD."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(OLD."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(OLD."flightReason", '') FROM "Seat" s WHERE s."flightId" = OLD."id" AND s."userId" IS NOT NULL);
END;

CREATE TRIGGER "Seat_stat_period_entry_insert" AFTER INSERT ON "Seat"
    WHEN NEW."userId" IS NOT NULL
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT NEW."userId" AS "scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month", 'airport' AS "kind", f."fromId" AS "k0", 0 AS "k1", '' AS "key", 1 AS "flights" FROM "Flight" f WHERE f."id" = NEW."flightId"
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."toId", 0, '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId"
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airline', f."airlineId", 0, '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND f."airlineId" IS NOT NULL
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'aircraft', f."aircraftId", 0, '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND f."aircraftId" IS NOT NULL
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'route', f."fromId", f."toId", '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId"
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(f."flightReason", ''), 1 FROM "Flight" f WHERE f."id" = NEW."flightId") x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights";
END;

CREATE TRIGGER "Seat_stat_period_entry_delete" AFTER DELETE ON "Seat"
    WHEN OLD."userId" IS NOT NULL
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT OLD."userId" AS "scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month", 'airport' AS "kind", f."fromId" AS "k0", 0 AS "k1", '' AS "key", -1 AS "flights" FROM "Flight" f WHERE f."id" = OLD."flightId"
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."toId", 0, '', -1 FROM "Flight" f WHERE f."id" = OLD."flightId"
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airline', f."airlineId", 0, '', -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND f."airlineId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'aircraft', f."aircraftId", 0, '', -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND f."aircraftId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'route', f."fromId", f."toId", '', -1 FROM "Flight" f WHERE f."id" = OLD."flightId"
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(f."flightReason", ''), -1 FROM "Flight" f WHERE f."id" = OLD."flightId") x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights";
    DELETE FROM "StatPeriodEntry" WHERE "flights" <= 0 AND ("scope", "year", "month", "kind", "k0", "k1", "key") IN (
        SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."fromId", 0, '' FROM "Flight" f WHERE f."id" = OLD."flightId"
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."toId", 0, '' FROM "Flight" f WHERE f."id" = OLD."flightId"
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airline', f."airlineId", 0, '' FROM "Flight" f WHERE f."id" = OLD."flightId" AND f."airlineId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'aircraft', f."aircraftId", 0, '' FROM "Flight" f WHERE f."id" = OLD."flightId" AND f."aircraftId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'route', f."fromId", f."toId", '' FROM "Flight" f WHERE f."id" = OLD."flightId"
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(f."flightReason", '') FROM "Flight" f WHERE f."id" = OLD."flightId");
END;

CREATE TRIGGER "Seat_stat_period_entry_update" AFTER UPDATE OF "userId", "flightId" ON "Seat"
    WHEN OLD."userId" IS NOT NEW."userId" OR OLD."flightId" IS NOT NEW."flightId"
BEGIN
    INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
        SELECT x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key", SUM(x."flights")
        FROM (SELECT OLD."userId" AS "scope", CAST(SUBSTR(f."date", 1, 4) AS INTEGER) AS "year", CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END AS "month", 'airport' AS "kind", f."fromId" AS "k0", 0 AS "k1", '' AS "key", -1 AS "flights" FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."toId", 0, '', -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airline', f."airlineId", 0, '', -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL AND f."airlineId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'aircraft', f."aircraftId", 0, '', -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL AND f."aircraftId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'route', f."fromId", f."toId", '', -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(f."flightReason", ''), -1 FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."fromId", 0, '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."toId", 0, '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airline', f."airlineId", 0, '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL AND f."airlineId" IS NOT NULL
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'aircraft', f."aircraftId", 0, '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL AND f."aircraftId" IS NOT NULL
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'route', f."fromId", f."toId", '', 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL
          UNION ALL SELECT NEW."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(f."flightReason", ''), 1 FROM "Flight" f WHERE f."id" = NEW."flightId" AND NEW."userId" IS NOT NULL) x
        GROUP BY x."scope", x."year", x."month", x."kind", x."k0", x."k1", x."key"
        ON CONFLICT ("scope", "year", "month", "kind", "k0", "k1", "key") DO UPDATE SET "flights" = "flights" + excluded."flights";
    DELETE FROM "StatPeriodEntry" WHERE "flights" <= 0 AND ("scope", "year", "month", "kind", "k0", "k1", "key") IN (
        SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."fromId", 0, '' FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airport', f."toId", 0, '' FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'airline', f."airlineId", 0, '' FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL AND f."airlineId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'aircraft', f."aircraftId", 0, '' FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL AND f."aircraftId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'route', f."fromId", f."toId", '' FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL
          UNION ALL SELECT OLD."userId", CAST(SUBSTR(f."date", 1, 4) AS INTEGER), CASE WHEN f."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(f."date", 6, 2) AS INTEGER) END, 'reason', 0, 0, COALESCE(f."flightReason", '') FROM "Flight" f WHERE f."id" = OLD."flightId" AND OLD."userId" IS NOT NULL);
END;

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
