import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { verifyApiKey } from "@/lib/auth/api-keys/verify-api-key";
import { principalForSession } from "@/lib/auth/session";
import { nowSeconds } from "@/lib/auth/session-claims";
import { createCalendarFeed, feedOfToken } from "@/lib/calendar/calendar-feeds";
import type { Db } from "@/lib/db/client";
import { saveFlight } from "@/lib/flights/save-flight";
import { findOrCreateCustomAirline, findOrCreateCustomAirport } from "@/lib/import/resolve/custom-entities";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { NEW_SHARE_LINK_TOGGLES } from "@/lib/share/share-link-input";
import { createShareLink } from "@/lib/share/share-links";
import { createTrip } from "@/lib/trips/write-trip";
import { createUser, type TestUser } from "./fixtures";

/**
 * A user with something of every kind an account deletion must handle: a solo flight (with a guest) in the past, one
 * ahead, a flight shared with `others.bob` from the user's own custom airport (seated by `others.admin`), a custom
 * airline only the solo flight uses, an API key, a share link, a calendar feed, a webhook with a delivery waiting, a
 * trip and an import upload. Bob gets a flight of his own. Needs seedReferenceFixtures; usernames start with distinct letters.
 */
export async function userWithEverything(db: Db, username: string, others: { admin: TestUser; bob: TestUser }) {
  const { admin, bob } = others;
  const alice = await createUser(db, { username });
  const code = username.charAt(0).toUpperCase();
  const strip = await findOrCreateCustomAirport(db, alice.id, {
    icao: `ZZQ${code}`, iata: null, name: `${username}'s strip`, municipality: null, lat: 46.9, lon: 7.5,
    type: "small_airport", continent: "EU", country: "CH", tz: "Europe/Zurich",
  });
  const airline = await findOrCreateCustomAirline(db, alice.id, { icao: `ZQ${code}`, iata: null, name: `${username} Air`, callsign: null, country: null });
  const solo = await saveFlight(db, alice.principal, { from: "ZRH", to: "LHR", date: "2024-03-01", airline: `ZQ${code}`, seats: [{ userId: alice.id }, { guestName: "Gus" }] });
  const upcoming = await saveFlight(db, alice.principal, { from: "LHR", to: "JFK", date: "2030-03-01" });
  const shared = await saveFlight(db, alice.principal, { from: `ZZQ${code}`, to: "ZRH", date: "2024-06-01" });
  await saveFlight(db, admin.principal, { id: shared.id, seats: [{ userId: alice.id, seatClass: "business" }, { userId: bob.id, seatClass: "economy" }] });
  const bobs = await saveFlight(db, bob.principal, { from: "JFK", to: "LHR", date: "2024-07-01" });
  const key = await createApiKey(db, alice.id, { name: "laptop", expiresAt: null });
  const link = await createShareLink(db, alice.id, { label: "friends", expiresAt: null, ...NEW_SHARE_LINK_TOGGLES });
  const feed = await createCalendarFeed(db, alice.id);
  await db.webhook.create({ data: { userId: alice.id, url: "https://hooks.example/a", secret: "s", deliveries: { create: { event: "ping" } } } });
  await createTrip(db, alice.principal, { name: "Spring", flightIds: [solo.id, shared.id] });
  await db.importUpload.create({ data: { id: `${"a".repeat(28)}${username.slice(0, 4).padEnd(4, "x")}`, userId: alice.id, name: "log.csv" } });
  return { alice, strip, airline, flights: { solo: solo.id, upcoming: upcoming.id, shared: shared.id, bobs: bobs.id }, key: key.key, slug: link.slug, feedToken: feed.token };
}


export type UserWorld = Awaited<ReturnType<typeof userWithEverything>>;

/** What is left of the user's things: everything true or counted before a deletion. */
export async function whatRemainsOf(db: Db, world: UserWorld) {
  const userId = world.alice.id;
  const shared = await db.flight.findUnique({ where: { id: world.flights.shared }, select: { fromId: true, seats: { select: { userId: true }, orderBy: { id: "asc" } } } });
  return {
    user: (await db.user.count({ where: { id: userId } })) === 1,
    session: (await principalForSession(db, { userId, sessionVersion: 0, authTime: nowSeconds() })) !== null,
    apiKey: (await verifyApiKey(db, world.key)) !== null,
    shareLink: (await findActiveShareLink(db, world.slug)) !== null,
    calendarFeed: (await feedOfToken(db, world.feedToken)) !== null,
    webhooks: await db.webhook.count({ where: { userId } }),
    ownFlights: await db.flight.count({ where: { id: { in: [world.flights.solo, world.flights.upcoming] } } }),
    sharedFlightSeats: shared?.seats.map((seat) => seat.userId),
    sharedFlightFrom: shared?.fromId,
    customAirportOwner: (await db.airport.findUnique({ where: { id: world.strip.id }, select: { ownerId: true } }))?.ownerId,
    unusedCustomAirline: (await db.airline.count({ where: { id: world.airline.id } })) === 1,
  };
}

/** whatRemainsOf after the user was deleted: the shared flight and the airport it uses stay, nothing else. */
export function afterDeletion(world: UserWorld, bob: TestUser): Awaited<ReturnType<typeof whatRemainsOf>> {
  return {
    user: false, session: false, apiKey: false, shareLink: false, calendarFeed: false, webhooks: 0, ownFlights: 0,
    sharedFlightSeats: [bob.id], sharedFlightFrom: world.strip.id, customAirportOwner: null, unusedCustomAirline: false,
  };
}
