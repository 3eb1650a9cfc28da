import type { Metadata } from "next";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { FORMAT_LABELS, IMPORT_FORMATS } from "@/lib/import/formats";
import { maxImportBytes } from "@/lib/import/read/text-source";
import { currentProfile } from "@/lib/users/current-profile";
import type { ImportActions } from "@/components/import/import-types";
import { ImportWizard } from "@/components/import/import-wizard";
import {
  createCustomAircraftAction,
  createCustomAirlineAction,
  createCustomAirportAction,
  importStatusAction,
  previewImportAction,
  searchAircraftAction,
  searchAirlinesAction,
  searchAirportsAction,
  startImportAction,
} from "./actions";

export const metadata: Metadata = { title: "Import" };

const ACTIONS: ImportActions = {
  preview: previewImportAction,
  start: startImportAction,
  status: importStatusAction,
  search: { airports: searchAirportsAction, airlines: searchAirlinesAction, aircraft: searchAircraftAction },
  create: { airports: createCustomAirportAction, airlines: createCustomAirlineAction, aircraft: createCustomAircraftAction },
};

export default async function ImportPage() {
  const principal = await requirePrincipal();
  const profile = await currentProfile(principal.userId);
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Import</h1>
        <p className="muted mt-1 text-sm">
          Bring in flights from myFlightradar24, OpenFlights, Flighty, App in the Air, Jetlog, TripIt (calendar .ics), byAir, JetLovers, Miles & More (the flight history JSON), AirTrail or a Contrail export. Times are read as local
          times at each airport; flights already in your log are left out, so importing a file twice adds nothing.
        </p>
      </div>
      <ImportWizard
        formats={IMPORT_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }))}
        canMatchUsers={seesEveryone(principal)}
        maxMegabytes={Math.floor(maxImportBytes() / (1024 * 1024))}
        display={{ dateFormat: profile.dateFormat, clock: profile.clock }}
        actions={ACTIONS}
      />
    </>
  );
}
