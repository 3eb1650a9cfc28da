import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { NotFoundError } from "@/lib/errors";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { parseFlightInput } from "./flight-input";
import { saveFlight } from "./save-flight";
import { deleteFlight } from "./delete-flight";

let t: TestDb;
let owner: TestUser;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  admin = await createUser(t.db, { role: "admin" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await t.db.flight.deleteMany();
});

async function flight(seats: { userId?: string; guestName?: string }[]): Promise<number> {
  return (await saveFlight(t.db, owner.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2024-01-01", seats }))).id;
}

const seatHolders = async (flightId: number) =>
  (await t.db.seat.findMany({ where: { flightId }, orderBy: { id: "asc" } })).map((s) => s.userId ?? s.guestName);

describe("deleteFlight", () => {
  it("a regular user on a shared flight removes only their own seat", async () => {
    const id = await flight([{ userId: alice.id }, { userId: bob.id }, { guestName: "Maya" }]);
    expect(await deleteFlight(t.db, alice.principal, id)).toEqual({ flightDeleted: false });
    expect(await seatHolders(id)).toEqual([bob.id, "Maya"]);
    // now the flight is no longer hers
    await expect(deleteFlight(t.db, alice.principal, id)).rejects.toThrow(NotFoundError);
  });

  it("the flight goes with the last user seat, guests included", async () => {
    const id = await flight([{ userId: alice.id }, { guestName: "Maya" }]);
    expect(await deleteFlight(t.db, alice.principal, id)).toEqual({ flightDeleted: true });
    expect(await t.db.flight.count({ where: { id } })).toBe(0);
    expect(await t.db.seat.count({ where: { flightId: id } })).toBe(0);
  });

  it("admins and owners delete the whole flight", async () => {
    const a = await flight([{ userId: alice.id }, { userId: bob.id }]);
    const b = await flight([{ userId: admin.id }, { userId: bob.id }]);
    expect(await deleteFlight(t.db, admin.principal, a)).toEqual({ flightDeleted: true });
    expect(await deleteFlight(t.db, owner.principal, b)).toEqual({ flightDeleted: true });
    expect(await t.db.flight.count()).toBe(0);
    expect(await t.db.seat.count()).toBe(0);
  });

  it("a flight the caller may not read is not found, and stays", async () => {
    const id = await flight([{ userId: bob.id }]);
    await expect(deleteFlight(t.db, alice.principal, id)).rejects.toThrow("Flight not found");
    await expect(deleteFlight(t.db, owner.principal, id + 1000)).rejects.toThrow(NotFoundError);
    await expect(deleteFlight(t.db, owner.principal, 0)).rejects.toThrow(NotFoundError);
    await expect(deleteFlight(t.db, owner.principal, 2_147_483_648)).rejects.toThrow(NotFoundError);
    expect(await seatHolders(id)).toEqual([bob.id]);
  });
});
