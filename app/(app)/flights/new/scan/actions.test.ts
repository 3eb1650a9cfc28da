import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { draftsOfPassText } from "@/lib/capture/scan/pass-legs";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { bcbpText, TWO_LEG_PASS, TWO_LEG_SCAN_DATE } from "@/test/support/bcbp-pass";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";

// The scan's actions answer refusals in the page's language (German here), mapped from lib's errors, saving nothing.
let t: TestDb;
let principal: Principal;
vi.mock("@/lib/db/client", async (original) => ({ ...(await original<typeof import("@/lib/db/client")>()), getDb: () => t.db }));
vi.mock("@/lib/auth/session", () => ({ requirePrincipal: async () => principal }));
vi.mock("next-intl/server", async () => (await import("@/test/support/server-translations")).serverTranslations("de"));
const { addPassSeatAction, reviewPassAction, savePassAction } = await import("./actions");

let alice: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db);
  principal = alice.principal;
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  await t.db.flight.deleteMany();
});

function reviewed(text: string) {
  return draftsOfPassText(text, TWO_LEG_SCAN_DATE, false).map((draft) => ({ ...draft, aircraft: null, departureTime: null, arrivalTime: null, arrivalDayOffset: null, filled: [], knownFlightId: null, keepPersonal: false }));
}

describe("the scan's actions in German", () => {
  it("name the leg the user already has, and save none", async () => {
    const own = await saveFlight(t.db, alice.principal, parseFlightInput({ from: "LHR", to: "JFK", date: "2026-05-01", flightNumber: "BA 117" }));
    expect(await savePassAction(reviewed(TWO_LEG_PASS))).toEqual({ message: `Abschnitt 2: Diesen Flug haben Sie bereits (Flug ${own.id}). Es wurde nichts gespeichert.` });
    expect(await t.db.flight.count()).toBe(1);
  });

  it("name an unknown airport of the pass by its leg", async () => {
    const text = bcbpText("TRAVELLER/ALICE", [
      { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120 },
      { from: "LHR", to: "QQQ", carrier: "BA", flight: "117", day: 121 },
    ]);
    expect(await savePassAction(reviewed(text))).toEqual({ message: "Abschnitt 2: Der Flughafen QQQ ist unbekannt. Es wurde nichts gespeichert." });
    expect(await t.db.flight.count()).toBe(0);
  });

  it("word the flight rules' refusal of a leg as the flight form does, naming the leg", async () => {
    // 29 March 2026: Zurich's clocks skip from 02:00 to 03:00
    const text = bcbpText("TRAVELLER/ALICE", [
      { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 88 },
      { from: "LHR", to: "JFK", carrier: "BA", flight: "117", day: 89 },
    ]);
    const legs = reviewed(text).map((leg, index) => (index === 0 ? { ...leg, departureTime: "02:30" } : leg));
    const answer = await savePassAction(legs);
    expect(answer).toEqual({ message: expect.stringMatching(/^Es wurde nichts gespeichert: Abschnitt 1, .+: 2026-03-29T02:30 gibt es in Europe\/Zurich nicht \(/) });
    expect(await t.db.flight.count()).toBe(0);
  });

  it("refuse legs that are not a pass's, and a seat for a flight the user does not have", async () => {
    expect(await reviewPassAction([{ from: 1 }])).toEqual({ message: "Die Flugabschnitte der Bordkarte konnten nicht gelesen werden. Bitte scannen Sie sie erneut." });
    expect(await savePassAction("nonsense")).toEqual({ message: "Die Flugabschnitte der Bordkarte konnten nicht gelesen werden. Bitte scannen Sie sie erneut." });
    expect(await addPassSeatAction(999_999, { seatNumber: "12A", seatClass: "business" })).toEqual({ message: "Dieser Flug ist nicht mehr in Ihrem Flugbuch. Es wurde nichts geändert." });
  });
});
