import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseOf } from "@/lib/api/transport/answer";
import { streamedListAnswer } from "@/lib/api/transport/contract-body";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { listFlightPages } from "@/lib/flights/list-flights";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { longestEventLoopHold } from "@/test/support/event-loop-gaps";
import { insertManyFlights } from "@/test/support/many-flights";
import { exportResponse } from "./export-request";
import { authorized } from "@/test/support/authorized-scope";

// A long export or list must give other requests a turn: on SQLite every query runs synchronously, so reading a whole
// log without yielding held the event loop for the whole export (seconds for a large log).
const FLIGHTS = 4000;
// generous for a loaded 2-core machine: a page takes a few milliseconds, the whole log far more than this
const MAX_HOLD_MS = 250;

let t: TestDb;
let user: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  const ids = await seedReferenceFixtures(t.db);
  user = await createUser(t.db);
  await insertManyFlights(t.db, ids, user.id, FLIGHTS);
});

afterAll(async () => {
  await t?.cleanup();
});

async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
  return bytes;
}

describe("streaming a large log does not hold the event loop", () => {
  it.each(["csv", "json"])("the %s export", async (format) => {
    let lines = 0;
    const hold = await longestEventLoopHold(async () => {
      const response = await exportResponse(t.db, user.principal, { format });
      lines = (await response.text()).split("\n").length;
    });
    expect(lines).toBeGreaterThan(FLIGHTS);
    expect(hold).toBeLessThan(MAX_HOLD_MS);
  });

  it("the flight list", async () => {
    let bytes = 0;
    const hold = await longestEventLoopHold(async () => {
      bytes = await drain(responseOf(await streamedListAnswer("flights", listFlightPages(t.db, await authorized(t.db, user.principal, { kind: "mine" })))));
    });
    expect(bytes).toBeGreaterThan(FLIGHTS * 100);
    expect(hold).toBeLessThan(MAX_HOLD_MS);
  });
});
