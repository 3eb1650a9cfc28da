import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { importFile, startKit, type ImportKit } from "@/test/support/import-test-kit";

// An import fills seats only as the seat policy allows (lib/flights/seat-policy.ts): matchUsers matches other accounts
// for admins and owners; a regular user's import (the CLI passes matchUsers through) seats no one but the importer.

let kit: ImportKit;
let friend: TestUser;
let dir: string;
beforeAll(async () => {
  kit = await startKit();
  friend = await createUser(kit.db, { username: "friend" });
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-seat-policy-"));
});
afterAll(async () => {
  await kit.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** A Contrail export with one flight per seat list, on distinct dates from `month`. */
async function exportFile(name: string, month: string, seatLists: string[][]): Promise<string> {
  const usernames = [...new Set(seatLists.flat())];
  const flights = seatLists.map((seats, i) => ({
    from: { ident: "LSZH", icao: "LSZH", iata: "ZRH" },
    to: { ident: "EGLL", icao: "EGLL", iata: "LHR" },
    date: `${month}-${String(10 + i).padStart(2, "0")}`,
    seats: seats.map((username) => ({ username, guestName: null, seatNumber: null })),
  }));
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify({ format: "contrail", version: 1, subject: null, users: usernames.map((username) => ({ username, displayName: null })), flights }));
  return file;
}

async function seatsOn(month: string) {
  const flights = await kit.db.flight.findMany({
    where: { date: { startsWith: `${month}-` } },
    select: { seats: { select: { userId: true, guestName: true }, orderBy: { id: "asc" } } },
    orderBy: { date: "asc" },
  });
  return flights.map((f) => f.seats);
}

describe("seats an import may fill", () => {
  it("a regular user's import with matchUsers seats other accounts as guests, and the importer always", async () => {
    const file = await exportFile("user.json", "2024-02", [["traveller", "friend"], ["friend"]]);
    const report = await importFile(kit, "contrail", file, { matchUsers: true });
    expect(report).toMatchObject({ imported: 2, skipped: [] });
    const me = { userId: kit.user.id, guestName: null };
    const friendAsGuest = { userId: null, guestName: "friend" };
    expect(await seatsOn("2024-02")).toStrictEqual([
      [me, friendAsGuest],
      [me, friendAsGuest],
    ]);
    expect(await kit.db.seat.count({ where: { userId: friend.id } })).toBe(0);
  });

  it("an admin's import with matchUsers seats the accounts of the same name", async () => {
    const admin = await createUser(kit.db, { username: "boss", role: "admin" });
    const file = await exportFile("admin.json", "2024-03", [["traveller", "friend"], ["friend"]]);
    const report = await importFile({ ...kit, user: admin }, "contrail", file, { matchUsers: true });
    expect(report).toMatchObject({ imported: 2, skipped: [] });
    expect(await seatsOn("2024-03")).toStrictEqual([
      [{ userId: kit.user.id, guestName: null }, { userId: friend.id, guestName: null }],
      [{ userId: friend.id, guestName: null }],
    ]);
  });

  it("an admin's import without matchUsers (unchecked, or left out) seats other accounts as guests, and the admin", async () => {
    const admin = await createUser(kit.db, { username: "chief", role: "admin" });
    const asAdmin = { ...kit, user: admin };
    const unchecked = await exportFile("admin-unchecked.json", "2024-05", [["friend"]]);
    expect(await importFile(asAdmin, "contrail", unchecked, { matchUsers: false })).toMatchObject({ imported: 1, skipped: [] });
    const leftOut = await exportFile("admin-left-out.json", "2024-06", [["friend"]]);
    expect(await importFile(asAdmin, "contrail", leftOut)).toMatchObject({ imported: 1, skipped: [] });
    for (const month of ["2024-05", "2024-06"]) {
      expect(await seatsOn(month), month).toStrictEqual([[{ userId: admin.id, guestName: null }, { userId: null, guestName: "friend" }]]);
    }
  });

  it("a regular user may map exported users only to themselves", async () => {
    const file = await exportFile("mapped.json", "2024-04", [["someone"]]);
    await expect(importFile(kit, "contrail", file, { mapping: { users: { someone: "friend" } } })).rejects.toThrow(
      new InputError("Mapping for user someone: you may only map users to yourself"),
    );
    expect(await seatsOn("2024-04")).toStrictEqual([]);
  });
});
