import "server-only";
import { getPrincipal } from "@/lib/auth/session";
import type { LanguageChoice } from "@/lib/i18n/locales";
import { currentProfile } from "@/lib/users/current-profile";

/** The signed-in user's language choice; "" (follow the browser) for visitors (sign-in, set-up, share pages). */
export async function currentLanguageChoice(): Promise<LanguageChoice> {
  const principal = await getPrincipal();
  return principal ? (await currentProfile(principal.userId)).language : "";
}
