import type { Airport, Prisma } from "@/lib/db/prisma";
import { airportTypeRank } from "./codes";
import { visibleReferenceWhere, type Viewer } from "./visibility";

/** The database or a transaction: anything that can read airports. */
export type AirportReader = Pick<Prisma.TransactionClient, "airport">;

/**
 * An airport by ICAO code (four letters) or IATA code (three letters), any letter case; failing those, by
 * ident ("5A8", "DE-0876", "custom:7"). Only airports `viewer` may use (lib/reference/visibility.ts). When several
 * share a code (closed airports keep theirs): a bundled airport before a custom one, then the larger, then the older.
 */
export async function findAirportByCode(db: AirportReader, code: string, viewer: Viewer): Promise<Airport | null> {
  const value = code.trim().toUpperCase();
  if (!value || value.length > 32) return null;
  const visible = visibleReferenceWhere(viewer);
  let rows: Airport[] = [];
  if (/^[A-Z]{4}$/.test(value)) rows = await db.airport.findMany({ where: { icao: value, ...visible }, take: 20 });
  else if (/^[A-Z]{3}$/.test(value)) rows = await db.airport.findMany({ where: { iata: value, ...visible }, take: 20 });
  if (rows.length === 0) {
    // Idents are stored as written: upper case for reference rows, "custom:<n>" for custom ones.
    const byIdent = await db.airport.findFirst({ where: { ident: value, ...visible } });
    return byIdent ?? (await db.airport.findFirst({ where: { ident: code.trim(), ...visible } }));
  }
  return rows.sort(compareAirports)[0] ?? null;
}

export function compareAirports(a: Airport, b: Airport): number {
  return Number(a.custom) - Number(b.custom) || airportTypeRank(a.type) - airportTypeRank(b.type) || a.id - b.id;
}
