import { hashPassword } from "@/lib/auth/password";
import { dialectOf } from "@/lib/db/client";
import { createTestDb } from "@/test/support/test-db";
import { ensureBuild, startServer, type RunningServer } from "@/test/support/production-server";
import type { Page } from "playwright-core";
import { API_DEFAULTS } from "./api/args";
import { seedBenchData } from "./api/seed-bench-data";
import { launchChromium, signedInContext } from "./web/browser";

/**
 * `npm run bench:offline`: what the offline app keeps in a browser for a 2,000-flight log. Seeds a fresh database
 * (SQLite, or a fresh PostgreSQL database when DATABASE_URL is postgres://) with one user holding 2,000 flights,
 * starts the production server, signs in with Chromium, waits until the service worker controls the page and the
 * offline copy holds every flight, then prints navigator.storage.estimate() (Cache Storage + IndexedDB) and the
 * time the first sync took. Not a timed test: figures for docs/features.md.
 */
const FLIGHTS = 2_000;
const PASSWORD = "bench-offline-password-1";

/** The number of flights in the offline copy, or -1 before the database exists (opening it would create it empty). */
function storedFlights(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "contrail-log")) return -1;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open("contrail-log");
      open.onsuccess = () => {
        const count = open.result.transaction("flights").objectStore("flights").count();
        count.onsuccess = () => {
          open.result.close();
          resolve(count.result);
        };
      };
      open.onerror = () => resolve(-1);
    });
  });
}

const kb = (bytes: number | undefined) => (bytes === undefined ? "-" : `${(bytes / 1024).toFixed(0)} KB`);

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? "";
  if (/^postgres(ql)?:\/\//i.test(serverUrl)) process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  ensureBuild();
  const testDb = await createTestDb();
  const dialect = dialectOf(testDb.db);
  let server: RunningServer | undefined;
  const browser = await launchChromium();
  try {
    const data = await seedBenchData(testDb.db, testDb.url, dialect, { ...API_DEFAULTS, users: 2, flights: FLIGHTS, bigUserFlights: FLIGHTS });
    const user = await testDb.db.user.update({ where: { id: data.bigUserId }, data: { passwordHash: await hashPassword(PASSWORD) }, select: { username: true } });
    const held = await testDb.db.seat.count({ where: { userId: data.bigUserId } });
    server = await startServer({ databaseUrl: testDb.url });
    const context = await signedInContext(browser, server.baseUrl, user.username, PASSWORD);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    let synced = -1;
    while (synced < held && Date.now() - started < 120_000) {
      await page.waitForTimeout(200);
      synced = await storedFlights(page);
    }
    const syncMs = Date.now() - started;
    if (synced < held) throw new Error(`the offline copy holds ${synced} of ${held} flights after 120 s`);
    const estimate = await page.evaluate(async () => {
      const { usage, usageDetails } = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
      return { usage, usageDetails: usageDetails ?? {} };
    });
    console.log(`offline copy of a ${held}-flight log (${dialect}), Chromium ${browser.version()}`);
    console.log(`  first visit to a complete offline copy: ${syncMs} ms`);
    console.log(`  storage used: ${kb(estimate.usage)} in all`);
    console.log(`    Cache Storage: ${kb(estimate.usageDetails.caches)}`);
    console.log(`    IndexedDB: ${kb(estimate.usageDetails.indexedDB)}`);
    console.log(`    service worker registration: ${kb(estimate.usageDetails.serviceWorkerRegistrations)}`);
    await context.close();
  } finally {
    await browser.close();
    await server?.stop();
    await testDb.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
