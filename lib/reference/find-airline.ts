import type { Airline, Prisma } from "@/lib/db/generated/sqlite/client";

export type AirlineReader = Pick<Prisma.TransactionClient, "airline">;

/**
 * An airline by ICAO designator (three letters) or IATA designator (two letters or digits, e.g. "U2"), any
 * letter case. IATA designators are reused once an airline stops flying, so several rows may match: a custom
 * airline wins, then an active one, then the older row.
 */
export async function findAirlineByCode(db: AirlineReader, code: string): Promise<Airline | null> {
  const value = code.trim().toUpperCase();
  let where: Prisma.AirlineWhereInput;
  if (/^[A-Z]{3}$/.test(value)) where = { icao: value };
  else if (/^[A-Z0-9]{2}$/.test(value)) where = { iata: value };
  else return null;
  return db.airline.findFirst({ where, orderBy: [{ custom: "desc" }, { active: "desc" }, { id: "asc" }] });
}
