import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ROLE_LABELS } from "@/components/shell/app-header";
import { ProfileForm } from "@/components/settings/profile-form";
import { requirePrincipal } from "@/lib/auth/session";
import { searchAirportsAction } from "../flights/actions";
import { updateProfileAction } from "./actions";
import { currentProfile } from "@/lib/users/current-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.profile"))("metaTitle") };
}

export default async function SettingsPage() {
  const principal = await requirePrincipal();
  const [profile, t, common] = await Promise.all([currentProfile(principal.userId), getTranslations("Settings.profile"), getTranslations("Common")]);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <section className="card" aria-labelledby="profile-title">
        <h2 id="profile-title" className="mb-1 text-base font-semibold">
          {t("sectionTitle")}
        </h2>
        <p className="muted mb-4 text-sm">
          {t.rich("signedInAs", { username: profile.username, role: common(ROLE_LABELS[principal.role]), strong: (chunks) => <strong>{chunks}</strong> })}
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
