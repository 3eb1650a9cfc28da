import type { Db } from "@/lib/db/client";
import { SHARE_TOGGLES, type ShareToggles } from "./share-link-input";
import { isShareSlugShape } from "./share-slug";

/** What a public share door needs of its link: whose flights, and what it may show. */
export interface ActiveShareLink extends ShareToggles {
  userId: string;
  label: string;
}

/** A link answers until its expiry instant (exclusive); one without expiry until it is revoked. */
export function isShareLinkActive(link: { expiresAt: Date | null }, now: Date): boolean {
  return link.expiresAt === null || link.expiresAt.getTime() > now.getTime();
}

/**
 * The link behind a slug, or null for a slug that never existed, was revoked (deleted) or has expired: the doors
 * answer all three with the very same 404, so a visitor cannot tell them apart.
 */
export async function findActiveShareLink(db: Db, slug: string, now: Date = new Date()): Promise<ActiveShareLink | null> {
  if (!isShareSlugShape(slug)) return null;
  const link = await db.shareLink.findUnique({
    where: { slug },
    select: { userId: true, label: true, expiresAt: true, ...Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true])) },
  });
  if (!link || !isShareLinkActive(link, now)) return null;
  const { expiresAt: _expiresAt, ...active } = link as typeof link & ShareToggles;
  return active;
}
