import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { findOrCreateCustomAirport } from "./custom-entities";

// A custom airport's ident "custom:<n>" comes from one counter row: no two airports share one, however many are
// made at once, and making one does not read the others.

const STRIP = { icao: null, iata: null, municipality: null, lat: 10, lon: 20, type: "small_airport", continent: "EU", country: "DE", tz: "Europe/Berlin" };

let t: TestDb;
let users: TestUser[];

beforeAll(async () => {
  t = await createTestDb();
  users = [];
  for (let i = 0; i < 4; i++) users.push(await createUser(t.db, { username: `maker${i}` }));
});

afterAll(async () => {
  await t?.cleanup();
});

const ident = async (id: number) => (await t.db.airport.findUniqueOrThrow({ where: { id } })).ident;
const counter = async () => (await t.db.appMeta.findUnique({ where: { key: "custom.airport.ident" } }))?.value;

describe("custom airport idents", () => {
  it("count up from the counter the migration started", async () => {
    expect(await counter()).toBe("0");
    const first = await findOrCreateCustomAirport(t.db, users[0]!.id, { ...STRIP, name: "First" });
    const second = await findOrCreateCustomAirport(t.db, users[1]!.id, { ...STRIP, name: "Second" });
    expect([await ident(first.id), await ident(second.id)]).toEqual(["custom:1", "custom:2"]);
    expect(await counter()).toBe("2");
  });

  it("differ when many are made at once, by several users", async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => findOrCreateCustomAirport(t.db, users[i % users.length]!.id, { ...STRIP, name: `Parallel ${i}` })),
    );
    const idents = await Promise.all(made.map((a) => ident(a.id)));
    expect(new Set(idents).size).toBe(12);
    expect(idents.map((i) => Number(i.slice("custom:".length))).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 3));
  });

  it("skip past idents written around the counter", async () => {
    await t.db.airport.createMany({ data: [15, 16, 40].map((n) => ({ ...STRIP, ident: `custom:${n}`, name: `Copied ${n}`, custom: true, ownerId: users[0]!.id })) });
    const next = await findOrCreateCustomAirport(t.db, users[2]!.id, { ...STRIP, name: "After the copies" });
    expect(await ident(next.id)).toBe("custom:41");
    expect(await counter()).toBe("41");
  });
});

describe("migration 20261126000000_custom_entry_lookup", () => {
  it("starts the counter at the highest custom ident in use", async () => {
    const old = await createTestDb({ before: "20261126000000_custom_entry_lookup" });
    try {
      for (const ident of ["custom:3", "custom:12", "LSZH", "custom:7"]) {
        await old.db.$executeRaw`INSERT INTO "Airport" ("ident", "name", "lat", "lon", "type", "continent", "country", "tz", "custom")
          VALUES (${ident}, ${ident}, ${0}, ${0}, ${"small_airport"}, ${"EU"}, ${"CH"}, ${"Europe/Zurich"}, ${ident.startsWith("custom:")})`;
      }
      expect(await migrate(old.url)).toContain("20261126000000_custom_entry_lookup");
      expect((await old.db.appMeta.findUnique({ where: { key: "custom.airport.ident" } }))?.value).toBe("12");
    } finally {
      await old.cleanup();
    }
  });
});
