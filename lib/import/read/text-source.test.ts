import { appendFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { WORST_SHAPE_BYTES, writeRepeated } from "@/test/support/generated-file";
import { MAX_RECORD_CHARS } from "../import-limits";
import { textLines } from "./text-source";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-lines-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function lines(target: string): Promise<{ line: number; length: number }[]> {
  const all: { line: number; length: number }[] = [];
  for await (const { line, text } of textLines(target)) all.push({ line, length: text.length });
  return all;
}

describe("textLines", () => {
  it("reads lines across chunks, CRLF or LF, with a line of exactly 1 MB", async () => {
    const target = path.join(dir, "mixed.txt");
    await writeFile(target, `a\r\n${"x".repeat(MAX_RECORD_CHARS)}\n\nlast`);
    expect(await lines(target)).toEqual([
      { line: 1, length: 1 },
      { line: 2, length: MAX_RECORD_CHARS },
      { line: 3, length: 0 },
      { line: 4, length: 4 },
    ]);
  });

  it("refuses a 31 MB line of one character, naming it, after reading little more than 1 MB of it", async () => {
    // binary data right after the first 2 MB: had the reader gone on (or held the line), it would say so instead
    const target = path.join(dir, "one-line.txt");
    await writeRepeated(target, { head: "trips:\n", unit: ";", bytes: 2 * 1024 * 1024, tail: "\u0000" });
    await appendFile(target, ";".repeat(WORST_SHAPE_BYTES - 2 * 1024 * 1024));
    const started = performance.now();
    await expect(lines(target)).rejects.toThrow(new InputError("Line 2 of the import file is longer than 1 MB"));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses an overlong last line without a line end", async () => {
    const target = path.join(dir, "tail.txt");
    await writeFile(target, `ok\n${"y".repeat(MAX_RECORD_CHARS + 1)}`);
    await expect(lines(target)).rejects.toThrow(new InputError("Line 2 of the import file is longer than 1 MB"));
  });
});
