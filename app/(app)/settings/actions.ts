"use server";

import { revalidatePath } from "next/cache";
import { formStateOfError, textField, type FormState } from "@/components/ui/form-state";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/auth/api-keys/revoke-api-key";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { InputError } from "@/lib/errors";
import { changePassword } from "@/lib/users/change-password";
import { updatePreferences } from "@/lib/users/preferences";

export async function updateProfileAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await updatePreferences(getDb(), principal.userId, { displayName: textField(form, "displayName"), unit: textField(form, "unit") });
  } catch (error) {
    return formStateOfError(error, { displayName: ["Display name"], unit: ["Unit"] });
  }
  revalidatePath("/", "layout");
  return { ok: true };
}

export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const next = textField(form, "newPassword");
  if (next !== textField(form, "newPasswordConfirm")) return { fieldErrors: { newPasswordConfirm: "Passwords do not match" } };
  try {
    await changePassword(getDb(), principal.userId, textField(form, "currentPassword"), next);
  } catch (error) {
    return formStateOfError(error, { currentPassword: ["Current password"], newPassword: ["Password"] });
  }
  return { ok: true };
}

/** "YYYY-MM-DD" → the end of that day in UTC (the key works through the whole day). */
function expiryOf(value: string): Date | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new InputError("Key expiry must be a date");
  return new Date(Date.parse(`${value}T00:00:00Z`) + 24 * 60 * 60 * 1000 - 1);
}

/** Creates a key; the full key is handed back once, to be shown and never again. */
export async function createApiKeyAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const name = textField(form, "name");
  try {
    const created = await createApiKey(getDb(), principal.userId, { name, expiresAt: expiryOf(textField(form, "expiresOn")) });
    revalidatePath("/settings/security");
    return { ok: true, data: { key: created.key, name: created.apiKey.name } };
  } catch (error) {
    return formStateOfError(error, { name: ["Key name", "A key named"], expiresOn: ["Key expiry"] }, { name });
  }
}

export async function revokeApiKeyAction(keyId: string): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await revokeApiKey(getDb(), principal.userId, String(keyId));
  } catch (error) {
    return formStateOfError(error);
  }
  revalidatePath("/settings/security");
  return { ok: true };
}
