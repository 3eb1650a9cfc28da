import { appendFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { WORST_SHAPE_BYTES, writeRepeated } from "@/test/support/generated-file";
import { icsEvents } from "./ics-events";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-ics-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function read(target: string): Promise<number> {
  let count = 0;
  for await (const event of icsEvents(target, "Test calendar")) count += event.properties.size;
  return count;
}

const HALF_MB = "s".repeat(512 * 1024);

describe("icsEvents holds at most 1 MB of an event", () => {
  it("refuses a SUMMARY of 31 MB, naming its line", async () => {
    const target = path.join(dir, "summary.ics");
    await writeRepeated(target, { head: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:", unit: "LX318 ZRH to LHR ", bytes: WORST_SHAPE_BYTES, tail: "\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n" });
    await expect(read(target)).rejects.toThrow(new InputError("Line 3 of the import file is longer than 1 MB"));
  });

  it("refuses a property folded over many lines past 1 MB, naming its first line", async () => {
    const target = path.join(dir, "folded.ics");
    await writeFile(target, `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20240331T050500Z\r\nSUMMARY:x\r\n`);
    for (let i = 0; i < 60; i++) await appendFile(target, ` ${HALF_MB}\r\n`);
    await appendFile(target, "END:VEVENT\r\nEND:VCALENDAR\r\n");
    await expect(read(target)).rejects.toThrow(new InputError("Not a Test calendar file: the property on line 4 is longer than 1 MB"));
  });

  it("refuses an event whose properties hold more than 1 MB together, and reads one just under", async () => {
    const target = path.join(dir, "wide.ics");
    await writeFile(target, `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nX-A:${HALF_MB}\r\nX-B:${HALF_MB.slice(100)}\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\n`);
    for (let i = 0; i < 60; i++) await appendFile(target, `X-${i}:${HALF_MB}\r\n`);
    await appendFile(target, "END:VEVENT\r\nEND:VCALENDAR\r\n");
    await expect(read(target)).rejects.toThrow(new InputError("Not a Test calendar file: the event on line 6 is longer than 1 MB"));
    const fits = path.join(dir, "fits.ics");
    await writeFile(fits, `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nX-A:${HALF_MB}\r\nX-B:${HALF_MB.slice(100)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`);
    expect(await read(fits)).toBe(2);
  });
});
