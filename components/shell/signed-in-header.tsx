import "server-only";
import type { ComponentProps } from "react";
import { AppHeader } from "@/components/shell/app-header";
import type { Principal } from "@/lib/auth/principal";
import { currentProfile } from "@/lib/users/current-profile";

type HeaderActions = Pick<ComponentProps<typeof AppHeader>, "setTheme" | "signOut">;

/** The app's header for a signed-in user, with their name, role, theme switch and sign-out (app and docs layouts). */
export async function SignedInHeader({ principal, setTheme, signOut }: { principal: Principal } & HeaderActions) {
  const profile = await currentProfile(principal.userId);
  return (
    <AppHeader
      userId={principal.userId}
      displayName={profile.displayName}
      username={profile.username}
      role={principal.role}
      theme={profile.theme}
      setTheme={setTheme}
      signOut={signOut}
    />
  );
}
