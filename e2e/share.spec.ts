import { expect, test } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { ACCOUNTS } from "./support/accounts";
import { storageStateOf } from "./support/state";

/**
 * Share links end to end: made in Settings → Sharing, opened signed out in another browser context, accessible at
 * phone and desktop widths in light and dark, then revoked: the address answers 404.
 */
const SIGNED_OUT = { cookies: [], origins: [] };

test("create a share link, open it signed out, revoke it", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const owner = await browser.newContext({ storageState: storageStateOf("alice"), viewport: { width: 390, height: 800 } });
  const settings = await owner.newPage();
  await settings.goto(`${baseURL}/settings/sharing`);
  const form = settings.getByTestId("new-link-form");
  await form.getByLabel("Label").fill("E2E travels");
  // a new link shows the totals and the map, nothing of single flights, until ticked
  await expect(form.getByLabel("Statistics and charts")).toBeChecked();
  await expect(form.getByLabel("Flight list")).not.toBeChecked();
  await form.getByLabel("Flight list").check();
  await form.getByLabel("Your seats").check();
  await form.getByRole("button", { name: "Create link" }).click();
  const item = settings.getByTestId("share-link").filter({ hasText: "E2E travels" });
  await expect(item).toHaveCount(1);
  const url = await item.getByTestId("share-link-url").inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{22}$/);
  expect(await settings.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  const visitor = await browser.newContext({ storageState: SIGNED_OUT, viewport: { width: 1280, height: 900 } });
  const page = await visitor.newPage();
  const opened = await page.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toMatch(/noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "E2E travels" })).toBeVisible();
  await expect(page.getByTestId("shared-flights")).toBeVisible();
  await expect(page.getByText(ACCOUNTS.bob.displayName)).toHaveCount(0);
  await page.locator("[data-testid=chart-per-year] .recharts-bar-rectangle").first().waitFor();
  await expect(page.locator("main, [role=main]")).toHaveCount(1);
  await checkLayouts(page, "share");

  await item.getByRole("button", { name: "Revoke link E2E travels" }).click();
  await settings.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(settings.getByTestId("share-link").filter({ hasText: "E2E travels" })).toHaveCount(0);
  const gone = await page.goto(url);
  expect(gone?.status()).toBe(404);
  await owner.close();
  await visitor.close();
});
