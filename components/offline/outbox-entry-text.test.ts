import { describe, expect, it } from "vitest";
import { formatsFor } from "@/components/format/formats";
import { newEntry } from "./outbox-rules";
import { entryTitle } from "./outbox-entry-text";

const entry = (date: string) => newEntry("k", "u1", {}, 0, { from: "ZRH", to: "LHR", date, flightNumber: "LX318" });

describe("an outbox entry's title", () => {
  it("dates the flight as precisely as it was typed, in the page's language and the account's date order", () => {
    const german = formatsFor("de", { unit: "km", dateFormat: "dmy", clock: "24h" });
    expect(entryTitle(entry("2025-03-01"), german)).toBe("ZRH → LHR · 1. März 2025 · LX318");
    expect(entryTitle(entry("2025-03"), german)).toBe("ZRH → LHR · März 2025 · LX318");
    expect(entryTitle(entry("2025"), formatsFor("en", { unit: "km", dateFormat: "iso", clock: "24h" }))).toBe("ZRH → LHR · 2025 · LX318");
  });

  it("leaves out what was not typed", () => {
    const iso = formatsFor("en", { unit: "km", dateFormat: "iso", clock: "24h" });
    expect(entryTitle(newEntry("k", "u1", {}, 0, { from: "", to: "LHR", date: "", flightNumber: "" }), iso)).toBe("? → LHR");
  });
});
