import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { fixture } from "@/test/support/import-test-kit";
import type { ParsedItem } from "../import-row";
import { icsText, parseIcsProperty } from "../read/ics-events";
import { parseTripIt } from "./tripit";

async function items(file: string): Promise<ParsedItem[]> {
  const all: ParsedItem[] = [];
  for await (const item of parseTripIt(file)) all.push(item);
  return all;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-tripit-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("parseTripIt", () => {
  it("reads one item per event: flights as rows, all-day entries and other plans as skips", async () => {
    const parsed = await items(fixture("tripit.ics"));
    expect(parsed.map((item) => (item.kind === "row" ? `${item.row.row} ${item.row.flightNumber}` : `${item.row} skip`))).toEqual([
      "13 skip", "19 LX318", "33 skip", "39 BA112", "45 LH1234", "51 QF1", "58 UA1", "64 skip",
    ]);
    const first = parsed[1]!;
    expect(first).toEqual({
      kind: "row",
      row: {
        row: 19,
        from: { key: "ZRH", icao: null, iata: "ZRH" },
        to: { key: "LHR", icao: null, iata: "LHR" },
        date: null,
        datePrecision: "day",
        departure: { kind: "instant", at: new Date("2024-03-31T05:05:00Z") },
        arrival: { kind: "instant", at: new Date("2024-03-31T06:55:00Z") },
        statedDurationSeconds: null,
        airline: { key: "LX", icao: null, iata: "LX", name: null },
        flightNumber: "LX318",
        aircraft: null,
        aircraftReg: null,
        flightReason: null,
        notes: "",
        seats: [{ owner: { kind: "self" }, seat: null, seatNumber: null, seatClass: null }],
        dropped: [],
      },
    });
    // a Windows zone name is no IANA zone: the time is read at the airport
    const windowsZone = parsed[4]!;
    expect(windowsZone.kind === "row" && [windowsZone.row.departure, windowsZone.row.arrival]).toEqual([
      { kind: "local", local: "2024-08-20T18:00:00" },
      { kind: "local", local: "2024-08-21T10:05:00" },
    ]);
  });

  it("refuses a file that is not a calendar", async () => {
    const file = path.join(dir, "not.ics");
    await writeFile(file, "Date,From,To\n2024-01-01,ZRH,LHR\n");
    await expect(items(file)).rejects.toThrow(new InputError("Not a TripIt calendar (.ics) file: it does not start with BEGIN:VCALENDAR"));
  });

  it("skips an event with an unreadable time", async () => {
    const file = path.join(dir, "bad-time.ics");
    await writeFile(file, ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "SUMMARY:LX318 ZRH to LHR", "DTSTART:2024-03-31 07:05", "END:VEVENT", "END:VCALENDAR"].join("\n"));
    expect(await items(file)).toEqual([{ kind: "skip", row: 2, reason: { code: "invalidTimeValue", values: { name: "DTSTART", cell: "2024-03-31 07:05" } } }]);
  });

  it("refuses an event with more properties than any calendar writes (each is kept in memory until the event ends)", async () => {
    const file = path.join(dir, "many-properties.ics");
    const junk = Array.from({ length: 5_000 }, (_, i) => `X-JUNK-${i}:x`);
    await writeFile(file, ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "SUMMARY:LX318 ZRH to LHR", ...junk, "END:VEVENT", "END:VCALENDAR"].join("\n"));
    await expect(items(file)).rejects.toThrow(new InputError("Not a TripIt calendar (.ics) file: the event on line 2 has more than 1000 properties"));
  });
});

describe("iCalendar lines", () => {
  it("splits parameters (quoted ones may hold colons) from the value and unescapes text", () => {
    expect(parseIcsProperty('DTSTART;TZID="GMT+01:00 Europe":20240331T070500')).toEqual({ name: "DTSTART", params: { TZID: "GMT+01:00 Europe" }, value: "20240331T070500" });
    expect(parseIcsProperty("no colon")).toBeNull();
    expect(icsText("London\\, 2 nights\\; back\\nhome \\\\o/")).toBe("London, 2 nights; back\nhome \\o/");
  });
});
