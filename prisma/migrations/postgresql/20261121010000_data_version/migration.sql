-- A token that changes with every committed write to "Flight" or "Seat", whoever writes (the app, the admin CLI,
-- raw SQL): the statistics cache (lib/stats/stats-cache.ts) serves an entry only while the token is unchanged.
-- A random token rather than a counter: a rolled-back write can never leave a value that a later commit reuses.
-- Statement-level triggers: one UPDATE per writing statement, however many rows it touches.
INSERT INTO "AppMeta" ("key", "value") VALUES ('data.version', md5(random()::text || clock_timestamp()::text))
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";

CREATE FUNCTION "contrail_bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "AppMeta" SET "value" = md5(random()::text || clock_timestamp()::text) WHERE "key" = 'data.version';
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Flight_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Flight"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_bump_data_version"();
CREATE TRIGGER "Seat_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Seat"
    FOR EACH STATEMENT EXECUTE FUNCTION "contrail_bump_data_version"();
