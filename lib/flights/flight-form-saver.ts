import "server-only";
import type { Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import type { FlightInput } from "./flight-input";
import { airportZonesOf, type FormZones } from "./form-airport-zones";
import { saveFlightOnce, type IdempotentSave } from "./idempotent-save";

/** What saving the add form's post needs from the log: the zones of its airports, and the save itself (once per key). */
export interface FlightFormSaver {
  zonesOf(form: FormData): Promise<FormZones>;
  saveOnce(input: FlightInput): Promise<IdempotentSave>;
}

/** A refusal of a new flight, checked in its save's transaction (a boarding pass's leg the user already has). */
export type FlightCheck = (tx: Prisma.TransactionClient, input: FlightInput) => Promise<void>;

/** The caller's saver: their own airports' zones, their save under their key (null: no key), after `check` if any. */
export function flightFormSaver(db: Db, principal: Principal, key: string | null, check?: FlightCheck): FlightFormSaver {
  return {
    zonesOf: (form) => airportZonesOf(db, principal.userId, form),
    saveOnce: (input) => saveFlightOnce(db, principal, input, key, new Date(), check && ((tx) => check(tx, input))),
  };
}
