import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { csvRecords } from "./csv-records";

const OPTIONS = { label: "Test CSV", required: ["date"] };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-csv-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, content);
  return target;
}

async function records(target: string): Promise<{ line: number; date: string; note: string }[]> {
  const all: { line: number; date: string; note: string }[] = [];
  for await (const record of csvRecords(target, OPTIONS)) all.push({ line: record.line, date: record.get("date"), note: record.get("note") });
  return all;
}

/** A row of `count` cells: the date, then c1, c2, … */
function wide(date: string, count: number): string {
  return [date, ...Array.from({ length: count - 1 }, (_, i) => `c${i + 1}`)].join(",");
}

describe("csvRecords", () => {
  it("reads records by header name with the line each starts on", async () => {
    const target = await file("plain.csv", 'Date,Note\n2024-01-01,"two\nlines"\n\n2024-01-02,x\n');
    expect(await records(target)).toEqual([
      { line: 2, date: "2024-01-01", note: "two\nlines" },
      { line: 5, date: "2024-01-02", note: "x" },
    ]);
  });

  it("reads records of 1,000 columns", async () => {
    const target = await file("thousand.csv", `${wide("date", 1_000)}\n${wide("2024-01-01", 1_000)}\n`);
    expect(await records(target)).toEqual([{ line: 2, date: "2024-01-01", note: "" }]);
  });

  it("refuses a header or a row of more than 1,000 columns, naming its line (every cell is held until the record ends)", async () => {
    const header = await file("wide-header.csv", `${wide("date", 1_001)}\n2024-01-01\n`);
    await expect(records(header)).rejects.toThrow(new InputError("Not a Test CSV file: the record on line 1 has more than 1000 columns"));
    const row = await file("wide-row.csv", `date,note\n2024-01-01,x\n"2024-01-02","a\nb",${wide("x", 1_500)}\n2024-01-03,x\n`);
    await expect(records(row)).rejects.toThrow(new InputError("Not a Test CSV file: the record on line 3 has more than 1000 columns"));
  });

  it("refuses a record as soon as it is too wide, before reading the rest of it", async () => {
    // 2 MB of empty cells, then binary data: the width is refused before the reader gets that far
    const target = await file("commas.csv", `date${",".repeat(2 * 1024 * 1024)}\u0000`);
    await expect(records(target)).rejects.toThrow(new InputError("Not a Test CSV file: the record on line 1 has more than 1000 columns"));
  });

  it("refuses a record longer than 1 MB, naming its line", async () => {
    const unquoted = await file("long.csv", `date,note\n2024-01-01,x\n2024-01-02,${"x".repeat(1024 * 1024)}\n`);
    await expect(records(unquoted)).rejects.toThrow(new InputError("Not a Test CSV file: the record on line 3 is longer than 1 MB"));
    const quoted = await file("long-quoted.csv", `date,note\n2024-01-01,"${"x".repeat(1024 * 1024)}"\n`);
    await expect(records(quoted)).rejects.toThrow(new InputError("Not a Test CSV file: the record on line 2 is longer than 1 MB"));
  });
});
