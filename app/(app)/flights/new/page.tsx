import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScanPassLink } from "@/components/capture/scan-pass-link";
import { KeepOnDeviceFlightForm } from "@/components/offline/keep-on-device";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { searchUserOptionsAction } from "../../scope-actions";
import { emptyFormValues } from "@/components/flights/flight-form-values";
import { findKnownFlightAction, saveFlightAction, searchAircraftAction, searchAirlinesAction, searchAirportsAction } from "../actions";
import { currentProfile } from "@/lib/users/current-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("FlightForm.add"))("metaTitle") };
}

export default async function NewFlightPage() {
  const principal = await requirePrincipal();
  const profile = await currentProfile(principal.userId);
  const t = await getTranslations("FlightForm.add");
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <ScanPassLink />
      </div>
      <KeepOnDeviceFlightForm
        userId={principal.userId}
        initial={emptyFormValues(principal.userId, profile.displayName, today)}
        action={saveFlightAction}
        searchAirports={searchAirportsAction}
        searchAirlines={searchAirlinesAction}
        searchAircraft={searchAircraftAction}
        searchUsers={seesEveryone(principal) ? searchUserOptionsAction : null}
        me={{ id: principal.userId, label: profile.displayName }}
        submitLabel={t("submit")}
        findKnownFlight={findKnownFlightAction}
      />
    </div>
  );
}
