import type { Aircraft, Prisma } from "@/lib/db/prisma";
import { aircraftIcao } from "./codes";
import { visibleReferenceWhere, type Viewer } from "./visibility";

export type AircraftReader = Pick<Prisma.TransactionClient, "aircraft">;

/**
 * An aircraft type by ICAO type designator ("A20N", "b738"), among those `viewer` may use: the bundled type
 * when there is one, else the viewer's own custom type (lib/reference/visibility.ts).
 */
export async function findAircraftByCode(db: AircraftReader, icao: string, viewer: Viewer): Promise<Aircraft | null> {
  const value = aircraftIcao(icao);
  if (!value) return null;
  return db.aircraft.findFirst({ where: { icao: value, ...visibleReferenceWhere(viewer) }, orderBy: [{ custom: "asc" }, { id: "asc" }] });
}
