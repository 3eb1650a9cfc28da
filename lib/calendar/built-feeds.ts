import { ConcurrencyGate } from "@/lib/auth/concurrency-gate";
import type { Db } from "@/lib/db/client";
import { LruCache } from "@/lib/lru-cache";
import { RateLimitedError } from "@/lib/errors";
import type { ResolvedFeed } from "./calendar-feeds";
import { buildCalendar } from "./write-calendar";

/**
 * Feeds already built, and the bounds on building them, per server process (instances sharing a PostgreSQL
 * database each keep their own). A calendar re-fetching an unchanged feed without If-None-Match gets the bytes built
 * before: an entry is the user's own (keyed by user id) and is served only for the feed version (feed-version.ts:
 * the flights and the options) it was built for, so a change of flights or options builds anew.
 * At most FEED_BUILDS_AT_ONCE builds run at once in the process, FEED_BUILDS_WAITING more wait their turn, and one
 * user has one build at a time: a fetch of the version being built waits for it, a fetch of another version is
 * refused with a FeedBusyError (429 and Retry-After), like one finding the queue full.
 */

/** what the built feeds may hold, in bytes: `npm start` runs with a 256 MB heap (a 20,000-flight feed is ~8 MB) */
export const BUILT_FEEDS_MAX_BYTES = 32 * 1024 * 1024;
export const FEED_BUILDS_AT_ONCE = 2;
export const FEED_BUILDS_WAITING = 4;
/** a big feed takes a second or two to build */
export const FEED_BUSY_RETRY_SECONDS = 5;

export class FeedBusyError extends RateLimitedError {
  constructor() {
    super(FEED_BUSY_RETRY_SECONDS);
    this.message = "The calendar is being prepared; try again in a few seconds";
  }
}

interface BuiltFeed {
  version: string;
  body: Uint8Array;
}

/** The newest built feed of each user, least recently used first, evicted from the oldest past `maxBytes`. */
export class BuiltFeedCache {
  private readonly feeds: LruCache<string, BuiltFeed>;

  constructor(maxBytes: number) {
    this.feeds = new LruCache({ maxWeight: maxBytes, weigh: (feed) => feed.body.length });
  }

  get(userId: string, version: string): Uint8Array | undefined {
    const feed = this.feeds.get(userId);
    return feed?.version === version ? feed.body : undefined;
  }

  put(userId: string, version: string, body: Uint8Array): void {
    this.feeds.set(userId, { version, body });
  }

  get heldBytes(): number {
    return this.feeds.weight;
  }
}

interface Feeds {
  cache: BuiltFeedCache;
  /** the build running or waiting for each user */
  building: Map<string, { version: string; body: Promise<Uint8Array> }>;
}

// Keyed by the client as well, so that two databases in one process (tests, the benchmark) never share entries.
const feedsOfDb = new WeakMap<Db, Feeds>();
const gate = new ConcurrencyGate(FEED_BUILDS_AT_ONCE, FEED_BUILDS_WAITING);

function feedsOf(db: Db): Feeds {
  let feeds = feedsOfDb.get(db);
  if (!feeds) {
    feeds = { cache: new BuiltFeedCache(BUILT_FEEDS_MAX_BYTES), building: new Map() };
    feedsOfDb.set(db, feeds);
  }
  return feeds;
}

/** The feed's bytes at `version`: built before, being built, or built now within the bounds (else FeedBusyError). */
export async function builtFeed(db: Db, feed: ResolvedFeed, version: string): Promise<Uint8Array> {
  const { cache, building } = feedsOf(db);
  const cached = cache.get(feed.userId, version);
  if (cached) return cached;
  const running = building.get(feed.userId);
  if (running?.version === version) return running.body;
  if (running) throw new FeedBusyError();
  const body = gate.tryRun(() => buildCalendar(db, feed));
  if (!body) throw new FeedBusyError();
  building.set(feed.userId, { version, body });
  try {
    const built = await body;
    cache.put(feed.userId, version, built);
    return built;
  } finally {
    building.delete(feed.userId);
  }
}
