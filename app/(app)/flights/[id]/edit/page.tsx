import type { Metadata } from "next";
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

export const metadata: Metadata = { title: "Edit flight" };

export default async function EditFlightPage({ params }: { params: Promise<{ id: string }> }) {
  const principal = await requirePrincipal();
  const { id } = await params;
  const { flight, airlineName, aircraftName, users } = await loadFlightOr404(principal, id);
  const profile = await currentProfile(principal.userId);
  return (
    <div className="space-y-6">
      <div>
        <nav aria-label="Breadcrumb" className="muted text-sm">
          <Link href="/flights" className="link">
            Flights
          </Link>{" "}
          /{" "}
          <Link href={`/flights/${flight.id}`} className="link">
            {routeTitle(flight.from, flight.to)}
          </Link>{" "}
          / <span aria-current="page">Edit</span>
        </nav>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">Edit flight {routeTitle(flight.from, flight.to)}</h1>
      </div>
      <FlightForm
        initial={formValuesOfFlight(flight, { airline: airlineName, aircraft: aircraftName, users })}
        action={saveFlightAction}
        searchAirports={searchAirportsAction}
        searchAirlines={searchAirlinesAction}
        searchAircraft={searchAircraftAction}
        searchUsers={seesEveryone(principal) ? searchUserOptionsAction : null}
        me={{ id: principal.userId, label: profile.displayName }}
        submitLabel="Save changes"
      />
    </div>
  );
}
