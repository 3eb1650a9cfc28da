import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { InputError, NotFoundError } from "@/lib/errors";
import type { FeedOptions } from "./flight-event";
import { generateFeedToken, hashFeedToken } from "./feed-token";
import { HOUR_MS } from "@/lib/time/durations";

/** A user's feed as Settings → Calendar shows it (never the token: it is shown once, when made). */
export interface CalendarFeedSummary extends FeedOptions {
  createdAt: Date;
  lastUsedAt: Date | null;
}

const summarySelect = { includeSeat: true, includeDetails: true, includeNotes: true, createdAt: true, lastUsedAt: true } as const;

export async function readCalendarFeed(db: Db, userId: string): Promise<CalendarFeedSummary | null> {
  return db.calendarFeed.findUnique({ where: { userId }, select: summarySelect });
}

/**
 * Makes the user's feed, or replaces its token (the old URL answers 404 from then on); the options chosen before
 * stay. Returns the token, to be shown once.
 */
export async function createCalendarFeed(db: Db, userId: string): Promise<{ token: string; feed: CalendarFeedSummary }> {
  const token = generateFeedToken();
  const tokenHash = hashFeedToken(token);
  const now = new Date();
  const feed = await db.calendarFeed.upsert({
    where: { userId },
    create: { userId, tokenHash, createdAt: now },
    update: { tokenHash, createdAt: now, lastUsedAt: null },
    select: summarySelect,
  });
  return { token, feed };
}

/** Deletes the user's feed: its URL answers 404, the same as one that never existed. */
export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  const { count } = await db.calendarFeed.deleteMany({ where: { userId } });
  if (count === 0) throw new NotFoundError("No calendar feed to revoke");
}

const optionsSchema = z.object({
  includeSeat: z.boolean({ error: "includeSeat must be true or false" }),
  includeDetails: z.boolean({ error: "includeDetails must be true or false" }),
  includeNotes: z.boolean({ error: "includeNotes must be true or false" }),
});

/** Chooses what each event's description shows; the URL stays the same. */
export async function updateCalendarFeedOptions(db: Db, userId: string, options: FeedOptions): Promise<CalendarFeedSummary> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(issue?.message ?? "Invalid calendar options", issue?.path[0] === undefined ? undefined : String(issue.path[0]));
  }
  const data = parsed.data;
  const { count } = await db.calendarFeed.updateMany({ where: { userId }, data });
  if (count === 0) throw new NotFoundError("No calendar feed: create one first");
  return (await readCalendarFeed(db, userId))!;
}

/** lastUsedAt is written at most this often per feed, so polls do not turn into writes. */
const LAST_USED_RESOLUTION_MS = HOUR_MS;

export interface ResolvedFeed extends FeedOptions {
  userId: string;
}

/** The feed of a token, or null when no feed has it (never made, regenerated or revoked: all alike). */
export async function feedOfToken(db: Db, token: string, now: Date = new Date()): Promise<ResolvedFeed | null> {
  const tokenHash = hashFeedToken(token);
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash },
    select: { userId: true, includeSeat: true, includeDetails: true, includeNotes: true, lastUsedAt: true },
  });
  if (!feed) return null;
  if (!feed.lastUsedAt || now.getTime() - feed.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // not awaited and errors dropped: a lost lastUsedAt is harmless, a failed write must not fail the feed
    db.calendarFeed.updateMany({ where: { tokenHash }, data: { lastUsedAt: now } }).then(
      () => undefined,
      () => undefined,
    );
  }
  const { lastUsedAt: _unused, ...resolved } = feed;
  return resolved;
}
