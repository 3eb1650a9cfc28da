import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What prisma/schema.prisma says the tables should be, read from the schema text itself: the columns
 * (with nullability) and the indexes. The drift test compares this with a migrated database.
 */
export interface ExpectedTable {
  name: string;
  columns: Map<string, { nullable: boolean }>;
  /** index signatures such as "unique(userId,name)" or "index(sortAt,id)" */
  indexes: Set<string>;
}

const SCALARS = new Set(["String", "Int", "Float", "Boolean", "DateTime", "BigInt", "Decimal", "Json", "Bytes"]);

export function readSchemaModel(schemaPath = path.join(process.cwd(), "prisma/schema.prisma")): ExpectedTable[] {
  const text = readFileSync(schemaPath, "utf8").replace(/\/\/.*$/gm, "");
  const tables: ExpectedTable[] = [];
  for (const match of text.matchAll(/model\s+(\w+)\s*\{([^}]*)\}/g)) {
    const [, name, body] = match as unknown as [string, string, string];
    const table: ExpectedTable = { name, columns: new Map(), indexes: new Set() };
    for (const rawLine of body.split("\n")) {
      const line = rawLine.trim();
      const block = line.match(/^@@(unique|index)\(\[([^\]]+)\]/);
      if (block) {
        table.indexes.add(`${block[1]}(${block[2]!.split(",").map((s) => s.trim()).join(",")})`);
        continue;
      }
      const field = line.match(/^(\w+)\s+(\w+)(\?|\[\])?(.*)$/);
      if (!field || !SCALARS.has(field[2]!)) continue;
      const [, column, , modifier, attributes] = field as unknown as [string, string, string, string | undefined, string];
      table.columns.set(column, { nullable: modifier === "?" });
      if (/@unique\b/.test(attributes)) table.indexes.add(`unique(${column})`);
    }
    tables.push(table);
  }
  return tables;
}
