import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import type { TestDb } from "./test-db";

/** A fresh, migrated SQLite database whatever TEST_DATABASE_URL says (tests that move data between the two kinds). */
export async function createSqliteTestDb(): Promise<TestDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-test-"));
  const url = `file:${path.join(dir, "test.db")}`;
  await migrate(url);
  const db = createDb(url);
  return {
    db,
    url,
    async cleanup() {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
