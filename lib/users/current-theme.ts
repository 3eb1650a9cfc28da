import "server-only";
import { getPrincipal } from "@/lib/auth/session";
import type { Theme } from "@/lib/users/display-preferences";
import { currentProfile } from "@/lib/users/current-profile";

/** The signed-in user's theme; visitors (sign-in, set-up) follow their device. */
export async function currentTheme(): Promise<Theme> {
  const principal = await getPrincipal();
  return principal ? (await currentProfile(principal.userId)).theme : "system";
}
