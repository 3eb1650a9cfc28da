import "server-only";
import { getLocale } from "next-intl/server";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { formatsFor, type Formats } from "./formats";

/** The formats of this request's page (server components): its language and the account's choices. */
export async function getFormats(preferences: DisplayPreferences): Promise<Formats> {
  return formatsFor(await getLocale(), preferences);
}
