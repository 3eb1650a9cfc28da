import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { findActiveShareLink, type ActiveShareLink } from "./active-share-link";
import { SHARE_TOGGLES, type ShareLinkInput } from "./share-link-input";
import { createShareLink } from "./share-links";
import { getShareReview, shareReviewCardInput } from "./share-review";

let t: TestDb;
let alice: TestUser;
let bob: TestUser;
const NOW = new Date("2025-06-01T00:00:00Z");
const ALL_ON = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true])) as Omit<ShareLinkInput, "label" | "expiresAt">;

const save = (principal: Principal, body: Record<string, unknown>) => saveFlight(t.db, principal, parseFlightInput(body));
async function linkOf(toggles: Partial<ShareLinkInput>): Promise<ActiveShareLink> {
  const { slug } = await createShareLink(t.db, alice.id, { label: "Alice's years", ...ALL_ON, expiresAt: null, ...toggles });
  return (await findActiveShareLink(t.db, slug, NOW))!;
}

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  await save(alice.principal, { from: "ZRH", to: "LHR", departure: "2023-03-31T08:05", arrival: "2023-03-31T08:55" });
  await save(alice.principal, { from: "ZRH", to: "LHR", departure: "2024-03-31T08:05", arrival: "2024-03-31T08:55" });
  await save(alice.principal, { from: "LHR", to: "JFK", departure: "2024-04-02T10:00", arrival: "2024-04-02T13:00" });
  // bob's own flight: never in alice's review
  await save(bob.principal, { from: "CDG", to: "JFK", departure: "2024-05-01T10:00", arrival: "2024-05-01T12:30" });
});

afterAll(async () => {
  await t?.cleanup();
});

describe("getShareReview", () => {
  it("gives the owner's own year against the year before, map and first visits with everything on", async () => {
    const review = await getShareReview(t.db, await linkOf({}), 2024, NOW);
    expect(review.stats?.figures.flights).toBe(2);
    expect(review.stats?.previous?.flights).toBe(1);
    expect(review.stats?.newCountries).toBe(1);
    expect(review.newCountries).toEqual(["US"]);
    expect(review.map?.airports.map((airport) => airport.iata).sort()).toEqual(["JFK", "LHR", "ZRH"]);
    expect(shareReviewCardInput(review)).toMatchObject({ year: 2024, label: "Alice's years", figures: { flights: 2 } });
  });

  it("leaves out the figures and the card without statistics, the map and country names without the map", async () => {
    const noStats = await getShareReview(t.db, await linkOf({ showStats: false }), 2024, NOW);
    expect(noStats.stats).toBeNull();
    expect(shareReviewCardInput(noStats)).toBeNull();
    expect(noStats.map).not.toBeNull();
    const noMap = await getShareReview(t.db, await linkOf({ showMap: false }), 2024, NOW);
    expect(noMap.map).toBeNull();
    expect(noMap.countries).toBeNull();
    expect(noMap.newCountries).toBeNull();
    expect(shareReviewCardInput(noMap)?.map).toBeNull();
    const neither = await getShareReview(t.db, await linkOf({ showStats: false, showMap: false }), 2024, NOW);
    expect(neither).toMatchObject({ stats: null, map: null, countries: null, newCountries: null });
  });
});
