import "server-only";
import { AppHeader } from "@/components/shell/app-header";
import type { Principal } from "@/lib/auth/principal";
import { setThemeAction } from "../settings/actions";
import { signOutAction } from "../sign-out-action";
import { currentProfile } from "./profile";

/** The app's header for a signed-in user, with their name, role, theme switch and sign-out (app and docs layouts). */
export async function SignedInHeader({ principal }: { principal: Principal }) {
  const profile = await currentProfile(principal.userId);
  return (
    <AppHeader
      displayName={profile.displayName}
      username={profile.username}
      role={principal.role}
      theme={profile.theme}
      setTheme={setThemeAction}
      signOut={signOutAction}
    />
  );
}
