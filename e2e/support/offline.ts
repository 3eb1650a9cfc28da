import { expect, type Page } from "@playwright/test";

/** Waits until the service worker is installed and controls the page (the first visit is not controlled: reload once). */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The record of the account the browser's offline data belongs to (contrail-account), or null; never creates the database. */
function offlineAccountRecord(page: Page): Promise<{ userId?: string; language?: string } | null> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "contrail-account")) return null;
    return new Promise<{ userId?: string; language?: string } | null>((resolve) => {
      const open = indexedDB.open("contrail-account");
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("account")) {
          db.close();
          resolve(null);
          return;
        }
        const read = db.transaction("account").objectStore("account").get("current");
        read.onsuccess = () => {
          db.close();
          resolve((read.result as { userId?: string; language?: string } | undefined) ?? null);
        };
        read.onerror = () => resolve(null);
      };
      open.onerror = () => resolve(null);
    });
  });
}

/** The account the browser's offline data belongs to, or null. */
export async function offlineAccountId(page: Page): Promise<string | null> {
  return (await offlineAccountRecord(page))?.userId ?? null;
}

/** The language the account record holds (what the worker's shell speaks offline), or null. */
export async function storedOfflineLanguage(page: Page): Promise<string | null> {
  return (await offlineAccountRecord(page))?.language ?? null;
}

/** Whether the offline copy has synced once (contrail-log holds its state), so the shell can show it. */
export function offlineCopySynced(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "contrail-log")) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open("contrail-log");
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("state")) {
          db.close();
          resolve(false);
          return;
        }
        const read = db.transaction("state").objectStore("state").getAll();
        read.onsuccess = () => {
          db.close();
          resolve((read.result as { syncedAt?: string | null }[]).some((row) => Boolean(row.syncedAt)));
        };
        read.onerror = () => resolve(false);
      };
      open.onerror = () => resolve(false);
    });
  });
}

/** The names of the browser's IndexedDB databases that hold an account's data. */
export function accountDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? "").filter((name) => name.startsWith("contrail-")).sort());
}

