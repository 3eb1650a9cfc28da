import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("pia") });

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseTheme(page: Page, label: "System" | "Light" | "Dark") {
  const menu = page.locator("header details");
  if ((await menu.getAttribute("open")) === null) await menu.locator("summary").click();
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", label.toLowerCase());
}

test.describe("display preferences", () => {
  test("units, date format and clock are stored per user and every page follows them", async ({ page }) => {
    await page.goto("/flights");
    await expect(page.getByTestId("flight-table")).toContainText("10 May 2023, 19:10");
    await expect(page.getByTestId("flight-table")).toContainText("km");

    await page.goto("/settings");
    await page.getByLabel("Nautical miles").check();
    await page.getByLabel("2024-03-12").check();
    await page.getByLabel("12-hour (6:05 PM)").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();

    await page.goto("/flights");
    await expect(page.getByTestId("flight-table")).toContainText("2023-05-10, 7:10 PM");
    await expect(page.getByTestId("flight-table")).toContainText("nmi");
    await page.getByTestId("flight-table").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/flights\/\d+$/);
    await expect(page.getByText("7:10 PM", { exact: true })).toBeVisible();
    await expect(page.getByText("2023-05-10", { exact: true })).toBeVisible();

    // the dashboard's card and its distance chart, whose table names the unit in words
    await page.goto("/");
    await expect(page.getByTestId("stat-distance").locator("dd")).toHaveText(/^[\d,]+ nmi$/);
    const distanceChart = page.getByTestId("chart-distance-per-year");
    await expect(distanceChart.getByRole("heading")).toHaveText("Distance per year (nmi)");
    await distanceChart.getByText("Show as table").click();
    await expect(distanceChart.getByRole("columnheader").last()).toHaveText("Nautical miles");

    await page.goto("/settings");
    await page.getByLabel("Mar 12, 2024").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await page.goto("/flights");
    await expect(page.getByTestId("flight-table")).toContainText("May 10, 2023, 7:10 PM");

    // back to what the rest of the suite expects
    await page.goto("/settings");
    await page.getByLabel("Kilometres").check();
    await page.getByLabel("12 Mar 2024").check();
    await page.getByLabel("24-hour (18:05)").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
  });

  test("the theme is switched from the account menu and overrides the device's", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const light = await background(page);
    await chooseTheme(page, "Dark");
    const dark = await background(page);
    expect(dark).not.toBe(light);
    await page.goto("/flights");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await background(page)).toBe(dark);

    await page.emulateMedia({ colorScheme: "dark" });
    await chooseTheme(page, "Light");
    expect(await background(page)).toBe(light);

    await chooseTheme(page, "System");
    expect(await background(page)).toBe(dark);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background(page)).toBe(light);
  });
});
