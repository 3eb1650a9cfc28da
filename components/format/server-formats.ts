import "server-only";
import { getLocale } from "next-intl/server";
import { countryName } from "@/components/map/countries";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { formatsFor, type Formats } from "./formats";

/** The server's formats also name countries: their English names are a list the browser's bundles never carry. */
export interface ServerFormats extends Formats {
  country(alpha2: string): string;
}

export function withCountryNames(formats: Formats): ServerFormats {
  return { ...formats, country: (alpha2) => countryName(alpha2, formats.locale) };
}

/** The formats of this request's page (server components): its language and the account's choices. */
export async function getFormats(preferences: DisplayPreferences): Promise<ServerFormats> {
  return withCountryNames(formatsFor(await getLocale(), preferences));
}
