-- A token that changes with every committed write to "Flight" or "Seat", whoever writes (the app, the admin CLI,
-- raw SQL): the statistics cache (lib/stats/stats-cache.ts) serves an entry only while the token is unchanged.
-- A random token rather than a counter: a rolled-back write can never leave a value that a later commit reuses.
-- SQLite has only row triggers; each is one primary-key UPDATE of one row.
INSERT INTO "AppMeta" ("key", "value") VALUES ('data.version', lower(hex(randomblob(8))))
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";

CREATE TRIGGER "Flight_data_version_insert" AFTER INSERT ON "Flight"
BEGIN UPDATE "AppMeta" SET "value" = lower(hex(randomblob(8))) WHERE "key" = 'data.version'; END;
CREATE TRIGGER "Flight_data_version_update" AFTER UPDATE ON "Flight"
BEGIN UPDATE "AppMeta" SET "value" = lower(hex(randomblob(8))) WHERE "key" = 'data.version'; END;
CREATE TRIGGER "Flight_data_version_delete" AFTER DELETE ON "Flight"
BEGIN UPDATE "AppMeta" SET "value" = lower(hex(randomblob(8))) WHERE "key" = 'data.version'; END;
CREATE TRIGGER "Seat_data_version_insert" AFTER INSERT ON "Seat"
BEGIN UPDATE "AppMeta" SET "value" = lower(hex(randomblob(8))) WHERE "key" = 'data.version'; END;
CREATE TRIGGER "Seat_data_version_update" AFTER UPDATE ON "Seat"
BEGIN UPDATE "AppMeta" SET "value" = lower(hex(randomblob(8))) WHERE "key" = 'data.version'; END;
CREATE TRIGGER "Seat_data_version_delete" AFTER DELETE ON "Seat"
BEGIN UPDATE "AppMeta" SET "value" = lower(hex(randomblob(8))) WHERE "key" = 'data.version'; END;
