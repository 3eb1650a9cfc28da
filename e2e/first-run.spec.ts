import { expect, test } from "@playwright/test";
import { FRESH_PORT } from "./support/accounts";

const fresh = `http://127.0.0.1:${FRESH_PORT}`;

test("a brand-new instance offers to create the owner, once", async ({ page }) => {
  await page.goto(`${fresh}/`);
  await expect(page).toHaveURL(`${fresh}/setup`);
  await expect(page.getByRole("heading", { name: "Welcome to Contrail" })).toBeVisible();

  await page.getByLabel("Username").fill("firstowner");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Repeat password").fill("short");
  await page.getByRole("button", { name: "Create owner account" }).click();
  await expect(page.getByText("Password must be at least 10 characters")).toBeVisible();
  // what was typed stays, the passwords too, and the field to fix has the focus
  await expect(page.getByLabel("Username")).toHaveValue("firstowner");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("short");
  await expect(page.getByLabel("Repeat password")).toHaveValue("short");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();

  await page.getByLabel("Password", { exact: true }).fill("first-owner-password");
  await page.getByLabel("Repeat password").fill("first-owner-passwort");
  await page.getByRole("button", { name: "Create owner account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("first-owner-password");
  await expect(page.getByLabel("Repeat password")).toHaveValue("first-owner-passwort");

  await page.getByLabel("Password", { exact: true }).fill("first-owner-password");
  await page.getByLabel("Repeat password").fill("first-owner-password");
  await page.getByRole("button", { name: "Create owner account" }).click();
  await expect(page).toHaveURL(/\/signin\?setup=done/);
  await expect(page.getByRole("status")).toContainText("owner account is ready");

  await page.getByLabel("Password").fill("first-owner-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${fresh}/`);
  await expect(page.getByRole("heading", { name: "No completed flights yet" })).toBeVisible();

  // Set-up is closed now, signed in or not.
  await page.goto(`${fresh}/setup`);
  await expect(page).not.toHaveURL(/\/setup/);
  await page.context().clearCookies();
  await page.goto(`${fresh}/setup`);
  await expect(page).toHaveURL(`${fresh}/signin`);
});
