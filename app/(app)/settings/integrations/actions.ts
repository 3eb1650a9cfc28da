"use server";

import { revalidatePath } from "next/cache";
import { translateKnownErrors } from "@/components/settings/known-errors";
import { formStateOfError, textField, type FormState } from "@/components/ui/form-state";
import { requirePrincipal } from "@/lib/auth/session";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { createWebhook, deleteWebhook, queuePing } from "@/lib/webhooks/webhooks";

const PAGE = "/settings/integrations";

export async function addWebhookAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const url = textField(form, "url");
  try {
    await createWebhook(getDb(), principal.userId, url, getConfig().webhooks.allow);
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error, { url: ["url"] }, { url }));
  }
  revalidatePath(PAGE);
  return { ok: true };
}

/** Queues a ping to one of the caller's webhooks; another user's is not found (the where clause names the owner). */
export async function sendTestEventAction(form: FormData): Promise<void> {
  const principal = await requirePrincipal();
  await queuePing(getDb(), principal.userId, textField(form, "id")).catch(() => undefined);
  revalidatePath(PAGE);
}

/** Deletes one of the caller's webhooks; another user's is not found (the where clause names the owner). */
export async function deleteWebhookAction(id: string): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await deleteWebhook(getDb(), principal.userId, String(id));
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error));
  }
  revalidatePath(PAGE);
  return { ok: true };
}
