import { expect, test, type Page } from "@playwright/test";
import { bcbpText, type TestLeg } from "@/test/support/bcbp-pass";
import { createAccount, signedIn } from "./support/new-account";
import { accountDatabases, offlineAccountId, offlineCopySynced, workerInControl } from "./support/offline";
import { dayBefore } from "./support/scan-page";
import { storageStateOf } from "./support/state";

// Writing offline (issue 36): flights added with the network off (typed, and from a boarding pass) wait in the
// device's outbox, survive a reload, and are saved exactly once each when the network is back, even when the first
// answer is lost on the way; a refused flight stays with its reason; sign-out warns, then leaves nothing behind.
test.use({ storageState: storageStateOf("admin") });

const PASSWORD = "wren-offline-password-1";

async function apiKeyOf(page: Page): Promise<string> {
  await page.goto("/settings/security");
  await page.getByLabel("Key name").fill("offline-write-e2e");
  await page.getByRole("button", { name: "Create key" }).click();
  return (await page.getByTestId("new-api-key-value").innerText()).trim();
}

/** The account's flights as the API lists them: "FROM-TO notes" each. */
async function listed(page: Page, key: string): Promise<string[]> {
  const res = await page.request.get("/api/flight/list", { headers: { authorization: `Bearer ${key}` } });
  expect(res.status()).toBe(200);
  const { flights } = (await res.json()) as { flights: { from: { iata: string }; to: { iata: string }; notes: string }[] };
  return flights.map((flight) => `${flight.from.iata}-${flight.to.iata} ${flight.notes}`.trim()).sort();
}

async function pick(page: Page, name: string, typed: string, shown: RegExp) {
  const field = page.getByRole("combobox", { name, exact: true });
  await field.fill(typed);
  await field.press("Tab");
  await expect(field).toHaveValue(shown);
}

async function scanPass(page: Page, text: string) {
  await page.getByLabel("Barcode text").fill(text);
  await page.getByRole("button", { name: "Read text" }).click();
  await expect(page.getByRole("listitem", { name: "Leg 1: FRA → JFK" })).toBeVisible();
  await page.getByRole("button", { name: "Save flight" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved on this device — waiting to sync: FRA → JFK" })).toBeVisible();
}

test("flights added offline are kept through a reload, saved once each when back online, and cleared at sign-out", async ({ page: admin, browser }) => {
  test.setTimeout(240_000);
  await createAccount(admin, "wren-offline", PASSWORD);
  await createAccount(admin, "xena-offline", PASSWORD);
  const wren = await signedIn(browser, "wren-offline", PASSWORD);
  const context = wren.context();
  const key = await apiKeyOf(wren);
  await wren.goto("/");
  await workerInControl(wren);
  await expect.poll(() => offlineCopySynced(wren)).toBe(true);

  // offline: a typed flight, its pickers searching the bundled data
  await context.setOffline(true);
  await wren.goto("/flights/new");
  await expect(wren.getByTestId("offline-status")).toBeVisible();
  await pick(wren, "From", "zrh", /^ZRH · Zürich/);
  await pick(wren, "To", "heathrow", /^LHR · /);
  await pick(wren, "Airline", "lx", /^SWR \/ LX · /);
  await wren.getByLabel("Date", { exact: true }).fill("2025-05-04");
  await wren.getByLabel("Departure time").fill("07:40");
  await wren.getByLabel("Notes").fill("typed offline");
  await wren.getByRole("button", { name: "Save on this device" }).click();
  await expect(wren.getByRole("status").filter({ hasText: "Saved on this device — waiting to sync: ZRH → LHR · 4 May 2025" })).toBeVisible();

  // offline: a boarding pass, scanned twice (the second is the same flight: the server will refuse it)
  const pass = bcbpText("OFFLINE/WREN", [{ from: "FRA", to: "JFK", carrier: "LH", flight: "400", day: dayBefore(30), compartment: "Y", seat: "081K" } satisfies TestLeg]);
  await wren.goto("/flights/new/scan");
  await scanPass(wren, pass);
  await scanPass(wren, pass);

  // they survive a reload while offline, listed as waiting
  await wren.goto("/flights");
  await wren.reload();
  const waiting = wren.getByRole("region", { name: "Waiting to sync" });
  await expect(waiting.getByRole("listitem")).toHaveCount(3);
  await expect(waiting.getByRole("status")).toHaveText("3 flights waiting to sync");
  expect(await listed(wren, key)).toEqual([]);

  // back online (no page of ours open meanwhile, so every send below is counted); the first sync's answer is lost
  // after the server saved the flight
  await wren.goto("about:blank");
  let syncs = 0;
  await context.route("**/sync/flight", async (route) => {
    syncs += 1;
    if (syncs === 1) {
      await route.fetch();
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });
  await context.setOffline(false);
  await wren.goto("/flights");
  await expect(waiting.getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await expect(waiting.getByRole("listitem")).toContainText("FRA → JFK");
  await expect(waiting.getByRole("listitem")).toContainText(/Refused by the server: You already have this flight \(flight \d+\)/);
  await expect(waiting.getByRole("status")).toHaveText("1 flight refused, waiting for you to correct or drop");
  expect(syncs).toBe(4);
  expect(await listed(wren, key)).toEqual(["FRA-JFK", "ZRH-LHR typed offline"]);

  // the refused flight stays, with its reason, through a reload
  await wren.reload();
  await expect(waiting.getByRole("listitem")).toContainText("You already have this flight");

  // sign-out warns while a flight waits, then deletes the device's copy
  await wren.locator("summary").filter({ hasText: "Account menu for" }).click();
  await wren.getByRole("button", { name: "Sign out" }).click();
  await expect(wren.getByRole("alertdialog")).toContainText("1 flight saved on this device has not been synced yet");
  await wren.getByRole("button", { name: "Stay signed in" }).click();
  await expect(wren.getByRole("alertdialog")).toHaveCount(0);
  expect(await accountDatabases(wren)).toContain("contrail-outbox");
  await wren.getByRole("button", { name: "Sign out" }).click();
  await wren.getByRole("button", { name: "Sign out and delete them" }).click();
  await wren.waitForURL(/\/signin/);
  expect(await accountDatabases(wren)).toEqual([]);
  expect(await wren.evaluate(async () => (await caches.keys()).filter((name) => !name.startsWith("contrail-static-")))).toEqual([]);

  // offline now: nothing of wren's is shown
  await context.setOffline(true);
  await wren.goto("/flights");
  await expect(wren.getByRole("heading", { name: "Nothing stored on this device" })).toBeVisible();
  await context.setOffline(false);

  // another account on the same browser sees none of wren's data, online or offline
  await wren.goto("/signin");
  await wren.getByLabel("Username").fill("xena-offline");
  await wren.getByLabel("Password").fill(PASSWORD);
  await wren.getByRole("button", { name: "Sign in" }).click();
  await wren.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => offlineCopySynced(wren)).toBe(true);
  const xena = await offlineAccountId(wren);
  await wren.goto("/flights");
  await expect(wren.getByText("No flights yet.")).toBeVisible();
  await expect(waiting).toBeHidden();
  await context.setOffline(true);
  await wren.goto("/flights");
  await expect(wren.getByTestId("offline-status")).toBeVisible();
  await expect(wren.getByText(/FRA → JFK|ZRH → LHR/)).toHaveCount(0);
  await expect(waiting).toBeHidden();
  expect(await offlineAccountId(wren)).toBe(xena);
  await context.setOffline(false);
  await context.close();
});

test("the add form keeps a flight on the device when the save cannot reach the server, and the server saves it once", async ({ page: admin, browser }) => {
  test.setTimeout(120_000);
  await createAccount(admin, "yves-offline", PASSWORD);
  const yves = await signedIn(browser, "yves-offline", PASSWORD);
  const key = await apiKeyOf(yves);
  await yves.goto("/flights/new");
  await pick(yves, "From", "zrh", /^ZRH · /);
  await pick(yves, "To", "cdg", /^CDG · /);
  await yves.getByLabel("Date", { exact: true }).fill("2025-06-01");
  await yves.getByLabel("Notes").fill("lost answer");
  // the save reaches the server, but its answer is lost
  await yves.route("**/flights/new", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await route.fetch();
    await route.abort("connectionreset");
  });
  await yves.getByRole("button", { name: "Save flight" }).click();
  await expect(yves.getByText("The server could not be reached, so the flight is not saved yet.")).toBeVisible();
  await yves.getByRole("button", { name: "Keep it on this device and sync later" }).click();
  await expect(yves.getByRole("status").filter({ hasText: "Saved on this device — waiting to sync." })).toBeVisible();
  await yves.unroute("**/flights/new");
  await yves.goto("/flights");
  await expect.poll(() => yves.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open("contrail-outbox");
    open.onsuccess = () => {
      const read = open.result.transaction("entries").objectStore("entries").count();
      read.onsuccess = () => resolve(read.result);
    };
  })), { timeout: 30_000 }).toBe(0);
  // the outbox sent it under the form's key: the server answered the flight it had saved, not a second one
  expect(await listed(yves, key)).toEqual(["ZRH-CDG lost answer"]);
  await yves.context().close();
});
