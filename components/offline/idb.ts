/**
 * Small promise wrappers over IndexedDB for the offline stores (contrail-account, contrail-log, contrail-outbox).
 * Every connection closes itself when another tab or `forgetAccountData` asks for a new version or a delete, so a
 * delete is never blocked by an open page.
 */

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
}

let closedForGood = false;

/** Sign-out: this page opens none of the offline stores again, so a sync still under way cannot write them back. */
export function closeOfflineStores(): void {
  closedForGood = true;
}

/** Opens `name` at `version`, creating its stores in `upgrade` when it is new or older. */
export function openDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  if (closedForGood) return Promise.reject(new Error(`IndexedDB ${name} is closed: the account is signing out`));
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error(`IndexedDB ${name} is held open by an older page`));
  });
}

/** Runs `work` on a fresh connection and closes it afterwards (the offline stores are read seldom; no pool kept). */
export async function withDatabase<T>(open: () => Promise<IDBDatabase>, work: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    // a connection that ignores versionchange keeps it pending; the delete still completes once it closes
    request.onblocked = () => undefined;
  });
}
