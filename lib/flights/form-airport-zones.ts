import "server-only";
import type { Db } from "@/lib/db/client";
import { findAirportByCode } from "@/lib/reference/find-airport";
import { isStorableText } from "@/lib/storable-text";
import type { Viewer } from "@/lib/reference/visibility";

/** The time zones of the form's airports, when they are known (an arrival date is inferred from them). */
export interface FormZones {
  from: string | null;
  to: string | null;
}

/** The zones of the airports the form names (null for an empty, unknown or unstorable code: saving reports it). */
export async function airportZonesOf(db: Db, viewer: Viewer, form: FormData): Promise<FormZones> {
  const zoneOf = async (name: string) => {
    const code = form.get(name);
    return typeof code === "string" && code.trim() && isStorableText(code) ? ((await findAirportByCode(db, code, viewer))?.tz ?? null) : null;
  };
  return { from: await zoneOf("from"), to: await zoneOf("to") };
}
