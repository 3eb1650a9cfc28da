import type { Db } from "@/lib/db/client";
import { InputError, NotFoundError } from "@/lib/errors";
import { checkStorableText } from "@/lib/storable-text";
import { parseShareLinkInput, SHARE_TOGGLES, type ShareToggles } from "./share-link-input";
import { newShareSlug } from "./share-slug";

/**
 * A user's share links (Settings → Sharing). Every write names the owner in its WHERE clause, so a link of another
 * user is "not found", exactly like a missing one: nobody edits or revokes a link that is not theirs.
 */

export interface ShareLinkSummary extends ShareToggles {
  id: string;
  slug: string;
  label: string;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const shareLinkSelect = {
  id: true,
  slug: true,
  label: true,
  expiresAt: true,
  createdAt: true,
  updatedAt: true,
  ...Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true])),
} as { [K in keyof ShareLinkSummary]: true };

export const SHARE_LINKS_PER_USER = 50;
export const SHARE_LINKS_LIMIT_MESSAGE = `At most ${SHARE_LINKS_PER_USER} share links: revoke one first`;

export async function listShareLinks(db: Db, userId: string): Promise<ShareLinkSummary[]> {
  return db.shareLink.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: shareLinkSelect });
}

/** Makes a link with a fresh random slug; at most SHARE_LINKS_PER_USER per user. */
export async function createShareLink(db: Db, userId: string, input: unknown, now: Date = new Date()): Promise<ShareLinkSummary> {
  const data = parseShareLinkInput(input, now);
  const count = await db.shareLink.count({ where: { userId } });
  if (count >= SHARE_LINKS_PER_USER) throw new InputError(SHARE_LINKS_LIMIT_MESSAGE);
  return db.shareLink.create({ data: { ...data, userId, slug: newShareSlug() }, select: shareLinkSelect });
}

/** Changes the label, the toggles and the expiry of one of the user's links; its slug (the address) stays. */
export async function updateShareLink(db: Db, userId: string, id: string, input: unknown, now: Date = new Date()): Promise<void> {
  checkStorableText("id", id);
  const data = parseShareLinkInput(input, now);
  const { count } = await db.shareLink.updateMany({ where: { id, userId }, data });
  if (count === 0) throw new NotFoundError("Share link not found");
}

/** Revokes one of the user's links: the row goes, and its address answers 404 from then on. */
export async function deleteShareLink(db: Db, userId: string, id: string): Promise<void> {
  checkStorableText("id", id);
  const { count } = await db.shareLink.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError("Share link not found");
}
