import { z } from "zod";
import { InputError } from "@/lib/errors";
import { storableText } from "@/lib/storable-text";

export const SHARE_LABEL_MAX_LENGTH = 100;

/** What a share page may show, one switch each (prisma/schema.prisma ShareLink). */
export const SHARE_TOGGLES = [
  "showMap",
  "showStats",
  "showFlights",
  "showExactDates",
  "showFlightNumbers",
  "showSeats",
  "showNotes",
  "showUpcoming",
] as const;

export type ShareToggle = (typeof SHARE_TOGGLES)[number];
export type ShareToggles = Record<ShareToggle, boolean>;

/** A new link's switches in Settings → Sharing: the totals and the map, nothing of single flights. */
export const NEW_SHARE_LINK_TOGGLES: ShareToggles = {
  showStats: true,
  showMap: true,
  showFlights: false,
  showExactDates: false,
  showFlightNumbers: false,
  showSeats: false,
  showNotes: false,
  showUpcoming: false,
};

export const EXPIRY_NOT_DATE_MESSAGE = "Expiry must be a date";

/** One boolean per switch of SHARE_TOGGLES, its error naming it. */
const toggleSchemas = Object.fromEntries(
  SHARE_TOGGLES.map((name) => [name, z.boolean({ error: `${name} must be true or false` })]),
) as Record<ShareToggle, z.ZodBoolean>;

const shareLinkInputSchema = z.object({
  label: storableText("Label")
    .trim()
    .min(1, { error: "Label is required" })
    .max(SHARE_LABEL_MAX_LENGTH, { error: `Label must be at most ${SHARE_LABEL_MAX_LENGTH} characters` }),
  ...toggleSchemas,
  expiresAt: z.date({ error: EXPIRY_NOT_DATE_MESSAGE }).nullable(),
}) satisfies z.ZodType<ShareLinkInput>;

export interface ShareLinkInput extends ShareToggles {
  label: string;
  /** null: the link never expires */
  expiresAt: Date | null;
}

/** Checks what a user typed; an expiry must lie ahead of `now` (InputError naming the field otherwise). */
export function parseShareLinkInput(input: unknown, now: Date = new Date()): ShareLinkInput {
  const parsed = shareLinkInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // each message names its field itself ("Label is required")
    throw new InputError(issue?.message ?? "Invalid share link", issue ? issue.path.map(String).join(".") : undefined);
  }
  if (parsed.data.expiresAt && parsed.data.expiresAt.getTime() <= now.getTime()) throw new InputError("Expiry must be in the future", "expiresAt");
  return parsed.data;
}
