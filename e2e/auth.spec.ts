import { expect, test } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { signIn } from "./support/state";

test.describe("sign-in and sign-out", () => {
  test("a visitor is sent to sign-in", async ({ page }) => {
    await page.goto("/flights");
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("a visitor who opens any page returns there after signing in", async ({ page, baseURL }) => {
    await page.goto("/flights?q=ZRH&page=1");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
    await page.getByLabel("Username").fill(ACCOUNTS.alice.username);
    await page.getByLabel("Password").fill(ACCOUNTS.alice.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${new URL(baseURL!).origin}/flights?q=ZRH&page=1`);
  });

  test("a wrong password and an unknown user get the same generic message", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Username").fill(ACCOUNTS.bob.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("p[role=alert]")).toHaveText("Incorrect username or password.");
    await page.getByLabel("Username").fill("nobody-here");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("p[role=alert]")).toHaveText("Incorrect username or password.");
    await expect(page).toHaveURL(/\/signin/);
  });

  test("signs in, shows the user, and signs out", async ({ page }) => {
    await signIn(page, "alice");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.getByText(ACCOUNTS.alice.displayName).first().click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/signin/);
  });

  test("after signing in, the return address never leaves the site", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const target of ["/%5Cevil.example/phish", "/%09/evil.example", "%2F%2Fevil.example", "https://evil.example/", "javascript:alert(1)"]) {
      await page.context().clearCookies();
      await page.goto(`/signin?callbackUrl=${target}`);
      await page.getByLabel("Username").fill(ACCOUNTS.alice.username);
      await page.getByLabel("Password").fill(ACCOUNTS.alice.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(new URL(page.url()).origin, target).toBe(origin);
    }
    // already signed in: the sign-in page sends the visitor on, here too only within the site
    await page.goto("/signin?callbackUrl=/%5Cevil.example/phish");
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).origin).toBe(origin);
    await page.goto("/signin?callbackUrl=%2Fsettings%3Ffrom%3Dsignin");
    await expect(page).toHaveURL(`${origin}/settings?from=signin`);
  });

  test("a same-site return address with a query string is kept", async ({ page, baseURL }) => {
    await page.goto(`/signin?callbackUrl=${encodeURIComponent("/flights?q=ZRH")}`);
    await page.getByLabel("Username").fill(ACCOUNTS.alice.username);
    await page.getByLabel("Password").fill(ACCOUNTS.alice.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${new URL(baseURL!).origin}/flights?q=ZRH`);
  });

  test("repeated failures are slowed down", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Username").fill("throttled-user");
    for (let i = 0; i < 7; i++) {
      await page.getByLabel("Password").fill(`wrong-${i}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    }
    await expect(page.locator("p[role=alert]")).toHaveText(/Too many failed attempts/);
  });
});
