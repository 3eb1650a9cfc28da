import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { flightReasonBreakdown } from "@/lib/stats/dashboard/breakdowns";
import { getDashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { findActiveShareLink, type ActiveShareLink } from "./active-share-link";
import { SHARE_TOGGLES, type ShareLinkInput } from "./share-link-input";
import { createShareLink } from "./share-links";
import { getShareCardView, getShareView } from "./share-view";

// the real reason query, watched: the share page must never run it, as it never shows its answer
vi.mock("@/lib/stats/dashboard/breakdowns", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/stats/dashboard/breakdowns")>();
  return { ...original, flightReasonBreakdown: vi.fn(original.flightReasonBreakdown) };
});

let t: TestDb;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
const NOW = new Date("2025-06-01T00:00:00Z");

const save = (principal: Principal, body: Record<string, unknown>) => saveFlight(t.db, principal, parseFlightInput(body));

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  admin = await createUser(t.db, { role: "admin" });
  await t.db.user.update({ where: { id: bob.id }, data: { displayName: "Bartholomew Secret" } });
  // alice alone, with her notes and seat
  await save(alice.principal, {
    from: "ZRH", to: "LHR", departure: "2024-03-31T08:05", arrival: "2024-03-31T08:55", flightNumber: "LX316", notes: "Alice's own note", flightReason: "crew",
    seats: [{ userId: alice.id, seat: "window", seatNumber: "3A", seatClass: "business" }],
  });
  // shared with bob and a guest: bob's seat, the guest's name and the flight's notes are never shown on alice's page
  await save(admin.principal, {
    from: "CDG", to: "JFK", departure: "2023-09-10T10:00", arrival: "2023-09-10T12:30", flightNumber: "UA57", notes: "Bob's private note",
    seats: [
      // the others first: a projection that took the first seat would show theirs
      { userId: bob.id, seat: "window", seatNumber: "47K", seatClass: "first" },
      { guestName: "Grace Guest", seatNumber: "47J" },
      { userId: alice.id, seat: "aisle", seatNumber: "41C", seatClass: "economy" },
    ],
  });
  // upcoming (after NOW)
  await save(alice.principal, { from: "ZRH", to: "SIN", departure: "2030-01-01T10:00", arrival: "2030-01-02T05:00", flightNumber: "LX178" });
  // the admin's own flight, never on alice's page, nor on the admin's own beyond their seats
  await save(admin.principal, { from: "SIN", to: "NRT", date: "2022-02-02", seats: [{ userId: bob.id }] });
});
afterAll(async () => {
  await t?.cleanup();
});

const ALL_ON = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true])) as Omit<ShareLinkInput, "label" | "expiresAt">;

async function linkOf(owner: TestUser, toggles: Partial<ShareLinkInput>): Promise<ActiveShareLink> {
  const made = await createShareLink(t.db, owner.id, { label: "Travels", ...ALL_ON, expiresAt: null, ...toggles });
  return (await findActiveShareLink(t.db, made.slug))!;
}

describe("a share page's view", () => {
  it("with everything on, shows the owner's own seats and notes only: never another traveller's name, seat or note", async () => {
    const view = await getShareView(t.db, await linkOf(alice, {}), NOW);
    const text = JSON.stringify(view);
    for (const secret of ["Bartholomew", bob.id, bob.username, "47K", "47J", "Grace Guest", "Bob's private note", "first"]) expect(text).not.toContain(secret);
    const shared = view.flights!.find((f) => f.from.code === "CDG")!;
    expect(shared).toMatchObject({ seat: { seatNumber: "41C", seat: "aisle", seatClass: "economy" }, notes: "", flightNumber: "UA57" });
    const own = view.flights!.find((f) => f.from.code === "ZRH" && f.to.code === "LHR")!;
    expect(own).toMatchObject({ seat: { seatNumber: "3A" }, notes: "Alice's own note", date: "2024-03-31", datePrecision: "day" });
    expect(view.flights!.map((f) => `${f.from.code}-${f.to.code}`)).toEqual(["ZRH-SIN", "ZRH-LHR", "CDG-JFK"]);
    expect(view.stats).toMatchObject({ flights: 2, countries: 4 });
    expect(view.map!.airports.map((a) => a.iata).sort()).toEqual(["CDG", "JFK", "LHR", "ZRH"]);
  });

  it("shows the owner's notes on a flight they share only with guests, never the guest", async () => {
    const carol = await createUser(t.db);
    await save(carol.principal, {
      from: "ZRH", to: "CDG", date: "2024-05-05", notes: "Carol's own note",
      seats: [{ userId: carol.id, seatNumber: "2A" }, { guestName: "Gus Guest", seatNumber: "2B" }],
    });
    const view = await getShareView(t.db, await linkOf(carol, {}), NOW);
    expect(view.flights!.map((f) => f.notes)).toEqual(["Carol's own note"]);
    expect(JSON.stringify(view)).not.toContain("Gus Guest");
  });

  it("each toggle hides what it names", async () => {
    const view = async (off: Partial<ShareLinkInput>) => getShareView(t.db, await linkOf(alice, off), NOW);
    expect((await view({ showStats: false })).stats).toBeNull();
    expect((await view({ showStats: false })).charts).toBeNull();
    expect((await view({ showMap: false })).map).toBeNull();
    expect((await view({ showFlights: false })).flights).toBeNull();
    const years = (await view({ showExactDates: false })).flights!;
    expect(years.map((f) => [f.date, f.datePrecision])).toEqual([["2030-01-01", "year"], ["2024-01-01", "year"], ["2023-01-01", "year"]]);
    expect((await view({ showFlightNumbers: false })).flights!.every((f) => f.flightNumber === null)).toBe(true);
    const noSeats = await view({ showSeats: false });
    expect(noSeats.flights!.every((f) => f.seat === null)).toBe(true);
    expect(noSeats.charts).not.toHaveProperty("seatClasses");
    expect(noSeats.charts).not.toHaveProperty("seatPositions");
    expect(JSON.stringify(noSeats)).not.toContain("3A");
    expect((await view({ showNotes: false })).flights!.every((f) => f.notes === "")).toBe(true);
    const past = (await view({ showUpcoming: false })).flights!;
    expect(past.map((f) => f.to.code)).toEqual(["LHR", "JFK"]);
  });

  it("shows the dashboard's charts but never flight reasons; the months of the year only with exact dates", async () => {
    const view = async (toggles: Partial<ShareLinkInput>) => (await getShareView(t.db, await linkOf(alice, toggles), NOW)).charts!;
    const dashboard = await getDashboardCharts(t.db, await AuthorizedScope.authorize(t.db, alice.principal, { scope: "mine" }), NOW);
    expect(dashboard.flightReasons).toContainEqual({ key: "crew", count: 1 });
    const all = await view({});
    expect(Object.keys(all).sort()).toEqual(["perMonth", "perYear", "seatClasses", "seatPositions", "topAircraft", "topAirlines", "topAirports", "topRoutes"]);
    expect(all).toMatchObject({ perYear: dashboard.perYear, perMonth: dashboard.perMonth, seatClasses: dashboard.seatClasses, topRoutes: dashboard.topRoutes });
    expect(JSON.stringify(all)).not.toContain("crew");
    const yearsOnly = await view({ showExactDates: false });
    expect(Object.keys(yearsOnly).sort()).toEqual(["perYear", "seatClasses", "seatPositions", "topAircraft", "topAirlines", "topAirports", "topRoutes"]);
  });

  it("never computes what it does not show: the flight reasons are not read at all", async () => {
    const link = await linkOf(alice, {});
    vi.mocked(flightReasonBreakdown).mockClear();
    await getDashboardCharts(t.db, await AuthorizedScope.authorize(t.db, alice.principal, { scope: "mine" }), NOW);
    expect(flightReasonBreakdown).toHaveBeenCalledTimes(1);
    vi.mocked(flightReasonBreakdown).mockClear();
    await getShareView(t.db, link, NOW);
    expect(flightReasonBreakdown).not.toHaveBeenCalled();
  });

  it("an admin's link shows only their own seats' flights", async () => {
    const view = await getShareView(t.db, await linkOf(admin, {}), NOW);
    expect(view.flights).toEqual([]);
    expect(view.stats).toMatchObject({ flights: 0 });
  });

  it("the card's view obeys the statistics and map toggles", async () => {
    expect((await getShareCardView(t.db, await linkOf(alice, {}), 10, NOW)).stats).toMatchObject({ flights: 2, countries: 4 });
    const bare = await getShareCardView(t.db, await linkOf(alice, { showStats: false, showMap: false }), 10, NOW);
    expect(bare).toMatchObject({ stats: null, map: null });
  });
});
