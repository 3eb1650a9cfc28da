import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { introspect, type ActualTable } from "./introspect";
import { readSchemaModel } from "./schema-model";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { postgresSchemaFrom } from "../../scripts/prisma-generate";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: the migrations of that dialect
// must produce exactly the tables, columns, nullability and indexes that prisma/schema.prisma declares.
describe("schema and migrations", () => {
  let testDb: TestDb;
  let actual: Map<string, ActualTable>;
  const expected = readSchemaModel();

  beforeAll(async () => {
    testDb = await createTestDb();
    actual = await introspect(testDb.url);
  });
  afterAll(() => testDb.cleanup());

  it("reads a plausible model from the schema", () => {
    expect(expected.map((t) => t.name)).toEqual(expect.arrayContaining(["User", "ApiKey", "Flight", "Seat", "Airport"]));
    expect(expected.find((t) => t.name === "Seat")?.indexes).toContain("unique(flightId,userId)");
    expect(expected.find((t) => t.name === "Seat")?.indexes).toContain("primary(id)");
    expect(expected.find((t) => t.name === "StatRoute")?.indexes).toEqual(
      new Set(["primary(scope,fromId,toId)", "index(scope,flights DESC,fromId,toId)"]),
    );
  });

  it("has exactly the schema's tables", () => {
    expect([...actual.keys()].sort()).toEqual(expected.map((t) => t.name).sort());
  });

  for (const table of expected) {
    it(`${table.name}: columns and nullability match`, () => {
      const columns = actual.get(table.name)?.columns;
      expect(Object.fromEntries(columns ?? [])).toEqual(Object.fromEntries(table.columns));
    });
    it(`${table.name}: indexes match`, () => {
      expect([...(actual.get(table.name)?.indexes ?? [])].sort()).toEqual([...table.indexes].sort());
    });
  }

  it("generates the PostgreSQL client from the same models", () => {
    const schema = readFileSync(path.join(process.cwd(), "prisma/schema.prisma"), "utf8");
    const postgres = postgresSchemaFrom(schema);
    expect(postgres).toContain('provider = "postgresql"');
    expect(postgres.replace(/datasource db \{[^}]*\}|generator client \{[^}]*\}/g, "")).toBe(
      schema.replace(/datasource db \{[^}]*\}|generator client \{[^}]*\}/g, ""),
    );
  });
});
