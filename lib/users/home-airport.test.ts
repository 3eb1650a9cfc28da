import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { InputError } from "@/lib/errors";
import { createStatsWorld } from "@/test/support/stats-world";
import type { ReferenceFixtureIds, TestUser } from "@/test/support/fixtures";
import type { TestDb } from "@/test/support/test-db";
import { getProfile, updatePreferences } from "./preferences";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let db: Db;
let ref: ReferenceFixtureIds;
let alice: TestUser;

beforeAll(async () => {
  ({ t, db, ref, alice } = await createStatsWorld());
});
afterAll(async () => {
  await t?.cleanup();
});

const prefs = { displayName: "Alice", unit: "km", dateFormat: "dmy", clock: "24h" };

describe("the home airport preference", () => {
  it("is set by code, shown back as the picker shows it, cleared by an empty value, and kept when not sent", async () => {
    expect((await getProfile(db, alice.id)).homeAirport).toBeNull();
    await updatePreferences(db, alice.id, { ...prefs, homeAirport: "zrh" });
    expect((await getProfile(db, alice.id)).homeAirport).toMatchObject({ id: ref.airports.ZRH, value: "LSZH" });
    await updatePreferences(db, alice.id, { ...prefs, unit: "mi" });
    expect((await getProfile(db, alice.id)).homeAirport?.id).toBe(ref.airports.ZRH);
    await updatePreferences(db, alice.id, { ...prefs, homeAirport: "" });
    expect((await getProfile(db, alice.id)).homeAirport).toBeNull();
  });

  it("an unknown airport is an input error naming the field, and nothing is saved", async () => {
    await updatePreferences(db, alice.id, { ...prefs, homeAirport: "LHR" });
    const error = await updatePreferences(db, alice.id, { ...prefs, unit: "nmi", homeAirport: "QQQ" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(error).toMatchObject({ field: "homeAirport", message: "Unknown home airport" });
    const profile = await getProfile(db, alice.id);
    expect([profile.unit, profile.homeAirport?.id]).toEqual(["km", ref.airports.LHR]);
  });
});
