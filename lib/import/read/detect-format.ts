import { normalizeHeader } from "./csv-records";
import type { ImportFormat } from "../formats";
import { readHead } from "./text-source";

/**
 * Which format a file is in, judged from its beginning: JSON by its members (Miles & More's by its segment list), App
 * in the Air by its sections, an iCalendar file (TripIt) by its first line, CSV by the header row's column names. Null
 * when nothing fits.
 */
export async function detectFormat(path: string): Promise<ImportFormat | null> {
  return detectFormatFromHead(await readHead(path));
}

export function detectFormatFromHead(head: string): ImportFormat | null {
  const text = head.replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("{")) {
    if (/"format"\s*:\s*"contrail"/.test(text)) return "contrail";
    if (/"SegmentListResponses"\s*:/.test(text)) return "milesandmore";
    if (/"(flights|users)"\s*:/.test(text)) return "airtrail";
    return null;
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  if (firstLine.trim().toUpperCase() === "BEGIN:VCALENDAR") return "tripit";
  if (/^user:/m.test(text) && (/^trips:/m.test(text) || /^Ownership\./m.test(text) || /^devices:/m.test(text))) return "appintheair";
  const columns = new Set(firstLine.split(",").map(normalizeHeader));
  const has = (...names: string[]) => names.every((name) => columns.has(name));
  if (has("flight number", "dep time", "arr time", "from", "to")) return "fr24";
  if (has("gate departure (scheduled)", "airline", "flight")) return "flighty";
  if (has("from", "to", "flight number", "seat type", "plane")) return "openflights";
  if (has("origin", "destination", "departure time")) return "jetlog";
  if (has("flight date", "flight code", "departure airport code", "arrival airport code")) return "byair";
  if (has("from", "to", "flightnum", "aircraft reg")) return "jetlovers";
  return null;
}
