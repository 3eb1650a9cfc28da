import type { Airport, Prisma } from "@/lib/db/generated/sqlite/client";
import { airportTypeRank } from "./codes";

/** The database or a transaction: anything that can read airports. */
export type AirportReader = Pick<Prisma.TransactionClient, "airport">;

/**
 * An airport by ICAO code (four letters) or IATA code (three letters), any letter case; failing those, by
 * ident ("5A8", "DE-0876"). When several airports share a code (closed airports keep theirs), a custom
 * airport wins (the user made it for this code), then the larger, then the older row.
 */
export async function findAirportByCode(db: AirportReader, code: string): Promise<Airport | null> {
  const value = code.trim().toUpperCase();
  if (!value || value.length > 32) return null;
  let rows: Airport[] = [];
  if (/^[A-Z]{4}$/.test(value)) rows = await db.airport.findMany({ where: { icao: value }, take: 20 });
  else if (/^[A-Z]{3}$/.test(value)) rows = await db.airport.findMany({ where: { iata: value }, take: 20 });
  if (rows.length === 0) {
    // Idents are stored as written: upper case for reference rows, "custom:<n>" for custom ones.
    const byIdent = await db.airport.findUnique({ where: { ident: value } });
    return byIdent ?? (await db.airport.findUnique({ where: { ident: code.trim() } }));
  }
  return rows.sort(compareAirports)[0] ?? null;
}

export function compareAirports(a: Airport, b: Airport): number {
  return Number(b.custom) - Number(a.custom) || airportTypeRank(a.type) - airportTypeRank(b.type) || a.id - b.id;
}
