import { mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import type { ImportFormat } from "./formats";
import { fixture, importFile, startKit, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
let dir: string;
beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-malformed-"));
});
afterAll(async () => {
  await kit.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string | Buffer): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, content);
  return target;
}

/** The import fails with exactly this message and the database is as before. */
async function refused(format: ImportFormat, target: string, message: string | RegExp): Promise<void> {
  const before = await Promise.all([kit.db.flight.count(), kit.db.seat.count(), kit.db.airport.count()]);
  const attempt = importFile(kit, format, target);
  await expect(attempt).rejects.toThrow(InputError);
  await expect(importFile(kit, format, target)).rejects.toThrow(message);
  expect(await Promise.all([kit.db.flight.count(), kit.db.seat.count(), kit.db.airport.count()])).toEqual(before);
}

const FR24_ROW = "2024-03-31,LX318,Zurich (ZRH/LSZH),London (LHR/EGLL),07:05:00,07:55:00,01:50:00,Swiss (LX/SWR),Airbus A320neo (A20N),,,0,0,0,";
const FR24_HEADER = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note";

describe("files that cannot be imported change nothing", () => {
  it("wrong columns", async () => {
    await refused("fr24", fixture("openflights.csv"), 'Not a myFlightradar24 CSV file: missing columns "dep time", "arr time"');
    await refused("flighty", fixture("fr24.csv"), /^Not a Flighty CSV file: missing columns/);
    await refused("jetlog", await file("empty-header.csv", "\n\n"), "Not a Jetlog CSV file: it has no header row");
  });

  it("binary data, also when it only starts after valid rows", async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    await refused("fr24", await file("random.bin", bytes), "The import file is not a text file (it holds binary data or is not UTF-8)");
    // a valid start, then a NUL byte far into the file: caught by the checking pass before anything is written
    const rows = Array.from({ length: 3000 }, (_, i) => FR24_ROW.replace("LX318", `LX${i}`)).join("\n");
    await refused("fr24", await file("late-binary.csv", `${FR24_HEADER}\n${rows}\n\u0000\u0001garbage`), /not a text file/);
    await refused("fr24", await file("latin1.csv", Buffer.concat([Buffer.from(`${FR24_HEADER}\n`), Buffer.from([0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68])])), /not a text file/);
  });

  it("a 50 MB file", async () => {
    const big = path.join(dir, "big.csv");
    await writeFile(big, `${FR24_HEADER}\n`);
    await truncate(big, 50 * 1024 * 1024);
    await refused("fr24", big, "The import file is too large (50 MB; at most 32 MB)");
  });

  it("an empty file, broken CSV quoting, broken JSON, JSON of another kind", async () => {
    await refused("fr24", await file("empty.csv", ""), "The import file is empty");
    await refused("fr24", await file("quotes.csv", `${FR24_HEADER}\n${FR24_ROW}\n2024-04-01,"LX1,ZRH,LHR\n`), /^The file is not valid CSV: /);
    await refused("contrail", await file("broken.json", '{"format": "contrail", "version": 1, "flights": [{"from": '), "The file is not valid JSON: the document ends early");
    await refused("airtrail", await file("array.json", "[1, 2, 3]"), "The file is not valid JSON: the top level must be an object");
    await refused("contrail", fixture("airtrail.json"), 'Not a Contrail export: "format" is not "contrail"');
    await refused("appintheair", fixture("jetlog.csv"), 'Not an App in the Air data.txt file: no "trips:" section');
  });

  it("a Miles & More file without segments, or whose segments are not a list", async () => {
    const noSegments = 'Not a Miles & More flight history: no segments in a "SegmentListResponses" list';
    await refused("milesandmore", fixture("airtrail.json"), noSegments);
    await refused("milesandmore", await file("mm-object.json", '{"SegmentListResponses": {"DepartureDate": "2024-03-31"}}'), noSegments);
    await refused("milesandmore", await file("mm-empty.json", '{"SegmentListResponses": []}'), noSegments);
    await refused("milesandmore", await file("mm-broken.json", '{"SegmentListResponses": [{"DepartureDate": "2024-03-31",'), "The file is not valid JSON: the document ends early");
    await refused("milesandmore", fixture("byair.csv"), "The file is not valid JSON: the top level must be an object");
  });

  it("a mapping to a name that does not exist", async () => {
    const before = await kit.db.flight.count();
    await expect(importFile(kit, "fr24", fixture("fr24.csv"), { mapping: { airports: { KXYZ: "QQQQ" } } })).rejects.toThrow(
      "Mapping for airport KXYZ: unknown airport QQQQ",
    );
    expect(await kit.db.flight.count()).toBe(before);
  });

  it("rows dated outside the years 1900 to 2200 are skipped, naming the field, and the rest imported", async () => {
    const rows = [
      FR24_ROW.replace("2024-03-31", "9999-12-31"),
      FR24_ROW.replace("2024-03-31", "1899-12-31"),
      FR24_ROW.replace("LX318", "LX319").replace("2024-03-31", "2200-12-31").replace("07:55:00", "00:30:00"),
      FR24_ROW.replace("LX318", "LX320"),
    ];
    const before = await kit.db.flight.count();
    const report = await importFile(kit, "fr24", await file("years.csv", `${FR24_HEADER}\n${rows.join("\n")}\n`));
    expect(report.skipped).toEqual([
      { row: 2, reason: "date: must be in the years 1900 to 2200" },
      { row: 3, reason: "date: must be in the years 1900 to 2200" },
      { row: 4, reason: "arrival: must be in the years 1900 to 2200" },
    ]);
    expect(await kit.db.flight.count()).toBe(before + 1);
  });
});
