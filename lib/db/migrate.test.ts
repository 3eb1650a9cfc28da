import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config";
import { prepareDatabase } from "@/lib/setup/prepare-database";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUserRow } from "@/test/support/fixtures";
import { resolveDatabaseTarget } from "@/lib/config/database-url";
import { introspect } from "./introspect";
import { migrate, migrationsDir, readMigrations } from "./migrate";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const FUTURE = "29991231000000_from_a_newer_contrail";

async function recorded(t: TestDb): Promise<{ migration_name: string; finished_at: unknown }[]> {
  return t.db.$queryRawUnsafe(`SELECT migration_name, finished_at FROM "_prisma_migrations" ORDER BY migration_name`);
}

async function recordFuture(t: TestDb): Promise<void> {
  await t.db.$executeRaw`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
    VALUES (${"future"}, ${"0".repeat(64)}, ${new Date()}, ${FUTURE}, ${new Date()}, ${1})`;
}

describe("a database migrated by a newer Contrail", () => {
  const originalUrl = process.env.DATABASE_URL;
  afterEach(() => {
    if (originalUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = originalUrl;
    resetConfig();
  });

  it("is refused, naming the migration this version does not know, before anything is applied", async () => {
    const names = readMigrations(resolveDatabaseTarget(process.env.TEST_DATABASE_URL).dialect).map((m) => m.name);
    const last = names.at(-1)!;
    const t = await createTestDb({ before: last });
    try {
      await recordFuture(t);
      const refusal = "The database was migrated by a newer Contrail: 29991231000000_from_a_newer_contrail; upgrade Contrail";
      await expect(migrate(t.url)).rejects.toThrow(refusal);
      // a starting server prepares the database first, and stops there
      process.env.DATABASE_URL = t.url;
      resetConfig();
      await expect(prepareDatabase()).rejects.toMatchObject({ name: "DatabaseVersionError", message: refusal });
      expect((await recorded(t)).map((r) => r.migration_name)).toStrictEqual([...names.slice(0, -1), FUTURE]);
    } finally {
      await t.cleanup();
    }
  });

  it("is not mistaken for one when a newer migration was rolled back", async () => {
    const t = await createTestDb();
    try {
      await recordFuture(t);
      await t.db.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = ${new Date()} WHERE "migration_name" = ${FUTURE}`;
      expect(await migrate(t.url)).toStrictEqual([]);
    } finally {
      await t.cleanup();
    }
  });
});

describe("a migration that fails midway", () => {
  it("leaves no trace: the migrations before it stay applied, its own statements and history row are all undone", async () => {
    const t = await createTestDb();
    const dialect = resolveDatabaseTarget(t.url).dialect;
    const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-migrations-"));
    const write = (name: string, sql: string) => {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, "migration.sql"), sql);
    };
    try {
      cpSync(migrationsDir(dialect), dir, { recursive: true });
      const user = await createUserRow(t.db);
      const schemaBefore = await introspect(t.url);
      write("29990101000000_fine", `CREATE TABLE "Fine" ("id" INTEGER NOT NULL PRIMARY KEY);`);
      // every kind of change a migration makes, then a statement that fails
      write(
        "29990102000000_broken",
        `CREATE TABLE "Half" ("id" INTEGER NOT NULL PRIMARY KEY);
        ALTER TABLE "User" ADD COLUMN "half" TEXT;
        CREATE INDEX "User_displayName_idx" ON "User"("displayName");
        INSERT INTO "AppMeta" ("key", "value") VALUES ('half', 'done');
        UPDATE "User" SET "displayName" = 'changed';
        DELETE FROM "ApiKey";
        INSERT INTO "NoSuchTable" ("id") VALUES (1);`,
      );

      await expect(migrate(t.url, { dir })).rejects.toThrow(/NoSuchTable/i);

      const names = (await recorded(t)).map((r) => r.migration_name);
      expect(names).toContain("29990101000000_fine");
      expect(names).not.toContain("29990102000000_broken");
      const schemaAfter = await introspect(t.url);
      expect(schemaAfter.has("Fine")).toBe(true);
      schemaAfter.delete("Fine");
      expect(schemaAfter).toStrictEqual(schemaBefore);
      expect(await t.db.appMeta.findUnique({ where: { key: "half" } })).toBeNull();
      expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBe(user.username);

      // fixed, it applies on the next start
      writeFileSync(path.join(dir, "29990102000000_broken", "migration.sql"), `ALTER TABLE "User" ADD COLUMN "half" TEXT;`);
      expect(await migrate(t.url, { dir })).toStrictEqual(["29990102000000_broken"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await t.cleanup();
    }
  });
});

describe("a migration that cannot run in one transaction", () => {
  it.each([
    ["ends the transaction midway", `CREATE TABLE "A" ("id" INTEGER);\nCOMMIT;\nCREATE TABLE "B" ("id" INTEGER);`, "COMMIT"],
    ["relies on turning foreign keys off", `PRAGMA foreign_keys=OFF;\nDROP TABLE "Seat";`, "PRAGMA foreign_keys"],
  ])("is refused before anything runs when it %s", async (_, sql, statement) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-migrations-"));
    try {
      mkdirSync(path.join(dir, "29990101000000_unsafe"));
      writeFileSync(path.join(dir, "29990101000000_unsafe", "migration.sql"), `-- COMMIT in a comment is fine\n${sql}`);
      expect(() => readMigrations("sqlite", dir)).toThrow(`Migration 29990101000000_unsafe: "${statement}" cannot run inside`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is none of the committed ones", () => {
    for (const dialect of ["sqlite", "postgresql"] as const) expect(readMigrations(dialect).length).toBeGreaterThan(0);
  });
});
