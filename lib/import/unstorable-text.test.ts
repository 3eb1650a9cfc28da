import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSTORABLE_TEXT_DETAIL } from "@/lib/storable-text";
import { fixture, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

// A JSON file may spell text no database can store ("\u0000", a lone "\ud800"); raw NUL bytes are refused with the
// whole file (read/text-source.ts). The rule (import-row.ts unstorableTextReason): such a row is skipped, naming the
// field, whatever field it is; the rest of the file is imported.
let kit: ImportKit;
let dir: string;
beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-unstorable-"));
});
afterAll(async () => {
  await kit.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe("imported text no database can store", () => {
  it("skips the row naming the field, on either database, and imports the others", async () => {
    const original = JSON.parse((await readFile(fixture("airtrail.json"), "utf8")).replace(/^\uFEFF/, "")) as { users: unknown[]; flights: Record<string, unknown>[] };
    const clean = original.flights[0]!;
    const custom = original.flights.find((f) => (f.to as { custom?: boolean }).custom)!;
    const seats = clean.seats as Record<string, unknown>[];
    const flights = [
      { ...clean, note: "nothing wrong" },
      { ...clean, date: "2024-04-01", departure: null, arrival: null, note: "a NUL \u0000 in the note" },
      { ...clean, date: "2024-04-02", departure: null, arrival: null, seats: [seats[0], { ...seats[2], guestName: "half \ud800 a pair" }] },
      { ...clean, date: "2024-04-03", departure: null, arrival: null, flightNumber: "LX\u0000318" },
      { ...custom, to: { ...(custom.to as object), name: "Strip\u0000" } },
    ];
    const file = path.join(dir, "airtrail.json");
    await writeFile(file, JSON.stringify({ users: original.users, flights }));

    const report = await importFile(kit, "airtrail", file);
    expect(report).toMatchObject({
      rows: 5,
      imported: 1,
      created: { airports: 0, airlines: 0, aircraft: 0 },
      skipped: [
        { row: 2, reason: `notes: ${UNSTORABLE_TEXT_DETAIL}` },
        { row: 3, reason: `seats[1].owner.name: ${UNSTORABLE_TEXT_DETAIL}` },
        { row: 4, reason: `flightNumber: ${UNSTORABLE_TEXT_DETAIL}` },
        { row: 5, reason: `to.key: ${UNSTORABLE_TEXT_DETAIL}` },
      ],
    });
    expect((await storedFlights(kit.db, kit.user.id)).map((f) => f.notes)).toEqual(["nothing wrong"]);
    expect(await kit.db.airport.count({ where: { custom: true } })).toBe(0);
  });

  it("a dry run reports the same rows, writing nothing", async () => {
    const report = await importFile(kit, "airtrail", path.join(dir, "airtrail.json"), { dryRun: true });
    expect(report.skipped.map((s) => s.row)).toEqual([2, 3, 4, 5]);
  });
});
