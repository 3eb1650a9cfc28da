"use server";

import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { translateKnownErrors } from "@/components/settings/known-errors";
import { formStateOfError, textField, type FormState } from "@/components/ui/form-state";
import { createApiKey, KEY_EXPIRY_NOT_DATE_MESSAGE } from "@/lib/auth/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/auth/api-keys/revoke-api-key";
import { confirmRecentSignIn, isRecentSignIn } from "@/lib/auth/recent-sign-in";
import { requirePrincipal, requireSession } from "@/lib/auth/session";
import { clearSessionCookies, reissueSessionCookie } from "@/lib/auth/session-cookie";
import { getDb } from "@/lib/db/client";
import { InputError } from "@/lib/errors";
import { endOfUtcDay } from "@/lib/time/end-of-utc-day";
import { changePassword } from "@/lib/users/change-password";
import { CONFIRM_USERNAME_MESSAGE, deleteOwnAccount } from "@/lib/users/delete-user";
import { endAllSessions } from "@/lib/auth/session-version";
import { UNKNOWN_HOME_AIRPORT_MESSAGE, updatePreferences, updateTheme } from "@/lib/users/preferences";

export async function updateProfileAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await updatePreferences(getDb(), principal.userId, {
      displayName: textField(form, "displayName"),
      unit: textField(form, "unit"),
      dateFormat: textField(form, "dateFormat"),
      clock: textField(form, "clock"),
      // a form without the field (an older page still open) keeps the stored language
      language: form.has("language") ? textField(form, "language") : undefined,
      // a form without the field (an older page still open) keeps the stored window
      connectionWindowHours: form.has("connectionWindowHours") ? textField(form, "connectionWindowHours") : undefined,
      homeAirport: textField(form, "homeAirport"),
    });
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error, {
      displayName: ["Display name"],
      unit: ["Unit"],
      dateFormat: ["Date format"],
      clock: ["Clock"],
      language: ["Language"],
      connectionWindowHours: ["Connection window"],
      homeAirport: [UNKNOWN_HOME_AIRPORT_MESSAGE],
    }));
  }
  revalidatePath("/", "layout");
  return { ok: true };
}

/** The account menu's theme switch: stored per user, applied by the root layout on every page. */
export async function setThemeAction(form: FormData): Promise<void> {
  const principal = await requirePrincipal();
  await updateTheme(getDb(), principal.userId, textField(form, "theme"));
  revalidatePath("/", "layout");
}

/**
 * Changing the password ends the user's other sessions; this one gets a new token and stays signed in (its sign-in
 * time unchanged: an account without a password sets its first one without proving anything again).
 */
export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const { claims } = await requireSession();
  const next = textField(form, "newPassword");
  if (next !== textField(form, "newPasswordConfirm")) return { fieldErrors: { newPasswordConfirm: (await getTranslations("Settings.password"))("mismatch") } };
  try {
    const sessionVersion = await changePassword(getDb(), claims.userId, textField(form, "currentPassword"), next, isRecentSignIn(claims));
    await reissueSessionCookie({ ...claims, sessionVersion });
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error, { currentPassword: ["Current password"], newPassword: ["Password"] }));
  }
  return { ok: true };
}

/** Ends every session of the user, this one included. */
export async function signOutEverywhereAction(): Promise<void> {
  const principal = await requirePrincipal();
  await endAllSessions(getDb(), principal.userId);
  await clearSessionCookies();
  redirect("/signin");
}

/** Deletes the signed-in user's account (lib/users/delete-user.ts), then this browser's session cookie. */
export async function deleteOwnAccountAction(_previous: FormState, form: FormData): Promise<FormState> {
  const { claims } = await requireSession();
  try {
    await deleteOwnAccount(getDb(), claims, { username: textField(form, "confirmUsername"), password: textField(form, "password") });
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error, { confirmUsername: [CONFIRM_USERNAME_MESSAGE], password: ["Your password"] }));
  }
  await clearSessionCookies();
  redirect("/signin");
}

/** "YYYY-MM-DD" → the end of that day in UTC (the key works through the whole day). */
function expiryOf(value: string): Date | null {
  if (!value) return null;
  const end = endOfUtcDay(value);
  if (!end) throw new InputError(KEY_EXPIRY_NOT_DATE_MESSAGE);
  return end;
}

/**
 * Creates a key; the full key is handed back once, to be shown and never again. A key outlives the session, so
 * this needs a recent sign-in or the password again (which renews the session's sign-in time).
 */
export async function createApiKeyAction(_previous: FormState, form: FormData): Promise<FormState> {
  const { claims } = await requireSession();
  const name = textField(form, "name");
  try {
    const expiresAt = expiryOf(textField(form, "expiresOn"));
    const renewed = await confirmRecentSignIn(getDb(), claims, textField(form, "password"));
    if (renewed) await reissueSessionCookie(renewed);
    const created = await createApiKey(getDb(), claims.userId, { name, expiresAt });
    revalidatePath("/settings/security");
    return { ok: true, data: { key: created.key, name: created.apiKey.name } };
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error, { name: ["Key name", "A key named"], expiresOn: ["Key expiry"], password: ["Your password"] }, { name }));
  }
}

export async function revokeApiKeyAction(keyId: string): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await revokeApiKey(getDb(), principal.userId, String(keyId));
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error));
  }
  revalidatePath("/settings/security");
  return { ok: true };
}
