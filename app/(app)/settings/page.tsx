import type { Metadata } from "next";
import { ProfileForm } from "@/components/settings/profile-form";
import { requirePrincipal } from "@/lib/auth/session";
import { searchAirportsAction } from "../flights/actions";
import { updateProfileAction } from "./actions";
import { currentProfile } from "@/lib/users/current-profile";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const principal = await requirePrincipal();
  const profile = await currentProfile(principal.userId);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
      <section className="card" aria-labelledby="profile-title">
        <h2 id="profile-title" className="mb-1 text-base font-semibold">
          Name, units and formats
        </h2>
        <p className="muted mb-4 text-sm">
          Signed in as <strong>{profile.username}</strong> ({principal.role}).
        </p>
        <ProfileForm
          action={updateProfileAction}
          displayName={profile.displayName}
          preferences={{ unit: profile.unit, dateFormat: profile.dateFormat, clock: profile.clock }}
          language={profile.language}
          connectionWindowHours={profile.connectionWindowHours}
          homeAirport={profile.homeAirport && { value: profile.homeAirport.value, label: profile.homeAirport.label }}
          searchAirports={searchAirportsAction}
        />
      </section>
    </>
  );
}
