import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { UNSTORABLE_TEXT_DETAIL } from "@/lib/storable-text";
import en from "@/messages/en.json";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";

// The forms and server actions refuse text no database can store (NUL, an unpaired surrogate) next to its field,
// on either database, and write nothing.
let t: TestDb;
let principal: Principal;
vi.mock("@/lib/db/client", async (original) => ({ ...(await original<typeof import("@/lib/db/client")>()), getDb: () => t.db }));
vi.mock("@/lib/auth/session", () => ({
  requirePrincipal: async () => principal,
  getPrincipal: async () => principal,
  requireSession: async () => ({ claims: { userId: principal.userId, sessionVersion: 0, signedInAt: Date.now() } }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
// the import actions word their refusals with the page's translations: English here
vi.mock("next-intl/server", async () => (await import("@/test/support/server-translations")).serverTranslations("en"));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
}));
const { saveFlightAction, searchAirportsAction } = await import("./flights/actions");
const { updateProfileAction } = await import("./settings/actions");
const { createUserAction, setUserRoleAction } = await import("./settings/users/actions");
const { createCustomAirportAction } = await import("./settings/import/actions");
const { searchUsersAction } = await import("./scope-actions");

let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  admin = await createUser(t.db, { role: "admin" });
  alice = await createUser(t.db);
});
afterAll(async () => {
  await t?.cleanup();
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** What the tests could have changed. */
async function snapshot() {
  return {
    flights: await t.db.flight.count(),
    seats: await t.db.seat.count(),
    users: await t.db.user.findMany({ orderBy: { id: "asc" }, select: { id: true, displayName: true, role: true } }),
    airports: await t.db.airport.count(),
  };
}

// FormData holds USVStrings: an unpaired surrogate is U+FFFD by the time a form reaches an action, so forms are tried
// with NUL; the actions that take plain values (custom data) are tried with both.
const flightForm = () => ({
  from: "ZRH",
  to: "LHR",
  precision: "day",
  date: "2024-05-01",
  departureTime: "08:00",
  notes: "",
  seats: JSON.stringify([{ userId: alice.id, guestName: null, seat: null, seatNumber: null, seatClass: null }]),
});

describe("the flight form", () => {
  it.each([
    ["notes", { notes: "before\u0000after" }],
    ["from", { from: "ZR\u0000H" }],
    ["flightNumber", { flightNumber: "LX\u0000318" }],
    ["aircraftReg", { aircraftReg: "HB\u0000JDA" }],
    ["seats", { seats: JSON.stringify([{ userId: null, guestName: "Ada\u0000" }]) }],
  ])("refuses unstorable text in %s next to its field, saving nothing", async (field, fields) => {
    principal = alice.principal;
    const before = await snapshot();
    const state = await saveFlightAction({}, form({ ...flightForm(), ...fields }));
    expect(state.fieldErrors?.[field], JSON.stringify(state)).toContain(UNSTORABLE_TEXT_DETAIL);
    expect(await snapshot()).toEqual(before);
  });

  it("still saves the same form with storable text", async () => {
    principal = alice.principal;
    await expect(saveFlightAction({}, form({ ...flightForm(), notes: "clear 😀" }))).rejects.toThrow(/redirected to \/flights\/\d+/);
    expect((await t.db.flight.findFirstOrThrow()).notes).toBe("clear 😀");
    await t.db.flight.deleteMany();
  });
});

// Settings words lib's refusal in the page's language (components/settings/lib-messages.ts)
const UNSTORABLE_ON_SETTINGS = en.Settings.libErrors.unstorable;

describe("account, user admin and custom data", () => {
  it("refuses a display name with a NUL on the profile", async () => {
    principal = alice.principal;
    const before = await snapshot();
    const state = await updateProfileAction({}, form({ displayName: "Al\u0000ice", unit: "km", dateFormat: "iso", clock: "24h" }));
    expect(state.fieldErrors?.displayName).toBe(UNSTORABLE_ON_SETTINGS);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses unstorable text in a new user's display name and password, and in a role change's user id", async () => {
    principal = admin.principal;
    const before = await snapshot();
    const user = { username: "newbie", role: "user", password: "correct horse battery staple" };
    expect((await createUserAction({}, form({ ...user, displayName: "New\u0000bie" }))).fieldErrors?.displayName).toBe(UNSTORABLE_ON_SETTINGS);
    expect((await createUserAction({}, form({ ...user, displayName: "Newbie", password: "correct horse \u0000 staple" }))).fieldErrors?.password).toBe(UNSTORABLE_ON_SETTINGS);
    expect(await setUserRoleAction(`${alice.id}\u0000`, "admin")).toEqual({ message: UNSTORABLE_ON_SETTINGS });
    expect(await snapshot()).toEqual(before);
  });

  it.each(["Strip\u0000", "Strip \ud800"])("refuses a custom airport named %j", async (name) => {
    principal = alice.principal;
    const before = await snapshot();
    const airport = { name: "Strip", icao: "", iata: "", municipality: "", lat: "1", lon: "2", tz: "UTC", country: "PF", continent: "OC" };
    expect(await createCustomAirportAction({ ...airport, name })).toEqual({ ok: false, message: `Name ${UNSTORABLE_TEXT_DETAIL}` });
    expect(await createCustomAirportAction({ ...airport, municipality: name })).toEqual({ ok: false, message: `Town ${UNSTORABLE_TEXT_DETAIL}` });
    expect(await snapshot()).toEqual(before);
  });

  it("type-aheads find nothing for unstorable text instead of failing", async () => {
    principal = admin.principal;
    expect(await searchAirportsAction("Z\u0000")).toEqual([]);
    expect(await searchUsersAction("a\u0000")).toEqual([]);
    expect((await searchAirportsAction("ZRH")).length).toBeGreaterThan(0);
  });
});
