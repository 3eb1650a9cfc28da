import { describe, expect, it } from "vitest";
import { afterAttempt, backoffMs, delayUntilNext, inSendingOrder, newEntry, nextToSend, resultOfAnswer, summaryOf, type OutboxEntry } from "./outbox-rules";

const T0 = 1_700_000_000_000;
const entry = (key: string, createdAt: number, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({ ...newEntry(key, "u-alice", { from: "zrh", to: "lhr", date: "2025-03-01" }, createdAt), ...extra });

describe("the sending order", () => {
  it("sends the oldest first, the key breaking a tie, and only the account's own", () => {
    const entries = [entry("b", T0 + 5), entry("z", T0), entry("a", T0), { ...entry("x", T0 - 9), userId: "u-bob" }];
    expect(inSendingOrder(entries, "u-alice").map((e) => e.key)).toEqual(["a", "z", "b"]);
    expect(nextToSend(entries, "u-alice", T0)?.key).toBe("a");
    expect(nextToSend(entries, "u-bob", T0)?.key).toBe("x");
    expect(nextToSend(entries, "u-carol", T0)).toBeNull();
  });

  it("never overtakes an older entry waiting for its retry, and tells when to look again", () => {
    const entries = [entry("old", T0, { attempts: 2, nextAttemptAt: T0 + 4_000 }), entry("new", T0 + 1)];
    expect(nextToSend(entries, "u-alice", T0 + 3_999)).toBeNull();
    expect(delayUntilNext(entries, "u-alice", T0 + 1_000)).toBe(3_000);
    expect(nextToSend(entries, "u-alice", T0 + 4_000)?.key).toBe("old");
  });

  it("sends the oldest early when asked, still in order", () => {
    const entries = [entry("old", T0, { attempts: 5, nextAttemptAt: T0 + 60_000 }), entry("new", T0 + 1)];
    expect(nextToSend(entries, "u-alice", T0 + 1, true)?.key).toBe("old");
  });

  it("lets refused entries wait for the user without holding the others up", () => {
    const entries = [entry("refused", T0, { state: "refused", reason: "no" }), entry("next", T0 + 1)];
    expect(nextToSend(entries, "u-alice", T0 + 1)?.key).toBe("next");
    expect(delayUntilNext([entries[0]!], "u-alice", T0)).toBeNull();
  });

  it("sends again an entry a closed page left sending", () => {
    expect(nextToSend([entry("left", T0, { state: "sending" })], "u-alice", T0)?.key).toBe("left");
  });
});

describe("backoff", () => {
  it("doubles from 2 s to at most 5 min, with jitter between 75 % and 100 %", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 0.999999))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(1, 0)).toBe(1_500);
    expect(backoffMs(30, 0.999999)).toBe(300_000);
    expect(backoffMs(200, 0)).toBe(225_000);
  });
});

describe("an answer, read", () => {
  it("is saved on 201 and on 200 (a retry of a save already made) with an id", () => {
    expect(resultOfAnswer({ status: 201, body: { id: 7 } })).toEqual({ kind: "saved", id: 7 });
    expect(resultOfAnswer({ status: 200, body: { id: 7 } })).toEqual({ kind: "saved", id: 7 });
  });

  it("is retried when the answer was lost, unreadable, a 5xx, a 408 or a 429", () => {
    for (const answer of [null, { status: 200, body: "<html>" }, { status: 503, body: {} }, { status: 500, body: null }, { status: 408, body: {} }, { status: 429, body: {} }, { status: 302, body: {} }]) {
      expect(resultOfAnswer(answer)).toEqual({ kind: "failed" });
    }
  });

  it("is refused with the server's reason and field messages on any other 4xx", () => {
    expect(resultOfAnswer({ status: 422, body: { message: "To: please check", fieldErrors: { to: "To: unknown airport XXX" } } })).toEqual({
      kind: "refused",
      reason: "To: please check",
      fieldErrors: { to: "To: unknown airport XXX" },
    });
    expect(resultOfAnswer({ status: 403, body: {} })).toEqual({ kind: "refused", reason: "The server refused this flight (403)." });
  });

  it("waits for a sign-in on 401", () => {
    expect(resultOfAnswer({ status: 401, body: { message: "Please sign in again" } })).toEqual({ kind: "signed-out" });
  });
});

describe("an entry after an attempt", () => {
  it("leaves the outbox when saved", () => {
    expect(afterAttempt(entry("k", T0), { kind: "saved", id: 1 }, T0, 0.5)).toBeNull();
  });

  it("stays with the reason when refused, keeping its fields", () => {
    const refused = afterAttempt(entry("k", T0, { state: "sending" }), { kind: "refused", reason: "To: unknown" }, T0, 0.5);
    expect(refused).toMatchObject({ key: "k", state: "refused", reason: "To: unknown", attempts: 1, fields: { from: "zrh" } });
  });

  it("waits, with the same key, longer after each failure", () => {
    const once = afterAttempt(entry("k", T0, { state: "sending" }), { kind: "failed" }, T0, 0.999999)!;
    const twice = afterAttempt(once, { kind: "failed" }, T0, 0.999999)!;
    expect(once).toMatchObject({ key: "k", state: "waiting", attempts: 1, nextAttemptAt: T0 + 2_000 });
    expect(twice).toMatchObject({ key: "k", state: "waiting", attempts: 2, nextAttemptAt: T0 + 4_000 });
  });

  it("waits unchanged when the session ended", () => {
    expect(afterAttempt(entry("k", T0, { state: "sending" }), { kind: "signed-out" }, T0 + 9, 0.5)).toMatchObject({ state: "waiting", attempts: 0, nextAttemptAt: T0 });
  });
});

describe("summaryOf", () => {
  it("keeps the route, the date and the flight number for the list", () => {
    expect(summaryOf({ from: " zrh", to: "lhr", date: "2025-03-01", flightNumber: "lx 318" })).toEqual({ from: "ZRH", to: "LHR", date: "2025-03-01", flightNumber: "LX318" });
  });
});
