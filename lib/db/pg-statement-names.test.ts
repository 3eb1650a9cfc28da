import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, type Environment } from "@/lib/config";
import { createStatementNamer } from "./pg-statement-names";
import type { Principal } from "@/lib/auth/principal";
import { getFlight } from "@/lib/flights/get-flight";
import type { Db } from "./client";
import { createTestDb, type TestDb } from "@/test/support/test-db";

describe("PostgreSQL statement names", () => {
  it("gives one stable name per SQL text, and none past its capacity", () => {
    const name = createStatementNamer(2);
    const a = name("SELECT 1");
    expect(a).toMatch(/^ctr_[0-9a-f]{32}$/);
    expect(name("SELECT 1")).toBe(a);
    expect(createStatementNamer()("SELECT 1")).toBe(a);
    const b = name("SELECT 2");
    expect(b).not.toBe(a);
    expect(name("SELECT 3")).toBe("");
    expect(name("SELECT 2")).toBe(b);
  });

  it("are on unless DATABASE_PREPARED_STATEMENTS=off", () => {
    const preparedStatementsEnabled = (env: Environment) => parseConfig(env).databasePreparedStatements;
    expect(preparedStatementsEnabled({})).toBe(true);
    expect(preparedStatementsEnabled({ DATABASE_PREPARED_STATEMENTS: "on" })).toBe(true);
    expect(preparedStatementsEnabled({ DATABASE_PREPARED_STATEMENTS: "OFF" })).toBe(false);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the app's PostgreSQL client", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("prepares the flight lookup once per connection, and then reuses one plan", async () => {
    const reader: Principal = { userId: "nobody", role: "user" };
    const statements = await t.db.$transaction(async (tx) => {
      // one transaction: every query on one connection, whose prepared statements PostgreSQL lists
      for (let id = 1; id <= 8; id++) await getFlight(tx as unknown as Db, reader, id);
      return tx.$queryRaw<{ statement: string; generic_plans: number; custom_plans: number }[]>`
        SELECT statement, generic_plans::int AS generic_plans, custom_plans::int AS custom_plans
        FROM pg_prepared_statements WHERE name LIKE 'ctr\\_%'`;
    });
    const lookup = statements.find((s) => s.statement.includes("WITH picked AS MATERIALIZED"));
    expect(lookup, "the flight lookup is a named statement").toBeDefined();
    expect(lookup!.generic_plans + lookup!.custom_plans).toBe(8);
    // PostgreSQL plans the first 5 runs for their values, then keeps a generic plan when it is no worse
    expect(lookup!.generic_plans).toBeGreaterThan(0);
  });
});
