import { expect, test } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { ACCOUNTS } from "./support/accounts";
import { storageStateOf } from "./support/state";

/**
 * A share link's year in review end to end: a link made in Settings → Sharing, its share page opened signed out,
 * the newest year's review followed from there, accessible at phone and desktop widths in light and dark, and its
 * card as a PNG drawn on the server.
 */
const SIGNED_OUT = { cookies: [], origins: [] };

test("open a share link's year in review signed out, with its card as PNG", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const owner = await browser.newContext({ storageState: storageStateOf("alice") });
  const settings = await owner.newPage();
  await settings.goto(`${baseURL}/settings/sharing`);
  const form = settings.getByTestId("new-link-form");
  await form.getByLabel("Label").fill("E2E review");
  await form.getByRole("button", { name: "Create link" }).click();
  const item = settings.getByTestId("share-link").filter({ hasText: "E2E review" });
  await expect(item).toHaveCount(1);
  const url = await item.getByTestId("share-link-url").inputValue();

  const visitor = await browser.newContext({ storageState: SIGNED_OUT, viewport: { width: 1280, height: 900 } });
  const page = await visitor.newPage();
  await page.goto(url);
  const years = page.getByTestId("share-review-years").getByRole("link");
  await expect(years.first()).toBeVisible();
  await years.first().click();
  await expect(page).toHaveURL(/\/share\/[A-Za-z0-9_-]{22}\/review\/\d{4}$/);
  await expect(page.getByRole("heading", { level: 1, name: /E2E review: \d{4} in review/ })).toBeVisible();
  await expect(page.getByTestId("review-figures")).toBeVisible();
  await expect(page.getByText(ACCOUNTS.bob.displayName)).toHaveCount(0);
  await checkLayouts(page, "share-review");

  const card = await page.request.get(`${page.url()}/card.png?theme=dark`);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  const bytes = await card.body();
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

  await item.getByRole("button", { name: "Revoke link E2E review" }).click();
  await settings.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(settings.getByTestId("share-link").filter({ hasText: "E2E review" })).toHaveCount(0);
  expect((await page.goto(page.url()))?.status()).toBe(404);
  await owner.close();
  await visitor.close();
});
