import { streamAnswer } from "@/lib/api/transport/answer";
import { answeringHandler } from "@/lib/api/transport/api-route";
import { errorToAnswer } from "@/lib/api/transport/contract-body";
import { bytesStream } from "@/lib/api/transport/text-stream";
import { clientAddressOf } from "@/lib/auth/client-address";
import { getDb } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { builtFeed } from "./built-feeds";
import { feedOfToken } from "./calendar-feeds";
import { takeCalendarRequest } from "./feed-limit";
import { feedTokenOfFile } from "./feed-token";
import { feedVersion } from "./feed-version";

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/**
 * GET /calendar/<token>.ics: no session, the token is the credential. Limit per address → token → the user's feed,
 * built within bounds or built before (built-feeds.ts). A malformed, unknown, regenerated or revoked token is the one
 * 404. The token never reaches a log: the place named in an error line is the route's pattern, not the path.
 */
export const calendarFeedRoute = answeringHandler<{ file: string }>(async (request, context) => {
  try {
    const db = getDb();
    await takeCalendarRequest(db, clientAddressOf(request.headers));
    const token = feedTokenOfFile((await context.params).file);
    const feed = token ? await feedOfToken(db, token) : null;
    if (!feed) throw new NotFoundError("Not found");
    const version = await feedVersion(db, feed);
    const headers = {
      "content-type": CALENDAR_CONTENT_TYPE,
      // calendar apps poll; a few minutes of private caching spares a rebuild for each of a client's quick retries
      "cache-control": "private, max-age=300",
      "x-robots-tag": "noindex",
      etag: `"${version}"`,
    };
    if (request.headers.get("if-none-match") === headers.etag) return streamAnswer(null, headers, 304);
    return streamAnswer(bytesStream(await builtFeed(db, feed, version)), headers);
  } catch (error) {
    return errorToAnswer(error, "GET /calendar/<token>.ics");
  }
});
