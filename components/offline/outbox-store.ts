import { openDatabase, requestResult, transactionDone, withDatabase } from "./idb";
import { OUTBOX_DATABASE } from "./offline-names";
import { inSendingOrder, type OutboxEntry } from "./outbox-rules";

/** The outbox in IndexedDB (contrail-outbox): one record per flight waiting to sync, keyed by its Idempotency-Key. */
const STORE = "entries";
const CHANNEL = "contrail-outbox";

function openOutbox(): Promise<IDBDatabase> {
  return openDatabase(OUTBOX_DATABASE, 1, (db) => {
    if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: "key" });
  });
}

/** The account's entries, oldest first; another account's are never read out. */
export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  const all = await withDatabase(openOutbox, (db) => requestResult(db.transaction(STORE, "readonly").objectStore(STORE).getAll()));
  return inSendingOrder(all as OutboxEntry[], userId);
}

/** Adds or replaces entries, all in one transaction (a boarding pass's legs go in together or not at all). */
export async function putOutboxEntries(entries: readonly OutboxEntry[]): Promise<void> {
  await write((store) => entries.forEach((entry) => store.put(entry)));
}

/** Removes an entry; `replacement` (an edited copy under a new key) goes in in the same transaction. */
export async function deleteOutboxEntry(key: string, replacement?: OutboxEntry): Promise<void> {
  await write((store) => {
    store.delete(key);
    if (replacement) store.put(replacement);
  });
}

async function write(change: (store: IDBObjectStore) => void): Promise<void> {
  await withDatabase(openOutbox, async (db) => {
    const transaction = db.transaction(STORE, "readwrite");
    change(transaction.objectStore(STORE));
    await transactionDone(transaction);
  });
  announceChange();
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener("message", () => listeners.forEach((listener) => listener()));
  }
  return channel;
}

function announceChange() {
  listeners.forEach((listener) => listener());
  sharedChannel()?.postMessage("changed");
}

/** Calls `listener` after every change of the outbox, in this page or another tab; answers the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
