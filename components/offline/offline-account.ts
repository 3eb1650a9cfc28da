import type { Locale } from "@/lib/i18n/locales";
import type { DisplayPreferences, Theme } from "@/lib/users/display-preferences";
import { closeOfflineStores, deleteDatabase, openDatabase, requestResult, transactionDone, withDatabase } from "./idb";
import { ACCOUNT_DATABASE, ACCOUNT_DATABASES, STATIC_CACHE_PREFIX } from "./offline-names";

/**
 * Which account the browser's offline data belongs to. Every online page remembers its account; when it is another
 * than the one stored, the stored account's data (read cache, outbox, data caches) is deleted first, so a flight of
 * one account is never shown to another on a shared device.
 */
export interface OfflineAccount extends DisplayPreferences {
  userId: string;
  displayName: string;
  /** the shell is the same page for everyone: it takes the account's colours from here */
  theme: Theme;
  /** the language the account's pages speak (its choice, else the browser's): the worker's shell speaks it offline */
  language: Locale;
}

const STORE = "account";
const KEY = "current";

function openAccountDatabase(): Promise<IDBDatabase> {
  return openDatabase(ACCOUNT_DATABASE, 1, (db) => {
    if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
  });
}

/** The account whose data the browser holds, or null when none is stored. */
export async function currentOfflineAccount(): Promise<OfflineAccount | null> {
  return withDatabase(openAccountDatabase, async (db) => {
    const stored = await requestResult(db.transaction(STORE, "readonly").objectStore(STORE).get(KEY));
    return (stored as OfflineAccount | undefined) ?? null;
  });
}

/**
 * Records the signed-in account (called on every online page). When another account's data is stored, it is deleted
 * before the new account is written; answers whether that happened.
 */
export async function rememberAccount(account: OfflineAccount): Promise<{ replaced: boolean }> {
  const previous = await currentOfflineAccount();
  const replaced = previous !== null && previous.userId !== account.userId;
  if (replaced) await forgetAccountData();
  await withDatabase(openAccountDatabase, async (db) => {
    const transaction = db.transaction(STORE, "readwrite");
    transaction.objectStore(STORE).put({ ...account }, KEY);
    await transactionDone(transaction);
  });
  return { replaced };
}

/** Deletes every IndexedDB database and Cache Storage entry that could hold the account's data (sign-out, a switch). */
export async function forgetAccountData(): Promise<void> {
  await Promise.all(ACCOUNT_DATABASES.map((name) => deleteDatabase(name)));
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith(STATIC_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/** Sign-out: deletes the account's data, and this page (leaving for the sign-in page) writes none of it back. */
export async function forgetAccountDataForGood(): Promise<void> {
  closeOfflineStores();
  await forgetAccountData();
}
