import type { Airline, Prisma } from "@/lib/db/prisma";
import { visibleReferenceWhere, type Viewer } from "./visibility";

export type AirlineReader = Pick<Prisma.TransactionClient, "airline">;

/**
 * An airline by ICAO designator (three letters) or IATA designator (two letters or digits, e.g. "U2"), any
 * letter case, among those `viewer` may use (lib/reference/visibility.ts). IATA designators are reused once an
 * airline stops flying, so several rows may match: a bundled airline before a custom one, then an active one,
 * then the older row.
 */
export async function findAirlineByCode(db: AirlineReader, code: string, viewer: Viewer): Promise<Airline | null> {
  const value = code.trim().toUpperCase();
  let where: Prisma.AirlineWhereInput;
  if (/^[A-Z]{3}$/.test(value)) where = { icao: value };
  else if (/^[A-Z0-9]{2}$/.test(value)) where = { iata: value };
  else return null;
  return db.airline.findFirst({ where: { ...where, ...visibleReferenceWhere(viewer) }, orderBy: [{ custom: "asc" }, { active: "desc" }, { id: "asc" }] });
}
