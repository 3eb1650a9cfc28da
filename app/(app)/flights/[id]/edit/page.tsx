import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { FlightForm } from "@/components/flights/flight-form";
import { routeTitle } from "@/lib/reference/short-code";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { searchUserOptionsAction } from "../../../scope-actions";
import { formValuesOfFlight } from "@/components/flights/flight-form-data";
import { loadFlightOr404 } from "@/lib/flights/flight-with-names";
import { saveFlightAction, searchAircraftAction, searchAirlinesAction, searchAirportsAction } from "../../actions";
import { currentProfile } from "@/lib/users/current-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("FlightForm.edit"))("metaTitle") };
}

export default async function EditFlightPage({ params }: { params: Promise<{ id: string }> }) {
  const principal = await requirePrincipal();
  const { id } = await params;
  const { flight, airlineName, aircraftName, users } = await loadFlightOr404(principal, id);
  const profile = await currentProfile(principal.userId);
  const t = await getTranslations("FlightForm.edit");
  const route = routeTitle(flight.from, flight.to);
  return (
    <div className="space-y-6">
      <div>
        <nav aria-label={t("breadcrumbLabel")} className="muted text-sm">
          <Link href="/flights" className="link">
            {t("breadcrumb")}
          </Link>{" "}
          /{" "}
          <Link href={`/flights/${flight.id}`} className="link">
            {route}
          </Link>{" "}
          / <span aria-current="page">{t("current")}</span>
        </nav>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t("title", { route })}</h1>
      </div>
      <FlightForm
        initial={formValuesOfFlight(flight, { airline: airlineName, aircraft: aircraftName, users, unknownUser: t("unknownUser") })}
        action={saveFlightAction}
        searchAirports={searchAirportsAction}
        searchAirlines={searchAirlinesAction}
        searchAircraft={searchAircraftAction}
        searchUsers={seesEveryone(principal) ? searchUserOptionsAction : null}
        me={{ id: principal.userId, label: profile.displayName }}
        submitLabel={t("submit")}
      />
    </div>
  );
}
