"use server";

import { revalidatePath } from "next/cache";
import { translateKnownErrors } from "@/components/settings/known-errors";
import { formStateOfError, type FormState } from "@/components/ui/form-state";
import { requirePrincipal } from "@/lib/auth/session";
import { createCalendarFeed, revokeCalendarFeed, updateCalendarFeedOptions } from "@/lib/calendar/calendar-feeds";
import { feedPath } from "@/lib/calendar/feed-token";
import { getDb } from "@/lib/db/client";
import { pageOrigin } from "@/lib/auth/page-origin";

/** Makes the feed or replaces its URL; the full URL is handed back once, to be shown and never again. */
export async function createCalendarFeedAction(_previous: FormState, _form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    const { token } = await createCalendarFeed(getDb(), principal.userId);
    revalidatePath("/settings/calendar");
    return { ok: true, data: { url: `${await pageOrigin()}${feedPath(token)}` } };
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error));
  }
}

export async function revokeCalendarFeedAction(): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await revokeCalendarFeed(getDb(), principal.userId);
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error));
  }
  revalidatePath("/settings/calendar");
  return { ok: true };
}

/** A checkbox is "on" when ticked and absent otherwise. */
export async function updateCalendarOptionsAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const ticked = (name: string) => form.get(name) === "on";
  try {
    await updateCalendarFeedOptions(getDb(), principal.userId, {
      includeSeat: ticked("includeSeat"),
      includeDetails: ticked("includeDetails"),
      includeNotes: ticked("includeNotes"),
    });
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error));
  }
  revalidatePath("/settings/calendar");
  return { ok: true };
}
