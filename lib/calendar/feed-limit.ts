import type { Db } from "@/lib/db/client";
import { getConfig } from "@/lib/config";
import { RateLimitedError } from "@/lib/errors";
import { LeasedWindowLimit } from "@/lib/limits/leased-window-limit";

/**
 * Requests to /calendar/<token>.ics per client address, known token or not: CONTRAIL_RATE_LIMIT_CALENDAR_REQUESTS
 * (default 60) per CONTRAIL_RATE_LIMIT_CALENDAR_WINDOW_SECONDS (default 60), shared by every instance (lib/limits/).
 * Calendar apps poll every few minutes at most; the limit bounds what a guesser or a runaway client costs.
 */
let limit: LeasedWindowLimit | undefined;

export async function takeCalendarRequest(db: Db, address: string): Promise<void> {
  limit ??= new LeasedWindowLimit("calendar.requests", getConfig().rateLimits.calendarRequests);
  const wait = await limit.take(db, address);
  if (wait > 0) throw new RateLimitedError(wait);
}
