import { expect, type Browser, type Page } from "@playwright/test";

const SIGNED_OUT = { cookies: [], origins: [] };

/** An admin makes an account on Settings → Users, for a test that changes what the account holds. */
export async function createAccount(admin: Page, username: string, password: string): Promise<void> {
  await admin.goto("/settings/users");
  await admin.getByLabel("Username").fill(username);
  await admin.getByLabel("Initial password").fill(password);
  await admin.getByRole("button", { name: "Create user" }).click();
  await expect(admin.getByTestId("user-row").filter({ hasText: username })).toHaveCount(1);
}

/** A page of a new browser context (an English one unless `locale` says otherwise: the labels read here are English), signed in as that account. */
export async function signedIn(browser: Browser, username: string, password: string, locale = "en-US"): Promise<Page> {
  const page = await (await browser.newContext({ storageState: SIGNED_OUT, locale })).newPage();
  await page.goto("/signin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return page;
}
