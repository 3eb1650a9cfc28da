import "server-only";
import type { Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import type { FlightInput } from "./flight-input";
import { airportZonesOf, type FormZones } from "./form-airport-zones";
import { saveFlightOnce, type IdempotentSave } from "./idempotent-save";

/** What saving the add form's post needs from the log: the zones of its airports, and the save itself (once per key). */
export interface FlightFormSaver {
  zonesOf(form: FormData): Promise<FormZones>;
  saveOnce(input: FlightInput): Promise<IdempotentSave>;
}

/** The caller's saver: their own airports' zones, their save under their key (null: no key). */
export function flightFormSaver(db: Db, principal: Principal, key: string | null): FlightFormSaver {
  return {
    zonesOf: (form) => airportZonesOf(db, principal.userId, form),
    saveOnce: (input) => saveFlightOnce(db, principal, input, key),
  };
}
