"use server";

import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import type { ComboOption } from "@/components/ui/combobox";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { storableText } from "@/lib/storable-text";
import { findOrCreateCustomAircraft, findOrCreateCustomAirline, findOrCreateCustomAirport } from "@/lib/import/resolve/custom-entities";
import { IMPORT_FORMATS } from "@/lib/import/formats";
import { dryRunImport, importJobFor, startImportJob, type ImportJob } from "@/lib/import/web/import-jobs";
import { markUploadChecked, uploadFor } from "@/lib/import/web/upload-store";
import { searchAircraft } from "@/lib/reference/search-aircraft";
import { searchAirlines } from "@/lib/reference/search-airlines";
import { searchAirports } from "@/lib/reference/search-airports";
import { webReport, type Answer, type ImportRequest, type JobView, type WebReport } from "@/components/import/import-types";
import { pickerLabel } from "@/lib/reference/short-code";
import { COORDINATE_RANGES, customEntryRefusal, importRefusal } from "@/components/import/import-refusals";
import { parseTypedDecimal } from "@/components/format/typed-decimal";
import type { Locale } from "@/lib/i18n/locales";

/** Settings → Import: dry run, import, progress, and the pickers and forms for unknown names. */

const target = z.union([storableText("Mapping").trim().min(1).max(16), z.number().int(), z.null()]);
const requestSchema = z.object({
  token: z.string().regex(/^[0-9a-f]{32}$/),
  format: z.enum(IMPORT_FORMATS),
  matchUsers: z.boolean(),
  mapping: z.object({
    airports: z.record(storableText("Mapping").max(300), target),
    airlines: z.record(storableText("Mapping").max(300), target),
    aircraft: z.record(storableText("Mapping").max(300), target),
  }),
});

async function failure(error: unknown): Promise<{ ok: false; message: string }> {
  return { ok: false, message: await importRefusal(error) };
}

async function prepare(request: ImportRequest) {
  const principal = await requirePrincipal();
  const parsed = requestSchema.parse(request);
  const upload = await uploadFor(getDb(), principal.userId, parsed.token);
  return {
    principal,
    upload,
    request: {
      principal,
      token: upload.token,
      format: parsed.format,
      mapping: parsed.mapping,
      // the writer's seat policy lets only an admin's or owner's import match other users
      matchUsers: parsed.matchUsers,
    },
  };
}

/** What an import of the uploaded file would do; nothing is written. */
export async function previewImportAction(request: ImportRequest): Promise<Answer<WebReport>> {
  try {
    const { principal, upload, request: dryRun } = await prepare(request);
    const report = await dryRunImport(getDb(), dryRun);
    await markUploadChecked(getDb(), principal.userId, upload.token, report.rows);
    return { ok: true, value: webReport(report) };
  } catch (error) {
    return await failure(error);
  }
}

/** Starts the import in the background (the upload goes once it is done); the page follows it with importStatusAction. */
export async function startImportAction(request: ImportRequest): Promise<Answer<JobView>> {
  try {
    const { request: start } = await prepare(request);
    return { ok: true, value: jobView(await startImportJob(getDb(), start)) };
  } catch (error) {
    return await failure(error);
  }
}

export async function importStatusAction(jobId: string): Promise<Answer<JobView>> {
  const principal = await requirePrincipal();
  const job = await importJobFor(getDb(), principal.userId, String(jobId));
  return job ? { ok: true, value: jobView(job) } : { ok: false, message: (await getTranslations("Import.errors"))("jobGone") };
}

function jobView(job: ImportJob): JobView {
  // a queued job (its instance stopped, another takes it over) is still running as far as the page goes
  const status = job.status === "queued" ? "running" : job.status;
  return { id: job.id, status, progress: job.progress, report: job.report ? webReport(job.report) : null, error: job.error };
}

// ---- pickers: the value is the entry's id, so custom entries without codes can be chosen too

export async function searchAirportsAction(query: string): Promise<ComboOption[]> {
  const principal = await requirePrincipal();
  const t = await getTranslations("Import.search");
  const rows = await searchAirports(getDb(), String(query).slice(0, 64), principal.userId, 10);
  return rows.map((a) => ({ value: String(a.id), label: pickerLabel(a), description: [a.icao, a.municipality, a.country, a.custom ? t("custom") : null].filter(Boolean).join(" · ") }));
}

export async function searchAirlinesAction(query: string): Promise<ComboOption[]> {
  const principal = await requirePrincipal();
  const t = await getTranslations("Import.search");
  const rows = await searchAirlines(getDb(), String(query).slice(0, 64), principal.userId, 10);
  return rows.map((a) => ({ value: String(a.id), label: `${a.icao ?? a.iata ?? "—"} · ${a.name}`, description: [a.iata, a.country, a.active ? null : t("defunct"), a.custom ? t("custom") : null].filter(Boolean).join(" · ") }));
}

export async function searchAircraftAction(query: string): Promise<ComboOption[]> {
  const principal = await requirePrincipal();
  const t = await getTranslations("Import.search");
  const rows = await searchAircraft(getDb(), String(query).slice(0, 64), principal.userId, 10);
  return rows.map((a) => ({ value: String(a.id), label: `${a.icao} · ${a.name}`, description: a.custom ? t("custom") : undefined }));
}

// ---- custom entries: the signed-in user's own (lib/reference/visibility.ts)

// a refusal's words come from the kind and field (refusals.ts), in the page's language
const nullableCode = () => storableText().trim().max(8).transform((v) => v || null);
// a coordinate as the person typed it, in the page's language ("48,3538" in German); not a number is a type issue
const coordinate = (locale: Locale, [min, max]: readonly [number, number]) =>
  z.string().transform((text) => parseTypedDecimal(text, locale)).pipe(z.number().min(min).max(max));
const airportSchema = (locale: Locale) =>
  z.object({
    name: storableText().trim().min(1).max(200),
    icao: nullableCode(),
    iata: nullableCode(),
    municipality: storableText().trim().max(200).transform((v) => v || null),
    lat: coordinate(locale, COORDINATE_RANGES.lat),
    lon: coordinate(locale, COORDINATE_RANGES.lon),
    tz: storableText().trim().min(1),
    country: storableText().trim().min(1),
    continent: storableText().trim().min(1),
  });
const airlineSchema = z.object({ name: storableText().trim().min(1).max(200), icao: nullableCode(), iata: nullableCode() });
const aircraftSchema = z.object({ name: storableText().trim().min(1).max(200), icao: storableText().trim().min(1).max(8) });

export async function createCustomAirportAction(input: Record<string, string>): Promise<Answer<ComboOption>> {
  const principal = await requirePrincipal();
  const parsed = airportSchema(await getLocale()).safeParse(input);
  if (!parsed.success) return { ok: false, message: await customEntryRefusal(parsed.error) };
  try {
    const row = await findOrCreateCustomAirport(getDb(), principal.userId, { ...parsed.data, type: "small_airport" });
    return { ok: true, value: { value: String(row.id), label: pickerLabel(row) } };
  } catch (error) {
    return await failure(error);
  }
}

export async function createCustomAirlineAction(input: Record<string, string>): Promise<Answer<ComboOption>> {
  const principal = await requirePrincipal();
  const parsed = airlineSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: await customEntryRefusal(parsed.error) };
  try {
    const row = await findOrCreateCustomAirline(getDb(), principal.userId, { ...parsed.data, callsign: null, country: null });
    return { ok: true, value: { value: String(row.id), label: `${row.icao ?? row.iata ?? "—"} · ${row.name}` } };
  } catch (error) {
    return await failure(error);
  }
}

export async function createCustomAircraftAction(input: Record<string, string>): Promise<Answer<ComboOption>> {
  const principal = await requirePrincipal();
  const parsed = aircraftSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: await customEntryRefusal(parsed.error, { icao: "typeDesignator" }) };
  try {
    const row = await findOrCreateCustomAircraft(getDb(), principal.userId, { ...parsed.data, manufacturer: null });
    return { ok: true, value: { value: String(row.id), label: `${row.icao} · ${row.name}` } };
  } catch (error) {
    return await failure(error);
  }
}
