import "server-only";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/components/ui/form-state";
import { PASSWORD_AGAIN_REQUIRED, PASSWORD_AGAIN_THROTTLED, PASSWORD_AGAIN_WRONG, REAUTH_WINDOW_SECONDS, SIGN_IN_AGAIN_REQUIRED } from "@/lib/auth/recent-sign-in";
import { CONFIRM_USERNAME_MESSAGE, LAST_OWNER_MESSAGE } from "@/lib/users/delete-user";
import { LAST_OWNER_DEMOTION_MESSAGE } from "@/lib/users/set-user-role";
import { libMessage } from "./lib-messages";

/**
 * lib's messages stay English (the API sends them); the ones a settings form shows are translated here, at the edge:
 * those lib names as constants each to its catalogue key, the others by their wording (lib-messages.ts). Any other
 * message is shown as lib wrote it.
 */
const KNOWN_ERRORS = {
  [PASSWORD_AGAIN_REQUIRED]: "Settings.errors.passwordAgainRequired",
  [PASSWORD_AGAIN_WRONG]: "Settings.errors.passwordAgainWrong",
  [PASSWORD_AGAIN_THROTTLED]: "Settings.errors.passwordAgainThrottled",
  [SIGN_IN_AGAIN_REQUIRED]: "Settings.errors.signInAgainRequired",
  [CONFIRM_USERNAME_MESSAGE]: "Settings.errors.confirmUsername",
  [LAST_OWNER_MESSAGE]: "Settings.errors.lastOwnerDeleted",
  [LAST_OWNER_DEMOTION_MESSAGE]: "Settings.errors.lastOwnerDemoted",
} as const;

type KnownErrorKey = (typeof KNOWN_ERRORS)[keyof typeof KNOWN_ERRORS];

export function knownErrorKey(message: string): KnownErrorKey | undefined {
  return Object.hasOwn(KNOWN_ERRORS, message) ? KNOWN_ERRORS[message as keyof typeof KNOWN_ERRORS] : undefined;
}

/** The state with each known message (the form's and its fields') in the page's language. */
export async function translateKnownErrors(state: FormState): Promise<FormState> {
  const t = await getTranslations();
  const translated = (message: string) => {
    const key = knownErrorKey(message);
    return key ? t(key, { minutes: REAUTH_WINDOW_SECONDS / 60 }) : (libMessage(t, message) ?? message);
  };
  const fieldErrors = state.fieldErrors && Object.fromEntries(Object.entries(state.fieldErrors).map(([field, message]) => [field, translated(message)]));
  return { ...state, ...(state.message === undefined ? {} : { message: translated(state.message) }), ...(fieldErrors ? { fieldErrors } : {}) };
}
