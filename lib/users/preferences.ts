import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { InputError, NotFoundError } from "@/lib/errors";
import { findAirportByCode } from "@/lib/reference/find-airport";
import { CLOCKS, DATE_FORMATS, DEFAULT_DISPLAY, THEMES, UNITS, type DisplayPreferences, type Theme } from "./display-preferences";
import { displayNameSchema, parseField } from "./user-fields";
import { connectionWindowSchema, knownConnectionWindow } from "@/lib/journeys/connection-window";
import { pickerLabel } from "@/lib/reference/short-code";
import { LANGUAGE_CHOICES, type LanguageChoice } from "@/lib/i18n/locales";

export const UNKNOWN_HOME_AIRPORT_MESSAGE = "Unknown home airport";

export const unitSchema = z.enum(UNITS, { message: "Unit must be km, mi or nmi" });
export const themeSchema = z.enum(THEMES, { message: "Theme must be system, light or dark" });
export const dateFormatSchema = z.enum(DATE_FORMATS, { message: "Date format must be iso, dmy or mdy" });
export const clockSchema = z.enum(CLOCKS, { message: "Clock must be 24h or 12h" });
export const languageSchema = z.enum(LANGUAGE_CHOICES, { message: "Language must be empty (follow the browser), en, de, fr or es" });

export interface Profile extends DisplayPreferences {
  id: string;
  username: string;
  displayName: string;
  theme: Theme;
  /** the pages' language; "" follows the browser (lib/i18n/locales.ts) */
  language: LanguageChoice;
  hasPassword: boolean;
  /** hours between flights that still make one journey (lib/journeys/) */
  connectionWindowHours: number;
  /** the home airport as the Settings picker shows it; null when none is set (or it is gone) */
  homeAirport: { id: number; value: string; label: string } | null;
}

/** A stored value the schema knows, else the default (a row written by an older or newer version). */
function known<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, displayName: true, unit: true, theme: true, dateFormat: true, clock: true, language: true, passwordHash: true, connectionWindowHours: true, homeAirportId: true },
  });
  if (!user) throw new NotFoundError("User not found");
  const home = user.homeAirportId === null ? null : await db.airport.findUnique({ where: { id: user.homeAirportId } });
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    unit: known(UNITS, user.unit, DEFAULT_DISPLAY.unit),
    theme: known(THEMES, user.theme, "system"),
    dateFormat: known(DATE_FORMATS, user.dateFormat, DEFAULT_DISPLAY.dateFormat),
    clock: known(CLOCKS, user.clock, DEFAULT_DISPLAY.clock),
    language: known(LANGUAGE_CHOICES, user.language, ""),
    hasPassword: user.passwordHash !== null,
    connectionWindowHours: knownConnectionWindow(user.connectionWindowHours),
    homeAirport: home && {
      id: home.id,
      // what the airport picker sends back (searchAirportsAction's value)
      value: home.custom ? home.ident : (home.icao ?? home.iata ?? home.ident),
      label: pickerLabel(home),
    },
  };
}

export interface PreferencesInput {
  displayName: string;
  unit: string;
  dateFormat: string;
  clock: string;
  /** "" (follow the browser) or a locale; kept as stored when absent (a page opened before the field existed) */
  language?: string;
  /** kept as stored when absent */
  connectionWindowHours?: string | number;
  /** an airport code or ident the user may use; '' clears it; undefined leaves it as it is */
  homeAirport?: string;
}

/** The home airport's id for a code the user typed or picked: '' is none; an airport they may not use is an input error. */
async function homeAirportIdOf(db: Db, userId: string, code: string): Promise<number | null> {
  if (code.trim() === "") return null;
  const airport = await findAirportByCode(db, code, userId);
  if (!airport) throw new InputError(UNKNOWN_HOME_AIRPORT_MESSAGE, "homeAirport");
  return airport.id;
}

/** Updates the signed-in user's display name and display preferences (each field checked; nothing saved on error). */
export async function updatePreferences(db: Db, userId: string, input: PreferencesInput): Promise<void> {
  const displayName = parseField(displayNameSchema.min(1, "Display name is required"), input.displayName);
  const unit = parseField(unitSchema, input.unit);
  const dateFormat = parseField(dateFormatSchema, input.dateFormat);
  const clock = parseField(clockSchema, input.clock);
  const language = input.language === undefined ? undefined : parseField(languageSchema, input.language);
  const connectionWindowHours = input.connectionWindowHours === undefined ? undefined : parseField(connectionWindowSchema, input.connectionWindowHours);
  const homeAirportId = input.homeAirport === undefined ? undefined : await homeAirportIdOf(db, userId, input.homeAirport);
  await db.user.update({
    where: { id: userId },
    data: { displayName, unit, dateFormat, clock, language, homeAirportId, ...(connectionWindowHours === undefined ? {} : { connectionWindowHours }) },
  });
}

/** The signed-in user's colour theme (the account menu's switch). */
export async function updateTheme(db: Db, userId: string, theme: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { theme: parseField(themeSchema, theme) } });
}
