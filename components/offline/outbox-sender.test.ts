import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { deleteDatabase } from "./idb";
import { OUTBOX_DATABASE } from "./offline-names";
import { newEntry } from "./outbox-rules";
import { sendOutbox, type SenderDeps } from "./outbox-sender";
import { addOutboxEntries, listOutbox } from "./outbox-store";

const T0 = 1_700_000_000_000;

/** A stand-in server: saves each key once (a retry answers the first id), refuses the notes "refuse me". */
function fakeServer(script: ("ok" | "cut" | "down" | "offline")[] = []) {
  const saved = new Map<string, number>();
  const sent: { key: string; notes: string }[] = [];
  const answer = async (_url: string, init: RequestInit): Promise<Response> => {
    const key = (init.headers as Record<string, string>)["idempotency-key"]!;
    const notes = (init.body as URLSearchParams).get("notes") ?? "";
    sent.push({ key, notes });
    const step = script.shift() ?? "ok";
    if (step === "offline") throw new TypeError("Failed to fetch");
    if (step === "down") return Response.json({ message: "busy" }, { status: 503 });
    if (notes === "refuse me") return Response.json({ message: "To: unknown airport XXX", fieldErrors: { to: "To: unknown airport XXX" } }, { status: 422 });
    const replayed = saved.has(key);
    if (!replayed) saved.set(key, saved.size + 1);
    if (step === "cut") throw new TypeError("network error: the answer was lost");
    return Response.json({ id: saved.get(key) }, { status: replayed ? 200 : 201 });
  };
  return { saved, sent, fetch: answer as unknown as typeof fetch };
}

const deps = (server: ReturnType<typeof fakeServer>, now = T0): SenderDeps => ({ fetch: server.fetch, now: () => now, random: () => 0.999999 });
const add = (key: string, notes: string, at: number, userId = "u-alice") => addOutboxEntries([newEntry(key, userId, { from: "ZRH", to: "LHR", date: "2025-03-01", notes }, at)]);

afterEach(() => deleteDatabase(OUTBOX_DATABASE));

describe("sendOutbox", () => {
  it("sends the account's flights oldest first, one at a time, and empties the outbox", async () => {
    await add("k2", "second", T0 + 1);
    await add("k1", "first", T0);
    await add("kb", "bob's", T0 - 5, "u-bob");
    const server = fakeServer();
    expect(await sendOutbox("u-alice", false, deps(server, T0 + 1))).toEqual({ retryInMs: null, signedOut: false });
    expect(server.sent.map((s) => s.notes)).toEqual(["first", "second"]);
    expect(await listOutbox("u-alice")).toEqual([]);
    expect((await listOutbox("u-bob")).map((e) => e.key)).toEqual(["kb"]);
  });

  it("retries an answer cut off on the way back with the same key: one flight saved", async () => {
    await add("k1", "cut off", T0);
    const server = fakeServer(["cut"]);
    expect(await sendOutbox("u-alice", false, deps(server))).toEqual({ retryInMs: 2_000, signedOut: false });
    expect(await listOutbox("u-alice")).toMatchObject([{ key: "k1", state: "waiting", attempts: 1 }]);
    await sendOutbox("u-alice", false, deps(server, T0 + 2_000));
    expect(server.sent.map((s) => s.key)).toEqual(["k1", "k1"]);
    expect(server.saved.size).toBe(1);
    expect(await listOutbox("u-alice")).toEqual([]);
  });

  it("stops at a failure (offline, 5xx) and waits longer each time, keeping the order", async () => {
    await add("k1", "first", T0);
    await add("k2", "second", T0 + 1);
    const server = fakeServer(["offline", "down"]);
    expect((await sendOutbox("u-alice", false, deps(server))).retryInMs).toBe(2_000);
    expect((await sendOutbox("u-alice", false, deps(server, T0 + 1_000))).retryInMs).toBe(1_000);
    expect((await sendOutbox("u-alice", false, deps(server, T0 + 2_000))).retryInMs).toBe(4_000);
    expect(server.sent.map((s) => s.notes)).toEqual(["first", "first"]);
    await sendOutbox("u-alice", false, deps(server, T0 + 6_000));
    expect(server.sent.map((s) => s.notes)).toEqual(["first", "first", "first", "second"]);
  });

  it("keeps a refused flight with its reason and sends the next", async () => {
    await add("k1", "refuse me", T0);
    await add("k2", "fine", T0 + 1);
    const server = fakeServer();
    await sendOutbox("u-alice", false, deps(server, T0 + 1));
    expect(await listOutbox("u-alice")).toMatchObject([{ key: "k1", state: "refused", reason: "To: unknown airport XXX", fieldErrors: { to: "To: unknown airport XXX" } }]);
    expect(server.saved.size).toBe(1);
  });

  it("sends early, whatever the backoff, when asked (a page opening, a flight added), and the rest at once after an answer", async () => {
    await add("k1", "first", T0);
    await add("k2", "second", T0 + 1);
    const server = fakeServer(["offline", "offline"]);
    await sendOutbox("u-alice", false, deps(server, T0 + 1));
    await sendOutbox("u-alice", false, deps(server, T0 + 2_001));
    expect(await listOutbox("u-alice")).toMatchObject([{ key: "k1", attempts: 2, nextAttemptAt: T0 + 6_001 }, { key: "k2", attempts: 0 }]);
    expect((await sendOutbox("u-alice", false, deps(server, T0 + 2_002))).retryInMs).toBe(3_999);
    expect(server.sent).toHaveLength(2);
    expect(await sendOutbox("u-alice", true, deps(server, T0 + 2_002))).toEqual({ retryInMs: null, signedOut: false });
    expect(server.sent.map((s) => s.notes)).toEqual(["first", "first", "first", "second"]);
  });

  it("starts an early-sent entry's backoff over: a page opened after a long time offline retries within seconds", async () => {
    await add("k1", "long offline", T0);
    const server = fakeServer(["offline", "offline", "offline", "offline", "cut"]);
    for (const at of [T0, T0 + 2_000, T0 + 6_000, T0 + 14_000]) await sendOutbox("u-alice", false, deps(server, at));
    expect(await listOutbox("u-alice")).toMatchObject([{ attempts: 4, nextAttemptAt: T0 + 30_000 }]);
    // a new page, the network back, the answer lost on the way: the retry comes 2 s later, not 32 s
    expect((await sendOutbox("u-alice", true, deps(server, T0 + 15_000))).retryInMs).toBe(2_000);
    await sendOutbox("u-alice", false, deps(server, T0 + 17_000));
    expect(server.saved.size).toBe(1);
    expect(await listOutbox("u-alice")).toEqual([]);
  });
});
