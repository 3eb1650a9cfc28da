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

/**
 * What changed: "added", flights the user just put in (the sender tries at once), or "updated", the sender's own
 * bookkeeping and removals (the sender keeps to its backoff).
 */
export type OutboxChange = "added" | "updated";

/** Adds new entries, all in one transaction (a boarding pass's legs go in together or not at all). */
export async function addOutboxEntries(entries: readonly OutboxEntry[]): Promise<void> {
  await write("added", (store) => entries.forEach((entry) => store.put(entry)));
}

/** Stores entries as the sender changed them. */
export async function updateOutboxEntries(entries: readonly OutboxEntry[]): Promise<void> {
  await write("updated", (store) => entries.forEach((entry) => store.put(entry)));
}

/** Removes an entry (saved, or dropped by the user). */
export async function deleteOutboxEntry(key: string): Promise<void> {
  await write("updated", (store) => store.delete(key));
}

/** Replaces an entry with its corrected copy (a new key: its body changed), in one transaction. */
export async function replaceOutboxEntry(key: string, replacement: OutboxEntry): Promise<void> {
  await write("added", (store) => {
    store.delete(key);
    store.put(replacement);
  });
}

async function write(change: OutboxChange, work: (store: IDBObjectStore) => void): Promise<void> {
  await withDatabase(openOutbox, async (db) => {
    const transaction = db.transaction(STORE, "readwrite");
    work(transaction.objectStore(STORE));
    await transactionDone(transaction);
  });
  announceChange(change);
}

const listeners = new Set<(change: OutboxChange) => void>();
let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener("message", (event: MessageEvent<OutboxChange>) => listeners.forEach((listener) => listener(event.data === "added" ? "added" : "updated")));
  }
  return channel;
}

function announceChange(change: OutboxChange) {
  listeners.forEach((listener) => listener(change));
  sharedChannel()?.postMessage(change);
}

/** Calls `listener` after every change of the outbox, in this page or another tab; answers the unsubscribe. */
export function onOutboxChange(listener: (change: OutboxChange) => void): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
