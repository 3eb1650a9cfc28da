import { hashPassword } from "@/lib/auth/password";
import { createTestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { ensureBuild, startServer } from "@/test/support/production-server";
import { launchChromium, signedInContext } from "../web/browser";
import { median } from "../web/timing";

/**
 * `npm run bench:offline-add`: the time to open the add-flight page with the network off on a throttled phone
 * profile (CPU ×4 through CDP's Emulation.setCPUThrottlingRate, a 390×844 viewport), after one online visit: from the
 * navigation until the form can be used (the worker answers with the cached shell, which reads the account from
 * IndexedDB and draws the form). Also the first airport search of a page (the picker data fetched from the worker's
 * cache, indexed, searched). Medians of --runs runs (default 7) after a warm-up.
 */
const PASSWORD = "bench-offline-password-1";
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 7);

async function main(): Promise<void> {
  ensureBuild();
  const testDb = await createTestDb();
  await seedReferenceFixtures(testDb.db);
  const user = await createUser(testDb.db, { username: "bench-offline" });
  await testDb.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const server = await startServer({ databaseUrl: testDb.url, env: { CONTRAIL_RATE_LIMIT_REQUESTS: "0" } });
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, server.baseUrl, user.username, PASSWORD);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // the shell needs the account's copy: wait for its first sync
    await page.waitForFunction(() => indexedDB.databases().then((dbs) => dbs.some((db) => db.name === "contrail-log")), undefined, { timeout: 60_000 });
    await page.waitForTimeout(2_000);
    const pickers = await page.evaluate(() => fetch("/offline/pickers.json").then((res) => res.arrayBuffer()).then((body) => body.byteLength));

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const saveButton = page.getByRole("button", { name: "Save on this device" });
    const openMs: number[] = [];
    const searchMs: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      await page.goto("/flights/new", { waitUntil: "commit" });
      await saveButton.waitFor({ state: "visible", timeout: 60_000 });
      const opened = performance.now();
      const from = page.getByRole("combobox", { name: "From", exact: true });
      await from.fill("zrh");
      await page.getByRole("option", { name: /ZRH · Zürich/ }).waitFor({ state: "visible", timeout: 60_000 });
      // the first run warms the browser (compiling the shell's scripts); it is not counted
      if (i > 0) {
        openMs.push(Math.round(opened - started));
        searchMs.push(Math.round(performance.now() - opened));
      }
    }
    console.log(`[bench offline] picker data: ${Math.round(pickers / 1024)} KB (uncompressed, as cached)`);
    console.log(`[bench offline] add-flight page offline, CPU ×4, 390×844: median ${median(openMs)} ms to a usable form (runs: ${openMs.join(", ")})`);
    console.log(`[bench offline] first airport search in that page: median ${median(searchMs)} ms (runs: ${searchMs.join(", ")})`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    await testDb.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
