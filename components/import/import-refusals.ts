import "server-only";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { AppError, BusyError, errorMessage, ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { FILE_REFUSED } from "@/lib/import/read/json-stream";
import { BUSY_USER_MESSAGE } from "@/lib/import/web/import-slots";

/**
 * The import actions' refusals in the page's language. lib's messages stay English (the API and the CLI send them):
 * each is mapped here by its class; only a file's own diagnosis (a missing column, a line too long) is passed on as it is.
 */
export async function importRefusal(error: unknown): Promise<string> {
  const t = await getTranslations("Import.errors");
  if (error instanceof NotFoundError) return t("uploadGone");
  if (error instanceof BusyError) return t(error.message === BUSY_USER_MESSAGE ? "busyYours" : "busyServer");
  // the page says "the file cannot be imported" in its own words, once
  if (error instanceof InputError) return t("fileRefused", { detail: error.message.replace(FILE_REFUSED, "").trim() });
  if (error instanceof ForbiddenError) return (await getTranslations("Ui.errors"))("forbidden");
  if (!(error instanceof AppError)) console.error("[import] action failed:", errorMessage(error));
  return (await getTranslations("Ui.errors"))("unexpected");
}

/** The fields of the custom entry forms, each with its label (Import.customEntry.fields). */
export const ENTRY_FIELD_LABELS = {
  name: "fields.name",
  icao: "fields.icao",
  iata: "fields.iata",
  municipality: "fields.town",
  lat: "fields.latitude",
  lon: "fields.longitude",
  tz: "fields.timeZone",
  country: "fields.country",
  continent: "fields.continent",
  typeDesignator: "fields.typeDesignator",
} as const;
export type EntryField = keyof typeof ENTRY_FIELD_LABELS;

/** The ranges of the coordinates: the schema checks them and the refusal names them. */
export const COORDINATE_RANGES = { lat: [-90, 90], lon: [-180, 180] } as const satisfies Partial<Record<EntryField, readonly [number, number]>>;

const PROBLEMS = { required: "problems.required", tooLong: "problems.tooLong", unstorable: "problems.unstorable", range: "problems.range", notANumber: "problems.notANumber", invalid: "problems.invalid" } as const;

function problemOf(issue: z.core.$ZodIssue): keyof typeof PROBLEMS {
  if (issue.code === "custom") return "unstorable";
  if (issue.code === "invalid_type") return "notANumber";
  if (issue.code === "too_small" || issue.code === "too_big") return issue.origin === "number" ? "range" : issue.code === "too_small" ? "required" : "tooLong";
  return "invalid";
}

/** A custom entry form's first problem, naming its field as the form labels it; `fields` maps the schema's keys to the form's fields. */
export async function customEntryRefusal(error: z.ZodError, fields: Partial<Record<string, EntryField>> = {}): Promise<string> {
  const t = await getTranslations("Import.customEntry");
  const issue = error.issues[0];
  const key = String(issue?.path[0] ?? "");
  const field = fields[key] ?? (key in ENTRY_FIELD_LABELS ? (key as EntryField) : null);
  if (!issue || !field) return t("problems.unknown");
  const [min, max] = field === "lat" || field === "lon" ? COORDINATE_RANGES[field] : [0, 0];
  return t(PROBLEMS[problemOf(issue)], { field: t(ENTRY_FIELD_LABELS[field]), min, max });
}
