import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { IMPORT_FORMATS } from "@/lib/import/formats";
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.import"))("metaTitle") };
}

const ACTIONS: ImportActions = {
  preview: previewImportAction,
  start: startImportAction,
  status: importStatusAction,
  search: { airports: searchAirportsAction, airlines: searchAirlinesAction, aircraft: searchAircraftAction },
  create: { airports: createCustomAirportAction, airlines: createCustomAirlineAction, aircraft: createCustomAircraftAction },
};

export default async function ImportPage() {
  const principal = await requirePrincipal();
  const [profile, t] = await Promise.all([currentProfile(principal.userId), getTranslations("Settings.import")]);
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="muted mt-1 text-sm">{t("intro", { sources: t("sources") })}</p>
      </div>
      <ImportWizard
        formats={IMPORT_FORMATS}
        canMatchUsers={seesEveryone(principal)}
        maxMegabytes={Math.floor(maxImportBytes() / (1024 * 1024))}
        display={{ unit: profile.unit, dateFormat: profile.dateFormat, clock: profile.clock }}
        actions={ACTIONS}
      />
    </>
  );
}
