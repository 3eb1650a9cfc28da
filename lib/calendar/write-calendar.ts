import type { Db } from "@/lib/db/client";
import { TimeSlices } from "@/lib/db/yield-to-event-loop";
import { calendarHead, CALENDAR_TAIL, flightEvent } from "./flight-event";
import type { ResolvedFeed } from "./calendar-feeds";
import { readFeedFlights } from "./read-feed-flights";

export const CALENDAR_NAME = "Contrail flights";

/**
 * The feed's text, a page of flights at a time. A big log's feed takes a second of work: it gives the event loop
 * back every few milliseconds (before each page's read, which SQLite answers synchronously, and between events), so
 * other requests are answered meanwhile.
 */
export async function* writeCalendar(db: Db, feed: ResolvedFeed): AsyncGenerator<string> {
  const slices = new TimeSlices();
  yield calendarHead(CALENDAR_NAME);
  for await (const page of readFeedFlights(db, feed.userId)) {
    let text = "";
    for (const flight of page) {
      text += flightEvent(flight, feed);
      await slices.turn();
    }
    yield text;
  }
  yield CALENDAR_TAIL;
}

/** The whole feed as UTF-8 bytes, written in slices (writeCalendar), to be sent and kept (built-feeds.ts). */
export async function buildCalendar(db: Db, feed: ResolvedFeed): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const text of writeCalendar(db, feed)) parts.push(Buffer.from(text, "utf8"));
  return Buffer.concat(parts);
}
