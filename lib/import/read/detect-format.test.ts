import { describe, expect, it } from "vitest";
import { detectFormat, detectFormatFromHead } from "./detect-format";
import { fixture } from "@/test/support/import-test-kit";

describe("detectFormat", () => {
  it("recognises every fixture by its content", async () => {
    expect(await detectFormat(fixture("fr24.csv"))).toBe("fr24");
    expect(await detectFormat(fixture("openflights.csv"))).toBe("openflights");
    expect(await detectFormat(fixture("flighty.csv"))).toBe("flighty");
    expect(await detectFormat(fixture("appintheair.txt"))).toBe("appintheair");
    expect(await detectFormat(fixture("jetlog.csv"))).toBe("jetlog");
    expect(await detectFormat(fixture("airtrail.json"))).toBe("airtrail");
    expect(await detectFormat(fixture("tripit.ics"))).toBe("tripit");
    expect(await detectFormat(fixture("byair.csv"))).toBe("byair");
    expect(await detectFormat(fixture("jetlovers.csv"))).toBe("jetlovers");
    expect(await detectFormat(fixture("milesandmore.json"))).toBe("milesandmore");
  });

  it("tells Contrail's own export from AirTrail's and gives up on anything else", () => {
    expect(detectFormatFromHead('{\n "format": "contrail",\n "version": 1')).toBe("contrail");
    expect(detectFormatFromHead('\uFEFF{"users": []')).toBe("airtrail");
    // a segment list that happens to hold a "flights" member further on is still Miles & More's
    expect(detectFormatFromHead('{"SegmentListResponses": [{"flights": 1}]')).toBe("milesandmore");
    expect(detectFormatFromHead("name,age\nZoë,3")).toBeNull();
    expect(detectFormatFromHead("\uFEFFbegin:vcalendar\r\nVERSION:2.0")).toBe("tripit");
    expect(detectFormatFromHead("BEGIN:VCARD\nVERSION:3.0")).toBeNull();
    expect(detectFormatFromHead('{"something": 1}')).toBeNull();
  });
});
