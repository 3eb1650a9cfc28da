import { seesEveryone, type Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Prisma } from "@/lib/db/prisma";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";

/**
 * Settings → Custom data: every user's custom airports, airlines and aircraft types, for admins and owners, a page
 * at a time, who may delete one that no flight uses. A used one stays: deleting it would lose the flights' airports (or blank
 * their airline or aircraft), so the answer names the count instead.
 */

export const CUSTOM_KINDS = ["airport", "airline", "aircraft"] as const;
export type CustomKind = (typeof CUSTOM_KINDS)[number];

export interface CustomEntry {
  kind: CustomKind;
  id: number;
  /** "ICAO / IATA" as far as known; null without codes */
  codes: string | null;
  name: string;
  owner: { id: string; username: string } | null;
  /** flights that use it */
  flights: number;
}

const OWNER = { select: { id: true, username: true } } as const;

/** Entries a page of the list shows, at most. */
export const CUSTOM_ENTRIES_PAGE_SIZE = 100;

export type CustomEntryCounts = Record<CustomKind, number> & { total: number };

/** How many custom entries there are of each kind, everyone's. */
export async function countCustomEntries(db: Db, actor: Principal): Promise<CustomEntryCounts> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  const where = { custom: true };
  const [airport, airline, aircraft] = await Promise.all([db.airport.count({ where }), db.airline.count({ where }), db.aircraft.count({ where })]);
  return { airport, airline, aircraft, total: airport + airline + aircraft };
}

/**
 * One page (from 1; none past the last) of every user's custom entries: airports, then airlines, then aircraft
 * types, each kind by id. At most CUSTOM_ENTRIES_PAGE_SIZE entries, however many there are. Pass `counts` when
 * already read.
 */
export async function listCustomEntries(db: Db, actor: Principal, page = 1, counts?: CustomEntryCounts): Promise<CustomEntry[]> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  if (!Number.isSafeInteger(page) || page < 1) throw new InputError("page: must be a whole number from 1", "page");
  const { airport, airline } = counts ?? (await countCustomEntries(db, actor));
  const start = (page - 1) * CUSTOM_ENTRIES_PAGE_SIZE;
  const end = start + CUSTOM_ENTRIES_PAGE_SIZE;
  // each kind's share of [start, end) in the order airports, airlines, aircraft types
  const slice = (before: number, count: number | null) => {
    const skip = Math.max(0, start - before);
    const take = Math.min(count ?? Infinity, end - before) - skip;
    return take > 0 ? { skip, take, orderBy: { id: "asc" as const }, where: { custom: true } } : null;
  };
  const airports = slice(0, airport);
  const airlines = slice(airport, airline);
  const aircraft = slice(airport + airline, null);
  const [airportRows, airlineRows, aircraftRows] = await Promise.all([
    airports
      ? db.airport.findMany({ ...airports, select: { id: true, icao: true, iata: true, name: true, owner: OWNER, _count: { select: { departures: true, arrivals: true } } } })
      : [],
    airlines ? db.airline.findMany({ ...airlines, select: { id: true, icao: true, iata: true, name: true, owner: OWNER, _count: { select: { flights: true } } } }) : [],
    aircraft ? db.aircraft.findMany({ ...aircraft, select: { id: true, icao: true, name: true, owner: OWNER, _count: { select: { flights: true } } } }) : [],
  ]);
  return [
    ...airportRows.map((a) => entry("airport", a, codesOf(a.icao, a.iata), a._count.departures + a._count.arrivals)),
    ...airlineRows.map((a) => entry("airline", a, codesOf(a.icao, a.iata), a._count.flights)),
    ...aircraftRows.map((a) => entry("aircraft", a, a.icao, a._count.flights)),
  ];
}

function entry(kind: CustomKind, row: { id: number; name: string; owner: CustomEntry["owner"] }, codes: string | null, flights: number): CustomEntry {
  return { kind, id: row.id, codes, name: row.name, owner: row.owner, flights };
}

function codesOf(icao: string | null, iata: string | null): string | null {
  return [icao, iata].filter(Boolean).join(" / ") || null;
}

/** Deletes one custom entry; InputError when flights use it, NotFoundError when there is no such custom entry. */
export async function deleteCustomEntry(db: Db, actor: Principal, kind: CustomKind, id: number): Promise<void> {
  if (!seesEveryone(actor)) throw new ForbiddenError();
  if (!(CUSTOM_KINDS as readonly string[]).includes(kind)) throw new InputError("Unknown kind of custom entry");
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw new NotFoundError("Custom entry not found");
  // Under the flight writers' lock: no save can start using it between the count and the delete.
  await writeTransaction(db, async (tx) => {
    const used = await flightsUsing(tx, kind, id);
    if (used === null) throw new NotFoundError("Custom entry not found");
    if (used > 0) throw new InputError(`Used by ${used} ${used === 1 ? "flight" : "flights"}: change or delete ${used === 1 ? "it" : "them"} first`);
    if (kind === "airport") await tx.airport.delete({ where: { id } });
    else if (kind === "airline") await tx.airline.delete({ where: { id } });
    else await tx.aircraft.delete({ where: { id } });
  });
}

/** Flights using the custom entry, or null when there is no custom entry of that kind and id (bundled rows included). */
async function flightsUsing(tx: Prisma.TransactionClient, kind: CustomKind, id: number): Promise<number | null> {
  const where = { id, custom: true };
  if (kind === "airport") {
    const row = await tx.airport.findFirst({ where, select: { _count: { select: { departures: true, arrivals: true } } } });
    return row ? row._count.departures + row._count.arrivals : null;
  }
  const row = kind === "airline"
    ? await tx.airline.findFirst({ where, select: { _count: { select: { flights: true } } } })
    : await tx.aircraft.findFirst({ where, select: { _count: { select: { flights: true } } } });
  return row ? row._count.flights : null;
}
