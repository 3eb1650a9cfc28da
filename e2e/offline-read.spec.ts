import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createAccount, signedIn } from "./support/new-account";
import { signIn, storageStateOf } from "./support/state";

// Reading offline (issue 36): after one online visit the dashboard, the flight list and a flight page open with the
// network off, from the account's copy in IndexedDB; no page HTML is cached; share, calendar and admin pages are not
// served offline; the manifest and the worker pass Chromium's installability checks.
test.use({ storageState: storageStateOf("admin") });

async function apiKeyOf(page: Page): Promise<string> {
  await page.goto("/settings/security");
  await page.getByLabel("Key name").fill("offline-e2e");
  await page.getByRole("button", { name: "Create key" }).click();
  return (await page.getByTestId("new-api-key-value").innerText()).trim();
}

async function saveFlight(page: Page, key: string, data: object): Promise<number> {
  const res = await page.request.post("/api/flight/save", { headers: { authorization: `Bearer ${key}` }, data });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** Waits until the service worker is installed and controls the page (the first visit is not controlled: reload once). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What the offline copy holds: the synced flights' ids and whether the dashboard's figures are there (no database created). */
function offlineCopy(page: Page): Promise<{ ids: number[]; figures: boolean } | null> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "contrail-log")) return null;
    return new Promise((resolve) => {
      const open = indexedDB.open("contrail-log");
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction(["flights", "state"]);
        const flights = read.objectStore("flights").getAll();
        const state = read.objectStore("state").getAll();
        read.oncomplete = () => {
          db.close();
          const figures = (state.result as { figures: unknown }[]).some((row) => row.figures !== null);
          resolve({ ids: (flights.result as { id: number }[]).map((row) => row.id).sort((a, b) => a - b), figures });
        };
      };
      open.onerror = () => resolve(null);
    });
  });
}

/** Every URL in Cache Storage, as a path. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test("after one online visit the dashboard, the flight list and a flight page open offline, marked as of the last sync", async ({ page, browser }) => {
  await createAccount(page, "olga-offline", "olga-password-1");
  const olga = await signedIn(browser, "olga-offline", "olga-password-1");
  const key = await apiKeyOf(olga);
  const lhr = await saveFlight(olga, key, { from: "ZRH", to: "LHR", date: "2024-03-10", departure: "2024-03-10T07:40", arrival: "2024-03-10T08:25", airline: "SWR", flightNumber: "LX318" });
  const jfk = await saveFlight(olga, key, { from: "LHR", to: "JFK", date: "2024-03-12", notes: "window seat, wing view" });

  await olga.goto("/");
  // her colours follow her offline too (the shell itself is the same page for everyone)
  await olga.locator("header details summary").click();
  await olga.getByRole("button", { name: "Dark", exact: true }).click();
  await expect(olga.locator("html")).toHaveAttribute("data-theme", "dark");
  await workerInControl(olga);
  await olga.goto("/flights");
  await olga.goto(`/flights/${lhr}`);
  await olga.goto("/");
  await expect.poll(() => offlineCopy(olga)).toEqual({ ids: [lhr, jfk].sort((a, b) => a - b), figures: true });
  const flightsOnline = await olga.getByTestId("stat-flights").locator("dd").getAttribute("data-value");

  // no page HTML but the account-free shell is ever cached
  const paths = await cachedPaths(olga);
  expect(paths).toContain("/offline");
  for (const path of paths) expect(path, path).toMatch(/^\/(offline|offline\/pickers\.json|_next\/static\/.+|icons\/.+|decoder\/.+|manifest\.webmanifest|icon\.svg|apple-icon\.png)$/);

  await olga.context().setOffline(true);
  await olga.reload();
  await expect(olga.getByTestId("offline-status")).toContainText(/Offline — as of /);
  await expect(olga.getByTestId("offline-status")).toHaveAttribute("role", "status");
  await expect(olga.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(olga.getByTestId("stat-flights").locator("dd")).toHaveAttribute("data-value", flightsOnline!);
  expect(flightsOnline).toBe("2");

  await olga.getByRole("navigation", { name: "Offline" }).getByRole("link", { name: "Flights" }).click();
  await expect(olga).toHaveURL(/\/flights$/);
  const list = olga.getByTestId("offline-flights");
  await expect(list.getByRole("link")).toHaveCount(2);
  await expect(list.getByRole("link").first()).toContainText("LHR → JFK");
  await olga.getByLabel("Filter").fill("lx318");
  await expect(list.getByRole("link")).toHaveCount(1);
  await list.getByRole("link", { name: /ZRH → LHR/ }).click();
  await expect(olga).toHaveURL(new RegExp(`/flights/${lhr}$`));
  await expect(olga.getByTestId("offline-flight-title")).toHaveText("ZRH → LHR");
  await expect(olga.getByText("07:40 local")).toBeVisible();
  await expect(olga.getByRole("button", { name: /delete|edit/i })).toHaveCount(0);

  await olga.goto(`/flights/${jfk}`);
  await expect(olga.getByText("window seat, wing view")).toBeVisible();
  await expect(olga.getByTestId("offline-status")).toContainText("Offline — as of");
  await olga.goto("/trips");
  await expect(olga.getByRole("heading", { name: "Not available offline" })).toBeVisible();

  // never answered from a cache: the browser's own offline error
  for (const path of ["/share/AAAAAAAAAAAAAAAAAAAAAA", "/calendar/token.ics", "/settings/users", "/signin"]) {
    await expect(olga.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  }
  await olga.context().setOffline(false);
  await olga.context().close();
});

test("another account signing in on the same browser never sees the first one's offline copy", async ({ page, browser }) => {
  await createAccount(page, "oona-offline", "oona-password-1");
  await createAccount(page, "otto-offline", "otto-password-1");
  const oona = await signedIn(browser, "oona-offline", "oona-password-1");
  const oonas = await saveFlight(oona, await apiKeyOf(oona), { from: "ZRH", to: "LHR", date: "2024-04-01", notes: "Oona's secret trip" });
  await oona.goto("/");
  await workerInControl(oona);
  await expect.poll(() => offlineCopy(oona)).toEqual({ ids: [oonas], figures: true });

  // Oona's session ends without signing out (an expired cookie); Otto signs in on the same browser
  await oona.context().clearCookies();
  await oona.goto("/signin");
  await oona.getByLabel("Username").fill("otto-offline");
  await oona.getByLabel("Password").fill("otto-password-1");
  await oona.getByRole("button", { name: "Sign in" }).click();
  await oona.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => offlineCopy(oona)).toEqual({ ids: [], figures: true });

  await oona.context().setOffline(true);
  await oona.goto("/flights");
  await expect(oona.getByTestId("offline-count")).toHaveText("0 flights");
  await oona.goto(`/flights/${oonas}`);
  await expect(oona.getByRole("heading", { name: "Flight not on this device" })).toBeVisible();
  await expect(oona.getByText("Oona's secret trip")).toHaveCount(0);
  await oona.context().setOffline(false);
  await oona.context().close();
});

test("the manifest and the worker pass Chromium's installability checks", async ({ playwright }, testInfo) => {
  // a browser profile of its own: Chromium never offers to install from an incognito context (every test context is one)
  const profile = mkdtempSync(path.join(os.tmpdir(), "contrail-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL: testInfo.project.use.baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, "alice");
    await workerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
