import type { Db } from "@/lib/db/client";
import { calendarHead, CALENDAR_TAIL, flightEvent } from "./flight-event";
import type { ResolvedFeed } from "./calendar-feeds";
import { readFeedFlights } from "./read-feed-flights";

export const CALENDAR_NAME = "Contrail flights";

/** The feed's text, a page of flights at a time, for lib/api/text-stream.ts's toStream. */
export async function* writeCalendar(db: Db, feed: ResolvedFeed): AsyncGenerator<string> {
  yield calendarHead(CALENDAR_NAME);
  for await (const page of readFeedFlights(db, feed.userId)) {
    let text = "";
    for (const flight of page) text += flightEvent(flight, feed);
    yield text;
  }
  yield CALENDAR_TAIL;
}
