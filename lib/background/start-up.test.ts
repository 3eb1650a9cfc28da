import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const ENTRY_POINTS = ["server.ts", "instrumentation.ts"];
/** What only lib/background/start-up.ts may call: the sequence's steps. */
const STEPS = ["prepareDatabase", "startBackgroundWork", "startImportJobPolling", "PeriodicScheduler"];

describe("the start-up sequence", () => {
  it.each(ENTRY_POINTS)("%s runs the one sequence (startUp) and none of its steps by itself", (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    expect(text).toMatch(/\bstartUp\(/);
    expect(STEPS.filter((step) => text.includes(step))).toEqual([]);
  });
});
