import ICAL from "ical.js";
import { expect } from "vitest";

/** One VEVENT as ical.js reads it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  /** an ISO instant for a DATE-TIME, "YYYY-MM-DD" for a DATE */
  start: string;
  end: string | null;
  allDay: boolean;
  dtstamp: string;
  lastModified: string;
  sequence: number;
}

export interface ParsedFeed {
  version: string;
  prodid: string;
  calscale: string;
  name: string;
  events: ParsedEvent[];
}

function timeText(time: ICAL.Time | null): string | null {
  if (!time) return null;
  if (time.isDate) return time.toString();
  expect(time.zone?.tzid, "every instant is written in UTC").toBe("UTC");
  return time.toJSDate().toISOString();
}

/**
 * Parses a feed with ical.js (a maintained RFC 5545 parser) after checking what it forgives: CRLF line ends and
 * physical lines of at most 75 octets.
 */
export function parseFeed(text: string): ParsedFeed {
  expect(text.endsWith("\r\n")).toBe(true);
  for (const line of text.slice(0, -2).split("\r\n")) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  const events = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const start = component.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = component.getFirstPropertyValue("dtend") as ICAL.Time | null;
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: timeText(start)!,
      end: timeText(end),
      allDay: start.isDate,
      dtstamp: timeText(component.getFirstPropertyValue("dtstamp") as ICAL.Time)!,
      lastModified: timeText(component.getFirstPropertyValue("last-modified") as ICAL.Time)!,
      sequence: Number(component.getFirstPropertyValue("sequence")),
    };
  });
  return {
    version: String(calendar.getFirstPropertyValue("version")),
    prodid: String(calendar.getFirstPropertyValue("prodid")),
    calscale: String(calendar.getFirstPropertyValue("calscale")),
    name: String(calendar.getFirstPropertyValue("x-wr-calname")),
    events,
  };
}
