import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What prisma/schema.prisma says the tables should be, read from the schema text itself: the columns
 * (with nullability) and the indexes. The drift test compares this with a migrated database.
 */
export interface ExpectedTable {
  name: string;
  columns: Map<string, { nullable: boolean }>;
  /**
   * index signatures such as "unique(userId,name)", "index(sortAt,id)", "index(scope,flights DESC,airportId)" (a column
   * sorted descending) or "primary(scope,airportId)" (the primary key)
   */
  indexes: Set<string>;
}

/** An index entry on an expression rather than a column, in index signatures: "index((expression),endsAt)". */
export const EXPRESSION = "(expression)";

/**
 * Indexes on expressions, which schema.prisma cannot declare: created by the migration named, expected by the drift
 * test besides the schema's own. Plan tests check that the queries they serve read them.
 */
const EXPRESSION_INDEXES: Record<string, string[]> = {
  // 20261127110000_airframe_drill_downs: an airframe's flights (the registration as airframeKeySql writes it)
  // 20261129050000_known_flights: a flight number's flights, newest first (flightNumberSql's capitals without spaces)
  Flight: [`index(${EXPRESSION},endsAt)`, `index(${EXPRESSION},sortAt)`],
};

const SCALARS = new Set(["String", "Int", "Float", "Boolean", "DateTime", "BigInt", "Decimal", "Json", "Bytes"]);

export function readSchemaModel(schemaPath = path.join(process.cwd(), "prisma/schema.prisma")): ExpectedTable[] {
  const text = readFileSync(schemaPath, "utf8").replace(/\/\/.*$/gm, "");
  const tables: ExpectedTable[] = [];
  for (const match of text.matchAll(/model\s+(\w+)\s*\{([^}]*)\}/g)) {
    const [, name, body] = match as unknown as [string, string, string];
    const table: ExpectedTable = { name, columns: new Map(), indexes: new Set(EXPRESSION_INDEXES[name]) };
    for (const rawLine of body.split("\n")) {
      const line = rawLine.trim();
      const block = line.match(/^@@(unique|index|id)\(\[([^\]]+)\]/);
      if (block) {
        const kind = block[1] === "id" ? "primary" : block[1]!;
        table.indexes.add(`${kind}(${topLevelItems(block[2]!).map(indexColumn).join(",")})`);
        continue;
      }
      const field = line.match(/^(\w+)\s+(\w+)(\?|\[\])?(.*)$/);
      if (!field || !SCALARS.has(field[2]!)) continue;
      const [, column, , modifier, attributes] = field as unknown as [string, string, string, string | undefined, string];
      table.columns.set(column, { nullable: modifier === "?" });
      if (/@unique\b/.test(attributes)) table.indexes.add(`unique(${column})`);
      if (/@id\b/.test(attributes)) table.indexes.add(`primary(${column})`);
    }
    tables.push(table);
  }
  return tables;
}

/** "a, b(sort: Desc, length: 10), c" → ["a", "b(sort: Desc, length: 10)", "c"]: commas inside parentheses stay. */
function topLevelItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of list) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "," && depth === 0) {
      items.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

/** `flights(sort: Desc)` → "flights DESC"; a plain (or ascending) column → its name. */
function indexColumn(item: string): string {
  const name = item.match(/^\w+/)?.[0] ?? item;
  return /\bsort\s*:\s*Desc\b/.test(item) ? `${name} DESC` : name;
}
