import type { Db } from "@/lib/db/client";
import { getConfig } from "@/lib/config";
import { LeasedWindowLimit } from "@/lib/limits/leased-window-limit";

/**
 * The public share doors (/share/<slug> and its card) answer each client address at most the API's request budget
 * (CONTRAIL_RATE_LIMIT_REQUESTS per CONTRAIL_RATE_LIMIT_WINDOW_SECONDS), counted in the database like the API's
 * limits, so every instance shares it. Slugs that do not exist count too: guessing them is what it slows.
 */
let limit: LeasedWindowLimit | undefined;

/** 0 when the request may go on, else the seconds until the address's window ends. */
export function takeShareRequest(db: Db, clientAddress: string): Promise<number> {
  limit ??= new LeasedWindowLimit("share.address", getConfig().rateLimits.requests);
  return limit.take(db, clientAddress);
}
