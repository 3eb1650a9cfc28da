import type { Metadata } from "next";
import { ScanPassLink } from "@/components/capture/scan-pass-link";
import { FlightForm } from "@/components/flights/flight-form";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { findKnownFlight } from "@/lib/capture/known/known-flight";
import { getDb } from "@/lib/db/client";
import { searchUserOptionsAction } from "../../scope-actions";
import { emptyFormValues } from "@/components/flights/flight-form-data";
import { describeFilled, formValuesWithKnownFlight } from "@/components/flights/known-flight-values";
import { saveFlightAction, searchAircraftAction, searchAirlinesAction, searchAirportsAction } from "../actions";
import { currentProfile } from "@/lib/users/current-profile";

export const metadata: Metadata = { title: "Add flight" };

interface Props {
  searchParams: Promise<{ known?: string | string[] }>;
}

export default async function NewFlightPage({ searchParams }: Props) {
  const principal = await requirePrincipal();
  const profile = await currentProfile(principal.userId);
  const today = new Date().toISOString().slice(0, 10);
  const empty = emptyFormValues(principal.userId, profile.displayName, today);
  const asked = String((await searchParams).known ?? "").slice(0, 16).trim();
  // only the user's own flights (and those shared with them by a seat) are read
  const known = asked ? await findKnownFlight(getDb(), principal, asked) : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Add a flight</h1>
        <ScanPassLink />
      </div>
      <form method="get" action="/flights/new" className="card flex flex-wrap items-end gap-3">
        <div>
          <label className="label" htmlFor="known-flight">
            Fill from a flight you flew before
          </label>
          <input id="known-flight" name="known" className="input" defaultValue={asked} placeholder="LX318" maxLength={16} />
        </div>
        <button type="submit" className="btn">
          Fill from my last one
        </button>
      </form>
      {asked ? (
        <p role="status" className={known ? "alert-success" : "muted"}>
          {known
            ? `Filled from your flight ${known.flightNumber} of ${known.sourceDate}: ${describeFilled(known)}. Check the date and change anything before saving.`
            : `You have no earlier flight ${asked}: fill in the form.`}
        </p>
      ) : null}
      <FlightForm
        key={known ? `known-${known.sourceFlightId}` : "empty"}
        initial={known ? formValuesWithKnownFlight(empty, known) : empty}
        action={saveFlightAction}
        searchAirports={searchAirportsAction}
        searchAirlines={searchAirlinesAction}
        searchAircraft={searchAircraftAction}
        searchUsers={seesEveryone(principal) ? searchUserOptionsAction : null}
        me={{ id: principal.userId, label: profile.displayName }}
        submitLabel="Save flight"
      />
    </div>
  );
}
