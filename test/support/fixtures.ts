import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type { Principal, Role } from "@/lib/auth/principal";

/**
 * A handful of real reference rows for unit tests, so no test depends on the full reference load.
 * Keys are the IATA code, or the ICAO code for an airport without IATA code.
 */
export const AIRPORT_FIXTURES = {
  ZRH: { ident: "LSZH", icao: "LSZH", iata: "ZRH", name: "Zürich Airport", municipality: "Zurich", lat: 47.458056, lon: 8.548056, type: "large_airport", continent: "EU", country: "CH", tz: "Europe/Zurich" },
  LHR: { ident: "EGLL", icao: "EGLL", iata: "LHR", name: "London Heathrow Airport", municipality: "London", lat: 51.4706, lon: -0.461941, type: "large_airport", continent: "EU", country: "GB", tz: "Europe/London" },
  CDG: { ident: "LFPG", icao: "LFPG", iata: "CDG", name: "Charles de Gaulle International Airport", municipality: "Paris", lat: 49.012798, lon: 2.55, type: "large_airport", continent: "EU", country: "FR", tz: "Europe/Paris" },
  JFK: { ident: "KJFK", icao: "KJFK", iata: "JFK", name: "John F Kennedy International Airport", municipality: "New York", lat: 40.639447, lon: -73.779317, type: "large_airport", continent: "NA", country: "US", tz: "America/New_York" },
  LAX: { ident: "KLAX", icao: "KLAX", iata: "LAX", name: "Los Angeles International Airport", municipality: "Los Angeles", lat: 33.942501, lon: -118.407997, type: "large_airport", continent: "NA", country: "US", tz: "America/Los_Angeles" },
  SIN: { ident: "WSSS", icao: "WSSS", iata: "SIN", name: "Singapore Changi Airport", municipality: "Singapore", lat: 1.35019, lon: 103.994003, type: "large_airport", continent: "AS", country: "SG", tz: "Asia/Singapore" },
  NRT: { ident: "RJAA", icao: "RJAA", iata: "NRT", name: "Narita International Airport", municipality: "Narita", lat: 35.764702, lon: 140.386002, type: "large_airport", continent: "AS", country: "JP", tz: "Asia/Tokyo" },
  KTM: { ident: "VNKT", icao: "VNKT", iata: "KTM", name: "Tribhuvan International Airport", municipality: "Kathmandu", lat: 27.6966, lon: 85.3591, type: "large_airport", continent: "AS", country: "NP", tz: "Asia/Kathmandu" },
  // southern hemisphere with daylight saving time
  SYD: { ident: "YSSY", icao: "YSSY", iata: "SYD", name: "Sydney Kingsford Smith International Airport", municipality: "Sydney", lat: -33.946098, lon: 151.177002, type: "large_airport", continent: "OC", country: "AU", tz: "Australia/Sydney" },
  AKL: { ident: "NZAA", icao: "NZAA", iata: "AKL", name: "Auckland International Airport", municipality: "Auckland", lat: -37.008099, lon: 174.792007, type: "large_airport", continent: "OC", country: "NZ", tz: "Pacific/Auckland" },
  GRU: { ident: "SBGR", icao: "SBGR", iata: "GRU", name: "Guarulhos - Governador André Franco Montoro International Airport", municipality: "São Paulo", lat: -23.431944, lon: -46.467778, type: "large_airport", continent: "SA", country: "BR", tz: "America/Sao_Paulo" },
  CHT: { ident: "NZCI", icao: "NZCI", iata: "CHT", name: "Chatham Islands / Tuuta Airport", municipality: "Waitangi", lat: -43.810001, lon: -176.457001, type: "medium_airport", continent: "OC", country: "NZ", tz: "Pacific/Chatham" },
  // only an ICAO code
  EDKB: { ident: "EDKB", icao: "EDKB", iata: null, name: "Bonn-Hangelar Airport", municipality: "Sankt Augustin", lat: 50.768902, lon: 7.16333, type: "small_airport", continent: "EU", country: "DE", tz: "Europe/Berlin" },
  // only an IATA code
  JRA: { ident: "US-JRA", icao: null, iata: "JRA", name: "West 30th Street Heliport", municipality: "New York", lat: 40.7545, lon: -74.0071, type: "heliport", continent: "NA", country: "US", tz: "America/New_York" },
} as const;

/** Keys are the ICAO code. */
export const AIRLINE_FIXTURES = {
  SWR: { icao: "SWR", iata: "LX", name: "Swiss International Air Lines", callsign: "SWISS", country: "CH" },
  BAW: { icao: "BAW", iata: "BA", name: "British Airways", callsign: "SPEEDBIRD", country: "GB" },
  DLH: { icao: "DLH", iata: "LH", name: "Lufthansa", callsign: "LUFTHANSA", country: "DE" },
  UAL: { icao: "UAL", iata: "UA", name: "United Airlines", callsign: "UNITED", country: "US" },
  QFA: { icao: "QFA", iata: "QF", name: "Qantas", callsign: "QANTAS", country: "AU" },
} as const;

/** Keys are the ICAO type designator. */
export const AIRCRAFT_FIXTURES = {
  A320: { icao: "A320", name: "Airbus A320", manufacturer: "Airbus" },
  A20N: { icao: "A20N", name: "Airbus A320neo", manufacturer: "Airbus" },
  B738: { icao: "B738", name: "Boeing 737-800", manufacturer: "Boeing" },
  B77W: { icao: "B77W", name: "Boeing 777-300ER", manufacturer: "Boeing" },
  B789: { icao: "B789", name: "Boeing 787-9 Dreamliner", manufacturer: "Boeing" },
  A388: { icao: "A388", name: "Airbus A380-800", manufacturer: "Airbus" },
} as const;

export type AirportFixtureCode = keyof typeof AIRPORT_FIXTURES;
export type AirlineFixtureCode = keyof typeof AIRLINE_FIXTURES;
export type AircraftFixtureCode = keyof typeof AIRCRAFT_FIXTURES;

export interface ReferenceFixtureIds {
  airports: Record<AirportFixtureCode, number>;
  airlines: Record<AirlineFixtureCode, number>;
  aircraft: Record<AircraftFixtureCode, number>;
}

/** Inserts the fixture airports, airlines and aircraft (in the order listed above) and returns their ids by key. */
export async function seedReferenceFixtures(db: Db): Promise<ReferenceFixtureIds> {
  const airports = {} as Record<AirportFixtureCode, number>;
  for (const [code, data] of entries(AIRPORT_FIXTURES)) {
    airports[code] = (await db.airport.create({ data, select: { id: true } })).id;
  }
  const airlines = {} as Record<AirlineFixtureCode, number>;
  for (const [code, data] of entries(AIRLINE_FIXTURES)) {
    airlines[code] = (await db.airline.create({ data, select: { id: true } })).id;
  }
  const aircraft = {} as Record<AircraftFixtureCode, number>;
  for (const [code, data] of entries(AIRCRAFT_FIXTURES)) {
    aircraft[code] = (await db.aircraft.create({ data, select: { id: true } })).id;
  }
  return { airports, airlines, aircraft };
}

export interface TestUser {
  id: string;
  username: string;
  role: Role;
  /** the principal acting as this user */
  principal: Principal;
}

let userCounter = 0;

/** Creates a user (no password) with the given role; the username defaults to a unique one. */
export async function createUser(db: Db, options: { username?: string; role?: Role } = {}): Promise<TestUser> {
  const role = options.role ?? "user";
  const username = options.username ?? `user${++userCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const user = await db.user.create({
    data: { username, usernameKey: username.toLowerCase(), displayName: username, role },
    select: { id: true },
  });
  return { id: user.id, username, role, principal: { userId: user.id, role } };
}

/**
 * A user inserted with only the columns the first migration has, for tests that run on a database from before a later
 * migration (the Prisma client would write every column the current schema knows).
 */
export async function createUserRow(db: Db, options: { role?: Role } = {}): Promise<TestUser> {
  const role = options.role ?? "user";
  const username = `user${++userCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const id = `test_${randomUUID().replaceAll("-", "")}`;
  await db.$executeRaw`INSERT INTO "User" ("id", "username", "usernameKey", "displayName", "role", "updatedAt")
    VALUES (${id}, ${username}, ${username.toLowerCase()}, ${username}, ${role}, ${new Date()})`;
  return { id, username, role, principal: { userId: id, role } };
}

function entries<K extends string, V>(record: Record<K, V>): [K, V][] {
  return Object.entries(record) as [K, V][];
}
