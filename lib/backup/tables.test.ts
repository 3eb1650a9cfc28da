import { describe, expect, it } from "vitest";
import { readSchemaModel } from "@/lib/db/schema-model";
import { BACKUP_TABLES, NOT_BACKED_UP, TRANSIENT_TABLES, UNSAVED_TABLES } from "./tables";

describe("the tables a backup holds", () => {
  it("are every model of prisma/schema.prisma but the statistics rollups, the transient tables, the web imports' and the change feed's tombstones, with exactly its columns", () => {
    const models = readSchemaModel().filter((model) => !model.name.startsWith("Stat") && ![...TRANSIENT_TABLES, ...UNSAVED_TABLES, ...NOT_BACKED_UP].includes(model.name));
    expect(BACKUP_TABLES.map((table) => table.name).sort()).toEqual(models.map((model) => model.name).sort());
    for (const model of models) {
      const table = BACKUP_TABLES.find((t) => t.name === model.name)!;
      expect(table.columns.map(([name]) => name).sort(), model.name).toEqual([...model.columns.keys()].sort());
    }
  });
});
