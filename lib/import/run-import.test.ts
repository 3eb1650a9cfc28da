import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ImportProgress } from "./import-options";
import { insertSeatRows } from "./write/insert-rows";
import { importFile, startKit, type ImportKit } from "@/test/support/import-test-kit";

vi.mock("./write/insert-rows", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./write/insert-rows")>();
  return { ...actual, insertSeatRows: vi.fn(actual.insertSeatRows) };
});

let kit: ImportKit;
let dir: string;
let file: string;
const ROWS = 120;
const HEADER = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note";

beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-writer-"));
  file = path.join(dir, "fr24.csv");
  // one flight a day at a different minute each: no two are the same flight
  const clock = (hour: number, i: number) => `${String(hour).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00`;
  const rows = Array.from(
    { length: ROWS },
    (_, i) => `2023-05-${String(1 + (i % 28)).padStart(2, "0")},LX${1000 + i},Zurich (ZRH/LSZH),London (LHR/EGLL),${clock(8, i)},${clock(9, i)},01:50:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,`,
  );
  await writeFile(file, `${HEADER}\n${rows.join("\n")}\n`);
});
afterAll(async () => {
  await kit.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await kit.db.flight.deleteMany();
});

async function flightsWithoutSeats(): Promise<number> {
  return kit.db.flight.count({ where: { seats: { none: {} } } });
}

describe("runImport", () => {
  it("reports progress: checking the file, then each batch, then done", async () => {
    const seen: ImportProgress[] = [];
    const report = await importFile(kit, "fr24", file, { batchSize: 50, onProgress: (p) => seen.push(p) });
    expect(report).toMatchObject({ rows: ROWS, imported: ROWS });
    expect(seen[0]).toMatchObject({ phase: "importing", processed: 0, total: ROWS });
    expect(seen.filter((p) => p.phase === "importing").map((p) => [p.processed, p.imported])).toEqual([
      [0, 0],
      [50, 50],
      [100, 100],
    ]);
    expect(seen.at(-1)).toEqual({ phase: "done", processed: ROWS, total: ROWS, imported: ROWS, duplicates: 0, skipped: 0 });
  });

  it("leaves no flight without its seats when a batch fails halfway, and a second run adds only the rest", async () => {
    vi.mocked(insertSeatRows).mockImplementationOnce(async (tx, seats) => {
      await vi.importActual<typeof import("./write/insert-rows")>("./write/insert-rows").then((m) => m.insertSeatRows(tx, seats));
    });
    // the second batch dies after its flights are inserted and before its seats are
    vi.mocked(insertSeatRows).mockImplementationOnce(async () => {
      throw new Error("connection lost");
    });
    await expect(importFile(kit, "fr24", file, { batchSize: 50 })).rejects.toThrow("connection lost");
    expect(await kit.db.flight.count()).toBe(50);
    expect(await flightsWithoutSeats()).toBe(0);

    const again = await importFile(kit, "fr24", file, { batchSize: 50 });
    expect(again).toMatchObject({ imported: ROWS - 50, duplicates: 50 });
    expect(await kit.db.flight.count()).toBe(ROWS);
    expect(await flightsWithoutSeats()).toBe(0);
  });

  it("stops between rows when cancelled", async () => {
    const controller = new AbortController();
    const attempt = importFile(kit, "fr24", file, {
      batchSize: 50,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === "importing" && p.imported >= 50) controller.abort();
      },
    });
    await expect(attempt).rejects.toThrow("The import was cancelled");
    expect(await kit.db.flight.count()).toBe(50);
    expect(await flightsWithoutSeats()).toBe(0);
  });

  it("skips the checking pass when a dry run has already read the file", async () => {
    const seen: ImportProgress[] = [];
    await importFile(kit, "fr24", file, { knownRows: ROWS, onProgress: (p) => seen.push(p) });
    expect(seen.some((p) => p.phase === "checking")).toBe(false);
    expect(seen[0]).toMatchObject({ phase: "importing", total: ROWS });
  });

  it("counts every row that cannot be imported but lists only the first (a file of bad rows must not fill the memory)", async () => {
    const bad = path.join(dir, "bad-rows.csv");
    const BAD = 5_000;
    await writeFile(bad, `${HEADER}\n${Array.from({ length: BAD }, (_, i) => `2024-02-30,LX${i}`).join("\n")}\n`);
    const seen: ImportProgress[] = [];
    const report = await importFile(kit, "fr24", bad, { dryRun: true, skippedLimit: 100, onProgress: (p) => seen.push(p) });
    expect(report).toMatchObject({ rows: BAD, imported: 0, skippedTotal: BAD });
    expect(report.skipped).toHaveLength(100);
    expect(report.skipped[0]).toEqual({ row: 2, reason: "Invalid date: 2024-02-30" });
    expect(report.skipped.at(-1)).toEqual({ row: 101, reason: "Invalid date: 2024-02-30" });
    expect(seen.at(-1)).toMatchObject({ phase: "done", skipped: BAD });

    const byDefault = await importFile(kit, "fr24", bad, { dryRun: true });
    expect(byDefault.skipped).toHaveLength(1_000);
    expect(byDefault.skippedTotal).toBe(BAD);
  });
});
