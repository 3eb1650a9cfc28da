"use server";

import { revalidatePath } from "next/cache";
import { translateKnownErrors } from "@/components/settings/known-errors";
import { formStateOfError, textField, type FormState } from "@/components/ui/form-state";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { shareLinkInputOfForm } from "@/lib/share/share-link-form";
import { createShareLink, deleteShareLink, updateShareLink } from "@/lib/share/share-links";

const FIELDS = { label: ["Label"], expiresOn: ["Expiry"] };

export async function createShareLinkAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await createShareLink(getDb(), principal.userId, shareLinkInputOfForm(form));
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error, FIELDS, { label: textField(form, "label") }));
  }
  revalidatePath("/settings/sharing");
  return { ok: true };
}

/** Edits one of the caller's links: the owner is part of the update's WHERE clause (lib/share/share-links.ts). */
export async function updateShareLinkAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await updateShareLink(getDb(), principal.userId, textField(form, "id"), shareLinkInputOfForm(form));
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error, FIELDS, { label: textField(form, "label") }));
  }
  revalidatePath("/settings/sharing");
  return { ok: true };
}

export async function revokeShareLinkAction(id: string): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await deleteShareLink(getDb(), principal.userId, String(id));
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error));
  }
  revalidatePath("/settings/sharing");
  return { ok: true };
}
