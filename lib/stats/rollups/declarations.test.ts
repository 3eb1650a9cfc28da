import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsDir } from "@/lib/db/migrate";
import { ROLLUPS, STAT_ROLLUP_TABLES } from "./declarations";

describe("the rollup declarations", () => {
  it("declare every Stat* model of the schema once", () => {
    const models = [...readFileSync("prisma/schema.prisma", "utf8").matchAll(/^model (Stat\w+) \{/gm)].map((m) => m[1]);
    expect([...STAT_ROLLUP_TABLES].sort()).toStrictEqual(models.sort());
    expect(ROLLUPS.map((r) => r.table).sort()).toStrictEqual([...STAT_ROLLUP_TABLES].sort());
  });

  it("name trigger migrations of both databases and readers that exist", () => {
    for (const rollup of ROLLUPS) {
      for (const migration of rollup.triggers) {
        for (const dialect of ["sqlite", "postgresql"] as const) expect(existsSync(path.join(migrationsDir(dialect), migration)), `${rollup.table}: ${migration}`).toBe(true);
      }
      expect(rollup.readers.length).toBeGreaterThan(0);
      for (const reader of rollup.readers) expect(readFileSync(reader, "utf8"), `${rollup.table}: ${reader}`).toContain(`"${rollup.table}"`);
    }
  });
});
