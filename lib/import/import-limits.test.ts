import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { WORST_SHAPE_BYTES, writeRepeated } from "@/test/support/generated-file";
import { importFile, startKit, type ImportKit } from "@/test/support/import-test-kit";
import type { ImportFormat } from "./formats";
import { MAX_REASON_CHARS, MAX_UNKNOWN_NAMES } from "./import-limits";

// The worst-shape files of the security review (issue 18), generated here: each describes far more than its bytes.
let kit: ImportKit;
let dir: string;
beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-limits-"));
});
afterAll(async () => {
  await kit.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** A dry run of the file is refused with exactly this message, and nothing is written. */
async function refused(format: ImportFormat, target: string, message: string): Promise<void> {
  const before = await Promise.all([kit.db.flight.count(), kit.db.airport.count(), kit.db.airline.count()]);
  await expect(importFile(kit, format, target, { dryRun: true })).rejects.toThrow(new InputError(message));
  expect(await Promise.all([kit.db.flight.count(), kit.db.airport.count(), kit.db.airline.count()])).toEqual(before);
}

async function generated(name: string, parts: { head: string; unit: string; tail: string }): Promise<string> {
  const target = path.join(dir, name);
  await writeRepeated(target, { ...parts, bytes: WORST_SHAPE_BYTES });
  return target;
}

describe("a dry run of a 31 MB worst-shape file is refused with a clear message", () => {
  it("AirTrail JSON whose users are ten million {}", async () => {
    const target = await generated("users.json", { head: '{"users": [', unit: "{},", tail: '{}], "flights": []}' });
    await refused("airtrail", target, 'The file cannot be imported: "users" is longer than 1 MB');
  });

  it("Contrail JSON with an unknown member of ten million []", async () => {
    const target = await generated("extra.json", { head: '{"format": "contrail", "version": 1, "extra": [', unit: "[],", tail: '[]], "flights": []}' });
    await refused("contrail", target, 'The file cannot be imported: "extra" is longer than 1 MB');
  });

  it("a Miles & More segment whose departure date is ten million []", async () => {
    const target = await generated("segment.json", { head: '{"SegmentListResponses": [{"DepartureDate": [', unit: "[],", tail: "[]]}]}" });
    await refused("milesandmore", target, 'The file cannot be imported: "SegmentListResponses"[0] is longer than 1 MB');
  });

  it("App in the Air data.txt whose flight line is 31 million ;", async () => {
    const target = await generated("data.txt", { head: "trips:\nOwnership.MINE;2024-03-31;x\nflights:\n", unit: ";", tail: "\n" });
    await refused("appintheair", target, "Line 4 of the import file is longer than 1 MB");
  });

  it("a TripIt event whose SUMMARY is 31 MB", async () => {
    const target = await generated("summary.ics", { head: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:", unit: "Dinner ", tail: "\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n" });
    await refused("tripit", target, "Line 3 of the import file is longer than 1 MB");
  });

  // the review's file had 598,000 such rows; a tenth of them shows the same (the refusal comes at row 1,002)
  it("a JetLovers CSV of 60,000 rows, each naming a new airline: refused past 1,000 unknown names", async () => {
    const target = path.join(dir, "airlines.csv");
    const out = createWriteStream(target);
    out.write("id,date,from,to,miles,airline,flightnum\n");
    for (let block = 0; block < 60; block++) {
      const rows = Array.from({ length: 1000 }, (_, i) => `${block * 1000 + i},2024-03-31,ZRH,LHR,490,Airline ${block * 1000 + i},\n`);
      if (!out.write(rows.join(""))) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");
    await refused(
      "jetlovers",
      target,
      `The file names more than ${MAX_UNKNOWN_NAMES.toLocaleString("en")} airports, airlines and aircraft types that are not known here (from row 1002 on); check that it is the right file and format`,
    );
  }, 60_000);
});

describe("what a report keeps stays small", () => {
  it("lists 1,000 unknown names, and keeps 300 characters of a long one", async () => {
    const names = Array.from({ length: MAX_UNKNOWN_NAMES - 1 }, (_, i) => `Airline ${i}`);
    const long = "L".repeat(5000);
    const rows = [...names, long].map((name, i) => `${i},2024-03-31,ZRH,LHR,490,${name},`);
    const target = path.join(dir, "thousand.csv");
    await writeFile(target, `id,date,from,to,miles,airline,flightnum\n${rows.join("\n")}\n`);
    const report = await importFile(kit, "jetlovers", target, { dryRun: true });
    expect(report.unknown.airlines).toHaveLength(MAX_UNKNOWN_NAMES);
    expect(report.unknown.airlines.find((name) => name.key.startsWith("LLL"))?.key).toHaveLength(300);
    expect(report.skippedTotal).toBe(MAX_UNKNOWN_NAMES);
    expect(Math.max(...report.skipped.map((row) => row.reason.length))).toBeLessThanOrEqual(MAX_REASON_CHARS);
  });

  it("cuts the reason of a skipped row to 200 characters, also of three dry runs at once", async () => {
    const summary = "Dinner at the airport ".repeat(40_000);
    const events = Array.from({ length: 20 }, (_, i) => `BEGIN:VEVENT\r\nDTSTART:20240331T050500Z\r\nSUMMARY:${i} ${summary}\r\nEND:VEVENT\r\n`);
    const target = path.join(dir, "dinners.ics");
    await writeFile(target, `BEGIN:VCALENDAR\r\n${events.join("")}END:VCALENDAR\r\n`);
    const reports = await Promise.all([1, 2, 3].map(() => importFile(kit, "tripit", target, { dryRun: true })));
    for (const report of reports) {
      expect(report.skippedTotal).toBe(20);
      expect(report.skipped[0]!.reason).toBe(`Not a flight: 0 ${summary.slice(0, MAX_REASON_CHARS - "Not a flight: 0 ".length - 1)}…`);
      expect(report.skipped.every((row) => row.reason.length === MAX_REASON_CHARS)).toBe(true);
    }
  });
});
