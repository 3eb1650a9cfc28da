import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { InputError } from "@/lib/errors";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { parseFlightInput } from "./flight-input";
import { saveFlight } from "./save-flight";

let t: TestDb;
let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  admin = await createUser(t.db, { role: "admin" });
  alice = await createUser(t.db, { username: "alice" });
});

afterAll(async () => {
  await t?.cleanup();
});

/** The InputError saving `body` as the admin gives: its message (the contract's text) and its field path. */
async function inputErrorOf(body: Record<string, unknown>): Promise<{ message: string; field: string | undefined }> {
  try {
    await saveFlight(t.db, admin.principal, parseFlightInput(body));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { message: error.message, field: error.field };
  }
  throw new Error("expected an InputError");
}

const LEG = { from: "ZRH", to: "LHR", departure: "2024-05-01T10:00", arrival: "2024-05-01T10:45" };

describe("saveFlight: input errors carry the field they are about", () => {
  it("names the airport field of an unknown airport", async () => {
    expect(await inputErrorOf({ ...LEG, from: "XYZ" })).toEqual({ message: "Unknown airport: XYZ", field: "from" });
    expect(await inputErrorOf({ ...LEG, to: "XYZ" })).toEqual({ message: "Unknown airport: XYZ", field: "to" });
  });

  it("names the field of every other resolver and validator error, messages unchanged", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...LEG, airline: "NOPE" }, "Unknown airline: NOPE", "airline"],
      [{ ...LEG, aircraft: "B999" }, "Unknown aircraft: B999", "aircraft"],
      [{ ...LEG, arrival: "2024-05-01T08:00" }, "arrival: must not be before departure", "arrival"],
      [{ ...LEG, departure: "2024-03-31T02:30", arrival: null }, "departure: 2024-03-31T02:30 does not exist in Europe/Zurich (daylight-saving gap)", "departure"],
      [{ ...LEG, date: "2024-05-02" }, "date: does not match departure (local date at the origin: 2024-05-01)", "date"],
      [{ from: "ZRH", to: "LHR", date: "2024-05", datePrecision: "day" }, "datePrecision: day needs a date of the form YYYY-MM-DD", "datePrecision"],
      [{ ...LEG, notes: "x".repeat(10_001) }, "notes: must be at most 10000 characters", "notes"],
      [{ ...LEG, seats: [{ userId: alice.id }, { userId: "no-such-user" }] }, "seats[1].userId: unknown user", "seats.1.userId"],
      [{ ...LEG, seats: [{ userId: alice.id }, { userId: alice.id }] }, "seats[1].userId: the same user appears twice", "seats.1.userId"],
    ];
    for (const [body, message, field] of cases) expect(await inputErrorOf(body)).toEqual({ message, field });
  });
});
