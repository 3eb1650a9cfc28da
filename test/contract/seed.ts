import type { Role } from "@/lib/auth/principal";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/auth/api-keys/revoke-api-key";
import type { Db } from "@/lib/db/client";
import { parseFlightInput, type FlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import {
  AIRPORT_FIXTURES,
  createUser,
  seedReferenceFixtures,
  type AircraftFixtureCode,
  type AirlineFixtureCode,
  type AirportFixtureCode,
  type ReferenceFixtureIds,
} from "@/test/support/fixtures";
import { defaultDataDir, readDataVersion } from "@/lib/reference/data-files";
import { REFERENCE_VERSION_KEY } from "@/lib/reference/load-reference-data";
import { localDateOf } from "@/lib/time/zoned";

/**
 * The data every contract test reads: two regular travellers (alice, bob), an admin, an owner, an admin who is
 * demoted during the tests, a user without flights; keys for each plus a revoked and an expired one; flights with
 * times, date-only flights of every precision, a shared flight with a guest seat and future flights.
 * Each flight says by construction whether it is completed and its duration, so tests can compute the expected
 * statistics on their own (expected-stats.ts) instead of trusting the server.
 */

export const USER_NAMES = ["alice", "bob", "admin", "owner", "demoted", "carol"] as const;
export type UserName = (typeof USER_NAMES)[number];
const ROLES: Record<UserName, Role> = { alice: "user", bob: "user", admin: "admin", owner: "owner", demoted: "admin", carol: "user" };

export const FLIGHT_NAMES = [
  "aliceZrhLhr", "aliceLhrZrh", "aliceDateOnly", "aliceMonth", "shared", "aliceFuture", "aliceToday",
  "bobJfkLax", "bobYear", "bobHeliport", "bobFuture", "adminSinNrt", "ownerKtmSin", "demotedEdkb",
] as const;
export type FlightName = (typeof FLIGHT_NAMES)[number];

export interface SeedFlight {
  name: FlightName;
  holders: UserName[];
  guests: string[];
  from: AirportFixtureCode;
  to: AirportFixtureCode;
  airline: AirlineFixtureCode | null;
  aircraft: AircraftFixtureCode | null;
  completed: boolean;
  /** arrival − departure by construction; null when a time is missing */
  durationSeconds: number | null;
  input: Omit<FlightInput, "seats" | "from" | "to" | "airline" | "aircraft">;
}

export interface ContractSeed {
  users: Record<UserName, { id: string; username: string; role: Role }>;
  /** API keys by name: one per user, plus alice's revoked, expired and expiring (still valid) keys */
  keys: Record<UserName | "revoked" | "expired" | "expiring", string>;
  flights: SeedFlight[];
  flightIds: Record<FlightName, number>;
  ids: ReferenceFixtureIds;
}

function flightSpecs(now: Date): SeedFlight[] {
  const nextYear = now.getUTCFullYear() + 1;
  const future = new Date(now.getTime() + 400 * 86_400_000);
  const f = (spec: Omit<SeedFlight, "guests"> & { guests?: string[] }): SeedFlight => ({ guests: [], ...spec });
  return [
    // local times read in each airport's zone: ZRH is +02:00 (DST began that night), LHR +01:00
    f({ name: "aliceZrhLhr", holders: ["alice"], from: "ZRH", to: "LHR", airline: "SWR", aircraft: "A20N", completed: true, durationSeconds: 6600,
      input: { departure: "2024-03-31T08:05", arrival: "2024-03-31T08:55", flightNumber: "LX316", flightReason: "leisure", notes: "Window seat, clear skies" } }),
    f({ name: "aliceLhrZrh", holders: ["alice"], from: "LHR", to: "ZRH", airline: "SWR", aircraft: "A320", completed: true, durationSeconds: 6000,
      input: { departure: "2024-04-02T18:00:00+01:00", arrival: "2024-04-02T20:40:00+02:00", flightNumber: "LX325" } }),
    f({ name: "aliceDateOnly", holders: ["alice"], from: "ZRH", to: "LHR", airline: "BAW", aircraft: null, completed: true, durationSeconds: null,
      input: { date: "2023-06-15" } }),
    f({ name: "aliceMonth", holders: ["alice"], from: "ZRH", to: "JFK", airline: null, aircraft: null, completed: true, durationSeconds: null,
      input: { date: "2022-07" } }),
    // CDG +02:00 → JFK −04:00: 08:00Z → 16:30Z
    f({ name: "shared", holders: ["alice", "bob"], guests: ["Grace Guest"], from: "CDG", to: "JFK", airline: "UAL", aircraft: "B77W", completed: true, durationSeconds: 30600,
      input: { departure: "2023-09-10T10:00", arrival: "2023-09-10T12:30", flightReason: "business" } }),
    f({ name: "aliceFuture", holders: ["alice"], from: "ZRH", to: "SIN", airline: "SWR", aircraft: "B77W", completed: false, durationSeconds: 43200,
      input: { departure: future.toISOString(), arrival: new Date(future.getTime() + 43_200_000).toISOString() } }),
    // today at the origin: a date-only flight is over only once the next local day has begun
    f({ name: "aliceToday", holders: ["alice"], from: "SYD", to: "AKL", airline: "QFA", aircraft: "B738", completed: false, durationSeconds: null,
      input: { date: localDateOf(now, AIRPORT_FIXTURES.SYD.tz) } }),
    f({ name: "bobJfkLax", holders: ["bob"], from: "JFK", to: "LAX", airline: "UAL", aircraft: "B738", completed: true, durationSeconds: 23400,
      input: { departure: "2024-01-05T08:00:00-05:00", arrival: "2024-01-05T11:30:00-08:00", flightNumber: "UA1" } }),
    f({ name: "bobYear", holders: ["bob"], from: "LAX", to: "JFK", airline: "UAL", aircraft: null, completed: true, durationSeconds: null,
      input: { date: "2021" } }),
    f({ name: "bobHeliport", holders: ["bob"], from: "JRA", to: "JFK", airline: null, aircraft: null, completed: true, durationSeconds: null,
      input: { date: "2022-01-01" } }),
    f({ name: "bobFuture", holders: ["bob"], from: "JFK", to: "LHR", airline: "BAW", aircraft: "B77W", completed: false, durationSeconds: null,
      input: { date: `${nextYear}-03-01` } }),
    f({ name: "adminSinNrt", holders: ["admin"], from: "SIN", to: "NRT", airline: null, aircraft: "B789", completed: true, durationSeconds: 25200,
      input: { departure: "2024-05-01T09:00:00+08:00", arrival: "2024-05-01T17:00:00+09:00" } }),
    // KTM is +05:45: 07:15Z → 11:30Z
    f({ name: "ownerKtmSin", holders: ["owner"], from: "KTM", to: "SIN", airline: null, aircraft: "A320", completed: true, durationSeconds: 15300,
      input: { departure: "2024-02-10T13:00", arrival: "2024-02-10T19:30" } }),
    f({ name: "demotedEdkb", holders: ["demoted"], from: "EDKB", to: "ZRH", airline: "DLH", aircraft: null, completed: true, durationSeconds: null,
      input: { date: "2020-05-05" } }),
  ];
}

export async function seedContractData(db: Db, now = new Date()): Promise<ContractSeed> {
  const ids = await seedReferenceFixtures(db);
  await markReferenceDataLoaded(db);
  const users = {} as ContractSeed["users"];
  for (const name of USER_NAMES) {
    const user = await createUser(db, { username: name, role: ROLES[name] });
    users[name] = { id: user.id, username: name, role: ROLES[name] };
  }

  const keys = {} as ContractSeed["keys"];
  for (const name of USER_NAMES) keys[name] = (await createApiKey(db, users[name].id, { name: "contract" })).key;
  const revoked = await createApiKey(db, users.alice.id, { name: "revoked" });
  await revokeApiKey(db, users.alice.id, revoked.apiKey.id);
  keys.revoked = revoked.key;
  const expired = await createApiKey(db, users.alice.id, { name: "expired", expiresAt: new Date(now.getTime() + 60_000) });
  await db.apiKey.update({ where: { id: expired.apiKey.id }, data: { expiresAt: new Date(now.getTime() - 60_000) } });
  keys.expired = expired.key;
  keys.expiring = (await createApiKey(db, users.alice.id, { name: "expiring", expiresAt: new Date(now.getTime() + 86_400_000) })).key;

  const owner = { userId: users.owner.id, role: "owner" as const };
  const flights = flightSpecs(now);
  const flightIds = {} as Record<FlightName, number>;
  for (const spec of flights) {
    const input = parseFlightInput({
      ...spec.input,
      from: spec.from,
      to: spec.to,
      airline: spec.airline,
      aircraft: spec.aircraft,
      seats: [
        ...spec.holders.map((holder, i) => ({ userId: users[holder].id, seat: i === 0 ? "window" : "aisle", seatNumber: `${12 + i}A`, seatClass: "economy" })),
        ...spec.guests.map((guestName) => ({ guestName, seat: "middle", seatNumber: "12B", seatClass: "economy" })),
      ],
    });
    flightIds[spec.name] = (await saveFlight(db, owner, input)).id;
  }
  return { users, keys, flights, flightIds, ids };
}

/**
 * The server loads the bundled reference data on start (instrumentation.ts) unless the database already has this
 * version. The contract data stands on the few fixture rows, with known ids and values, so it is marked as loaded.
 */
export async function markReferenceDataLoaded(db: Db): Promise<void> {
  const value = readDataVersion(defaultDataDir());
  await db.appMeta.upsert({ where: { key: REFERENCE_VERSION_KEY }, create: { key: REFERENCE_VERSION_KEY, value }, update: { value } });
}
