import { expect, test } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { signIn, storageStateOf } from "./support/state";

const SIGNED_OUT = { cookies: [], origins: [] };

test.describe("Settings → Security", () => {
  test.use({ storageState: storageStateOf("bob") });

  // A fresh sign-in: the saved one may be more than 10 minutes old by now, and then a key needs the password again.
  // New contexts start signed out: one made from `browser` takes this file's options, bob's saved session included.
  test("creates a key that works against /api/stats, shown once, then revokes it", async ({ browser, request }) => {
    const context = await browser.newContext({ storageState: SIGNED_OUT });
    const page = await context.newPage();
    await signIn(page, "bob");
    await page.goto("/settings/security");
    await page.getByLabel("Key name").fill("e2e script");
    await page.getByRole("button", { name: "Create key" }).click();
    const value = page.getByTestId("new-api-key-value");
    await expect(value).toBeVisible();
    const key = (await value.innerText()).trim();
    expect(key.length).toBeGreaterThan(20);
    await expect(page.getByText(`curl -H "Authorization: Bearer ${key}"`)).toBeVisible();

    const ok = await request.get("/api/stats", { headers: { Authorization: `Bearer ${key}` } });
    expect(ok.status()).toBe(200);
    expect(((await ok.json()) as { success: boolean }).success).toBe(true);

    const row = page.getByTestId("api-key-row").filter({ hasText: "e2e script" });
    await expect(row).toContainText(key.slice(0, 8));
    await page.reload();
    await expect(page.getByTestId("new-api-key-value")).toHaveCount(0);
    await expect(page.getByText(key)).toHaveCount(0);
    await expect(row).toContainText("Last used");
    await expect(row).not.toContainText("Last used never");

    // asked first: Cancel changes nothing and hands focus back to the button that asked
    await row.getByRole("button", { name: "Revoke key e2e script" }).click();
    await expect(row.getByRole("alertdialog", { name: /Revoke “e2e script”\?/ })).toBeVisible();
    await expect(row.getByRole("button", { name: "Yes, revoke" })).toBeFocused();
    await row.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByRole("button", { name: "Revoke key e2e script" })).toBeFocused();
    await row.getByRole("button", { name: "Revoke key e2e script" }).click();
    await row.getByRole("button", { name: "Yes, revoke" }).click();
    await expect(page.getByTestId("api-key-row").filter({ hasText: "e2e script" })).toHaveCount(0);
    const gone = await request.get("/api/stats", { headers: { Authorization: `Bearer ${key}` } });
    expect(gone.status()).toBe(401);
    await context.close();
  });

  test("changing the password needs the current one, keeps this session and ends the others", async ({ browser }) => {
    const here = await browser.newContext({ storageState: SIGNED_OUT });
    const elsewhere = await browser.newContext({ storageState: SIGNED_OUT });
    const page = await here.newPage();
    const other = await elsewhere.newPage();
    await signIn(page, "sam");
    await signIn(other, "sam");

    await page.goto("/settings/security");
    await page.getByLabel("Current password").fill("wrong-password");
    await page.getByLabel("New password", { exact: true }).fill("sam-password-2");
    await page.getByLabel("Repeat new password").fill("sam-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Current password is not correct")).toBeVisible();
    await page.getByLabel("Current password").fill(ACCOUNTS.sam.password);
    await page.getByLabel("New password", { exact: true }).fill("password");
    await page.getByLabel("Repeat new password").fill("password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password must be at least 10 characters")).toBeVisible();
    await page.getByLabel("Current password").fill(ACCOUNTS.sam.password);
    await page.getByLabel("New password", { exact: true }).fill("sam-password-2");
    await page.getByLabel("Repeat new password").fill("sam-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed.")).toBeVisible();

    await page.goto("/settings/security");
    await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
    await other.goto("/settings/security");
    await expect(other).toHaveURL(/\/signin/);

    // "Sign out everywhere" ends this session too, and the one signed in again elsewhere.
    await signIn(other, "sam", "", "sam-password-2");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/signin/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/signin/);
    await other.goto("/");
    await expect(other).toHaveURL(/\/signin/);
    await here.close();
    await elsewhere.close();
  });

  test("stores the distance unit and shows miles on the dashboard", async ({ page }) => {
    await page.goto("/settings");
    await page.getByLabel("Miles", { exact: true }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await page.goto("/");
    await expect(page.getByTestId("stat-distance")).toContainText(" mi");
    await page.goto("/settings");
    await page.getByLabel("Kilometres").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
  });
});

test.describe("Settings → Users", () => {
  test("the owner creates a user and makes them an admin", async ({ browser }) => {
    const owner = await browser.newContext({ storageState: storageStateOf("owner") });
    const page = await owner.newPage();
    await page.goto("/settings/users");
    await page.getByLabel("Username").fill("carl");
    await page.getByLabel("Display name").fill("Carl Crew");
    await page.getByLabel("Initial password").fill("carl-password-1");
    await page.getByRole("button", { name: "Create user" }).click();
    await expect(page.getByText("User carl created.")).toBeVisible();
    const row = page.getByTestId("user-row").filter({ hasText: "Carl Crew" });
    await row.getByLabel("Role of carl").selectOption("admin");
    await expect(row.getByRole("status")).toHaveText("Role changed to admin.");
    await owner.close();

    // An admin sees carl, but may not unmake another admin.
    const admin = await browser.newContext({ storageState: storageStateOf("admin") });
    const adminPage = await admin.newPage();
    await adminPage.goto("/settings/users");
    const carl = adminPage.getByTestId("user-row").filter({ hasText: "Carl Crew" });
    // the role as Common.roles names it (it was "admin" capitalized by CSS; the words now come from the catalogue)
    await expect(carl).toContainText("Admin");
    await expect(carl.getByRole("combobox")).toHaveCount(0);
    await admin.close();
  });

  test("regular users do not get the Users page", async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf("alice") });
    const page = await context.newPage();
    const response = await page.goto("/settings/users");
    expect(response?.status()).toBe(404);
    await page.goto("/settings");
    await expect(page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Users" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Import" })).toHaveAttribute("href", "/settings/import");
    await context.close();
  });
});

test.describe("Settings → Import", () => {
  test.use({ storageState: storageStateOf("alice") });

  test("a dry run counts the values it cannot keep", async ({ page }) => {
    const header = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note";
    const rows = [
      "2024-08,LX900,Zurich / Zürich Airport (ZRH/LSZH),London / Heathrow (LHR/EGLL),10:00:00,11:00:00,01:00:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,",
      "2024-09-03,LX901,Zurich / Zürich Airport (ZRH/LSZH),London / Heathrow (LHR/EGLL),09:00:00,,01:45:00,Swiss (LX/SWR),Airbus A320 (A320),,,7,0,0,",
    ];
    await page.goto("/settings/import");
    await page.getByLabel("Export file").setInputFiles({ name: "fr24.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...rows].join("\n")) });
    await page.getByRole("button", { name: "Upload and check" }).click();
    await expect(page.getByText("Values that will not be kept (4)")).toBeVisible();
    // each value by its field and the file's own column
    await expect(page.getByTestId("dropped-value")).toHaveText([
      /^Departure time \(column “Dep time”\)\s*the date has no day\s*1\s*2/,
      /^Arrival time \(column “Arr time”\)\s*the date has no day\s*1\s*2/,
      /^Duration \(column “Duration”\)\s*no departure time to count it from\s*1\s*2/,
      /^Seat position \(column “Seat type”\)\s*not a value Contrail knows\s*1\s*3/,
    ]);
    // the preview writes dates and times as every other page does, in the user's format (day-month, 24-hour here)
    const preview = page.getByRole("region", { name: "Import preview" });
    await expect(preview).toContainText("Aug 2024");
    await expect(preview).toContainText("3 Sep 2024");
    await expect(preview).toContainText("09:00 (UTC+02:00)");
  });
});
