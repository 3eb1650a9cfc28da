import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { loadReferenceData } from "@/lib/reference/load-reference-data";
import { DEMO_PASSWORD, seedDemo } from "./seed-demo";

describe("demo data", () => {
  let testDb: TestDb;
  const now = new Date("2026-06-15T12:00:00Z");

  beforeAll(async () => {
    testDb = await createTestDb();
    await loadReferenceData(testDb.db);
  }, 180_000);
  afterAll(() => testDb.cleanup());

  it("seeds four accounts and a realistic log once", async () => {
    const first = await seedDemo(testDb.db, now);
    expect(first.skipped).toBe(false);
    expect(first.flights).toBeGreaterThanOrEqual(300);

    const users = await testDb.db.user.findMany({ orderBy: { usernameKey: "asc" } });
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ["admin", "admin"],
      ["alice", "user"],
      ["bob", "user"],
      ["owner", "owner"],
    ]);
    expect(await verifyPassword(DEMO_PASSWORD, users[1]!.passwordHash)).toBe(true);

    const again = await seedDemo(testDb.db, now);
    expect(again.skipped).toBe(true);
    expect(await testDb.db.flight.count()).toBe(first.flights);
  });

  it("includes shared flights, guests, upcoming flights and date-only flights", async () => {
    const db = testDb.db;
    const shared = await db.flight.count({ where: { seats: { some: { user: { usernameKey: "bob" } } }, AND: { seats: { some: { user: { usernameKey: "alice" } } } } } });
    expect(shared).toBeGreaterThan(5);
    expect(await db.seat.count({ where: { guestName: { not: null } } })).toBeGreaterThan(5);
    expect(await db.flight.count({ where: { endsAt: { gt: now } } })).toBeGreaterThan(5);
    expect(await db.flight.count({ where: { departure: null, datePrecision: "day" } })).toBeGreaterThan(0);
    expect(await db.flight.count({ where: { datePrecision: { in: ["month", "year"] } } })).toBeGreaterThan(0);
  });
});
