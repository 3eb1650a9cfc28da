import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, requestResult, transactionDone, withDatabase } from "./idb";
import { currentOfflineAccount, forgetAccountData, rememberAccount, type OfflineAccount } from "./offline-account";
import { LOG_DATABASE, OUTBOX_DATABASE } from "./offline-names";

const alice: OfflineAccount = { userId: "u-alice", displayName: "Alice", unit: "km", dateFormat: "dmy", clock: "24h", theme: "system", language: "de" };
const bob: OfflineAccount = { userId: "u-bob", displayName: "Bob", unit: "mi", dateFormat: "iso", clock: "12h", theme: "dark", language: "en" };

/** A minimal Cache Storage: only the names matter to the clean-up. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  return { held, keys: async () => [...held], delete: async (name: string) => held.delete(name) };
}

function openPlain(name: string) {
  return openDatabase(name, 1, (db) => db.createObjectStore("rows"));
}

async function put(name: string, value: string) {
  await withDatabase(() => openPlain(name), async (db) => {
    const transaction = db.transaction("rows", "readwrite");
    transaction.objectStore("rows").put(value, "k");
    await transactionDone(transaction);
  });
}

async function read(name: string): Promise<unknown> {
  return withDatabase(() => openPlain(name), (db) => requestResult(db.transaction("rows").objectStore("rows").get("k")));
}

describe("offline account binding", () => {
  let cacheStorage: ReturnType<typeof fakeCaches>;
  beforeEach(() => {
    cacheStorage = fakeCaches(["contrail-static-build1", "contrail-data-x"]);
    (globalThis as { caches?: unknown }).caches = cacheStorage;
  });
  afterEach(async () => {
    await forgetAccountData();
    delete (globalThis as { caches?: unknown }).caches;
  });

  it("stores nothing until a page remembers its account", async () => {
    expect(await currentOfflineAccount()).toBeNull();
    expect(await rememberAccount(alice)).toEqual({ replaced: false });
    expect(await currentOfflineAccount()).toEqual(alice);
  });

  it("keeps the data when the same account comes back, with its new preferences and language", async () => {
    await rememberAccount(alice);
    await put(LOG_DATABASE, "alice's flights");
    expect(await rememberAccount({ ...alice, unit: "nmi", language: "fr" })).toEqual({ replaced: false });
    expect(await read(LOG_DATABASE)).toBe("alice's flights");
    expect(await currentOfflineAccount()).toMatchObject({ unit: "nmi", language: "fr" });
  });

  it("deletes another account's read cache, outbox and data caches before taking the new account", async () => {
    await rememberAccount(alice);
    await put(LOG_DATABASE, "alice's flights");
    await put(OUTBOX_DATABASE, "alice's pending save");
    expect(await rememberAccount(bob)).toEqual({ replaced: true });
    expect(await read(LOG_DATABASE)).toBeUndefined();
    expect(await read(OUTBOX_DATABASE)).toBeUndefined();
    expect(await currentOfflineAccount()).toEqual(bob);
    expect([...cacheStorage.held]).toEqual(["contrail-static-build1"]);
  });

  it("forgets everything on request, even with a connection left open", async () => {
    await rememberAccount(alice);
    const open = await openPlain(LOG_DATABASE);
    await forgetAccountData();
    expect(open.objectStoreNames.length).toBe(1);
    expect(await currentOfflineAccount()).toBeNull();
    expect([...cacheStorage.held]).toEqual(["contrail-static-build1"]);
  });
});
