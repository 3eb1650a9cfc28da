import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import { InputError } from "@/lib/errors";
import { AIRPORT_TYPES, CONTINENTS, aircraftIcao, airlineIata, airlineIcao, airportIata, airportIcao, countryCode } from "@/lib/reference/codes";
import { findAircraftByCode } from "@/lib/reference/find-aircraft";
import { isValidTimeZone } from "@/lib/time/zoned";
import type { CustomAircraftData, CustomAirlineData, CustomAirportData } from "../import-row";
import { catchUpCustomAirportIdent, takeCustomAirportIdent } from "./custom-airport-ident";
import { checkCustomEntryRoom, createCustomEntry } from "./custom-entry-limit";
import type { AircraftRow, AirlineRow, AirportRow } from "./reference-lookup";
import { isUniqueViolation } from "@/lib/db/unique-violation";

/**
 * Custom airports, airlines and aircraft (custom = true): created when a user maps an unknown name to a new entry,
 * or when an export describes one. Each belongs to the user who made it, who alone sees it
 * (lib/reference/visibility.ts). The owner's identical custom entry is reused, so importing a file twice creates
 * nothing new; another user's never is. A user has at most so many of each kind (./custom-entry-limit.ts).
 */

/** Checks and normalizes a custom airport; InputError naming the field. */
export function checkCustomAirport(data: CustomAirportData): CustomAirportData {
  const name = data.name.trim();
  if (!name) throw new InputError("Custom airport: name is required");
  if (!Number.isFinite(data.lat) || data.lat < -90 || data.lat > 90) throw new InputError(`Custom airport ${name}: lat must be between -90 and 90`);
  if (!Number.isFinite(data.lon) || data.lon < -180 || data.lon > 180) throw new InputError(`Custom airport ${name}: lon must be between -180 and 180`);
  if (!isValidTimeZone(data.tz)) throw new InputError(`Custom airport ${name}: unknown time zone ${JSON.stringify(data.tz)}`);
  const continent = data.continent.trim().toUpperCase();
  if (!(CONTINENTS as readonly string[]).includes(continent)) throw new InputError(`Custom airport ${name}: continent must be one of ${CONTINENTS.join(", ")}`);
  const country = countryCode(data.country);
  if (!country) throw new InputError(`Custom airport ${name}: country must be an ISO 3166-1 alpha-2 code`);
  const type = (AIRPORT_TYPES as readonly string[]).includes(data.type) ? data.type : "small_airport";
  if (data.icao && !airportIcao(data.icao)) throw new InputError(`Custom airport ${name}: ICAO code must be four letters`);
  if (data.iata && !airportIata(data.iata)) throw new InputError(`Custom airport ${name}: IATA code must be three letters`);
  return {
    icao: airportIcao(data.icao),
    iata: airportIata(data.iata),
    name: name.slice(0, 200),
    municipality: data.municipality?.trim().slice(0, 200) || null,
    lat: data.lat,
    lon: data.lon,
    type,
    continent,
    country,
    tz: data.tz,
  };
}

export function checkCustomAirline(data: CustomAirlineData): CustomAirlineData {
  const name = data.name.trim();
  if (!name) throw new InputError("Custom airline: name is required");
  if (data.icao && !airlineIcao(data.icao)) throw new InputError(`Custom airline ${name}: ICAO code must be three letters`);
  if (data.iata && !airlineIata(data.iata)) throw new InputError(`Custom airline ${name}: IATA code must be two characters`);
  return {
    icao: airlineIcao(data.icao),
    iata: airlineIata(data.iata),
    name: name.slice(0, 200),
    callsign: data.callsign?.trim().slice(0, 100) || null,
    country: countryCode(data.country),
  };
}

export function checkCustomAircraft(data: CustomAircraftData): CustomAircraftData {
  const name = data.name.trim();
  const icao = aircraftIcao(data.icao);
  if (!name) throw new InputError("Custom aircraft: name is required");
  if (!icao) throw new InputError(`Custom aircraft ${name}: type designator must be 2–4 letters and digits, starting with a letter`);
  return { icao, name: name.slice(0, 200), manufacturer: data.manufacturer?.trim().slice(0, 200) || null };
}

type Reader = Pick<Prisma.TransactionClient, "airport" | "airline" | "aircraft">;

/** The owner's identical custom airport, or a new one of theirs (InputError when they have the most they may). */
export async function findOrCreateCustomAirport(db: Db, owner: string, input: CustomAirportData): Promise<AirportRow> {
  const data = checkCustomAirport(input);
  const existing = await findOwnAirport(db, owner, data);
  if (existing) return existing;
  for (let attempt = 0; ; attempt++) {
    try {
      return await createCustomEntry(db, owner, "airport", data.name, {
        find: (tx) => findOwnAirport(tx, owner, data),
        write: async (tx) => tx.airport.create({ data: { ...data, ident: await takeCustomAirportIdent(tx), custom: true, ownerId: owner } }),
      });
    } catch (error) {
      // an ident taken around the counter: move the counter past it and try again
      if (attempt < 2 && isUniqueViolation(error)) {
        await catchUpCustomAirportIdent(db);
        continue;
      }
      throw error;
    }
  }
}

function findOwnAirport(db: Reader, owner: string, data: CustomAirportData): Promise<AirportRow | null> {
  return db.airport.findFirst({
    where: { ownerId: owner, name: data.name, custom: true, icao: data.icao, iata: data.iata, lat: data.lat, lon: data.lon },
    orderBy: { id: "asc" },
  });
}

const AIRLINE_ROW = { id: true, icao: true, iata: true, name: true } as const;
const AIRCRAFT_ROW = { id: true, icao: true, name: true } as const;

/** The owner's identical custom airline, or a new one of theirs (InputError when they have the most they may). */
export async function findOrCreateCustomAirline(db: Db, owner: string, input: CustomAirlineData): Promise<AirlineRow> {
  const data = checkCustomAirline(input);
  const existing = await findOwnAirline(db, owner, data);
  if (existing) return existing;
  return createCustomEntry(db, owner, "airline", data.name, {
    find: (tx) => findOwnAirline(tx, owner, data),
    write: (tx) => tx.airline.create({ data: { ...data, active: true, custom: true, ownerId: owner }, select: AIRLINE_ROW }),
  });
}

function findOwnAirline(db: Reader, owner: string, data: CustomAirlineData): Promise<AirlineRow | null> {
  return db.airline.findFirst({ where: { ownerId: owner, name: data.name, custom: true, icao: data.icao, iata: data.iata }, select: AIRLINE_ROW, orderBy: { id: "asc" } });
}

/**
 * A type designator names one type: the bundled type when there is one (used as it is), else the owner's
 * custom type with that designator, else a new one of theirs (InputError when they have the most they may).
 */
export async function findOrCreateCustomAircraft(db: Db, owner: string, input: CustomAircraftData): Promise<AircraftRow> {
  const data = checkCustomAircraft(input);
  const existing = await findAircraftRow(db, data.icao, owner);
  if (existing) return existing;
  return createCustomEntry(db, owner, "aircraft", data.name, {
    find: (tx) => findAircraftRow(tx, data.icao, owner),
    write: (tx) => tx.aircraft.create({ data: { ...data, custom: true, ownerId: owner }, select: AIRCRAFT_ROW }),
  });
}

async function findAircraftRow(db: Reader, icao: string, owner: string): Promise<AircraftRow | null> {
  const found = await findAircraftByCode(db, icao, owner);
  return found ? { id: found.id, icao: found.icao, name: found.name } : null;
}

export interface CustomEntities {
  airport(data: CustomAirportData): Promise<AirportRow>;
  airline(data: CustomAirlineData): Promise<AirlineRow>;
  aircraft(data: CustomAircraftData): Promise<AircraftRow>;
  /** entries created (in a dry run: that would be) */
  readonly created: { airports: number; airlines: number; aircraft: number };
}

/**
 * Custom entries for one import by `owner`, who alone will see them. In a dry run nothing is written: an entry
 * that does not exist yet gets a stand-in row with a negative id, and is counted as one that would be created.
 */
export function customEntities(db: Db, owner: string, dryRun: boolean): CustomEntities {
  const created = { airports: 0, airlines: 0, aircraft: 0 };
  let standIn = 0;
  return {
    created,
    async airport(input) {
      const data = checkCustomAirport(input);
      const existing = await findOwnAirport(db, owner, data);
      if (existing) return existing;
      if (dryRun) await checkCustomEntryRoom(db, owner, "airport", data.name, created.airports);
      const row = dryRun
        ? { id: --standIn, icao: data.icao, iata: data.iata, name: data.name, lat: data.lat, lon: data.lon, tz: data.tz }
        : await findOrCreateCustomAirport(db, owner, data);
      created.airports += 1;
      return row;
    },
    async airline(input) {
      const data = checkCustomAirline(input);
      const existing = await findOwnAirline(db, owner, data);
      if (existing) return existing;
      if (dryRun) await checkCustomEntryRoom(db, owner, "airline", data.name, created.airlines);
      const row = dryRun ? { id: --standIn, icao: data.icao, iata: data.iata, name: data.name } : await findOrCreateCustomAirline(db, owner, data);
      created.airlines += 1;
      return row;
    },
    async aircraft(input) {
      const data = checkCustomAircraft(input);
      const existing = await findAircraftRow(db, data.icao, owner);
      if (existing) return existing;
      if (dryRun) await checkCustomEntryRoom(db, owner, "aircraft", data.name, created.aircraft);
      const row = dryRun ? { id: --standIn, icao: data.icao, name: data.name } : await findOrCreateCustomAircraft(db, owner, data);
      created.aircraft += 1;
      return row;
    },
  };
}
