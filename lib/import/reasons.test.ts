import { describe, expect, it } from "vitest";
import { REASON_EXAMPLES, exampleReason } from "@/test/support/import-reasons";
import { DaylightSavingGapError } from "@/lib/time/zoned";
import { InputError } from "@/lib/errors";
import { boundedReason, englishField, englishReason, englishReasons, reasonOfError, REASON_CODES, SkipRowError } from "./reasons";

describe("import reasons", () => {
  it("words every code in English as the API and the CLI always have", () => {
    expect(REASON_CODES.toSorted()).toEqual(Object.keys(REASON_EXAMPLES).toSorted());
    for (const code of REASON_CODES) expect(englishReason(exampleReason(code)), code).toBe(REASON_EXAMPLES[code].english);
  });

  it("joins a row's reasons with semicolons", () => {
    expect(englishReasons([exampleReason("unknownAirport"), exampleReason("unknownAircraft")])).toBe("Unknown airport: KXYZ; Unknown aircraft: B797");
  });

  it("names a field by the file's column, else in English", () => {
    expect(englishField({ field: "departure", column: "Dep time" })).toBe("Dep time");
    expect(englishField({ field: "flightNumber" })).toBe("flight number");
    expect(englishField({ field: "guestName" })).toBe("guest name");
  });

  it("keeps a refusal's own reason, a daylight-saving gap's parts, else the refusal's English words", () => {
    expect(reasonOfError(new SkipRowError({ code: "cancelled" }))).toEqual({ code: "cancelled" });
    expect(reasonOfError(new DaylightSavingGapError("arrival", "2024-03-31T02:30", "Europe/Zurich"))).toEqual({
      code: "daylightSavingGap",
      values: { time: "arrival", local: "2024-03-31T02:30", zone: "Europe/Zurich" },
    });
    expect(reasonOfError(new InputError("Unknown custom airport key: a1"))).toEqual({ code: "refused", values: { message: "Unknown custom airport key: a1" } });
  });

  it("cuts the texts a reason quotes, not its numbers", () => {
    const cut = (text: string) => text.slice(0, 3);
    expect(boundedReason({ code: "notAFlight", values: { summary: "Dinner" } }, cut)).toEqual({ code: "notAFlight", values: { summary: "Din" } });
    expect(boundedReason({ code: "cutToLength", values: { max: 10_000 } }, cut)).toEqual({ code: "cutToLength", values: { max: 10_000 } });
  });
});
