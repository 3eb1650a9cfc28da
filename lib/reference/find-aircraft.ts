import type { Aircraft, Prisma } from "@/lib/db/generated/sqlite/client";
import { aircraftIcao } from "./codes";

export type AircraftReader = Pick<Prisma.TransactionClient, "aircraft">;

/** An aircraft type by ICAO type designator ("A20N", "b738"); designators are unique. */
export async function findAircraftByCode(db: AircraftReader, icao: string): Promise<Aircraft | null> {
  const value = aircraftIcao(icao);
  return value ? db.aircraft.findUnique({ where: { icao: value } }) : null;
}
