import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("bob") });

async function pick(page: Page, label: string, query: string, option: RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).fill(query);
  await page.getByRole("option", { name: option }).first().click();
}

async function deleteFlight(page: Page) {
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page).toHaveURL(/\/flights\?deleted=1$/);
}

test("an arrival time before the departure lands the next day; the flight page marks it", async ({ page }) => {
  await page.goto("/flights/new");
  await pick(page, "From", "ZRH", /^ZRH · Zürich/);
  await pick(page, "To", "Paris", /^CDG · /);
  await page.getByLabel("Date", { exact: true }).fill("2024-09-01");
  await page.getByLabel("Departure time").fill("23:30");
  await page.getByLabel("Arrival time").fill("00:40");
  // the form says what an empty arrival date will mean, by the rule the server applies
  await expect(page.getByText("Empty: 2 Sep 2024 (arrives next day), from the times.")).toBeVisible();
  await page.getByRole("button", { name: "Save flight" }).click();

  await expect(page).toHaveURL(/\/flights\/\d+$/);
  const arrival = page.locator(".card", { has: page.getByRole("heading", { name: "Arrival" }) });
  await expect(arrival).toContainText("00:40");
  await expect(arrival).toContainText("on 2 Sep 2024");
  await expect(arrival.getByText("+1")).toBeVisible();
  await expect(arrival.getByText("(arrives next day)")).toHaveClass(/sr-only/);
  await expect(page.getByText("1 h 10 min")).toBeVisible();

  // the list marks it too: departure and arrival clocks, the arrival's day after
  const flightPage = page.url();
  await page.goto("/flights");
  const row = page.getByTestId("flight-table").locator("tbody tr").first();
  await expect(row).toContainText("1 Sep 2024, 23:30");
  await expect(row).toContainText("00:40");
  await expect(row.getByText("+1")).toBeVisible();
  await page.goto(flightPage);

  // the user may still set the date: two days later
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel("Arrival date")).toHaveValue("2024-09-02");
  await page.getByLabel("Arrival date").fill("2024-09-03");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/flights\/\d+$/);
  await expect(arrival.getByText("+2")).toBeVisible();
  await expect(arrival).toContainText("on 3 Sep 2024");
  await deleteFlight(page);
});

test("a same-day flight shows no marker", async ({ page }) => {
  await page.goto("/flights/new");
  await pick(page, "From", "ZRH", /^ZRH · Zürich/);
  await pick(page, "To", "Paris", /^CDG · /);
  await page.getByLabel("Date", { exact: true }).fill("2024-09-01");
  await page.getByLabel("Departure time").fill("08:00");
  await page.getByLabel("Arrival time").fill("09:10");
  await expect(page.getByText("Empty: same day as departure.")).toBeVisible();
  await page.getByRole("button", { name: "Save flight" }).click();
  await expect(page).toHaveURL(/\/flights\/\d+$/);
  const arrival = page.locator(".card", { has: page.getByRole("heading", { name: "Arrival" }) });
  await expect(arrival).toContainText("09:10");
  await expect(arrival.getByText(/arrives/)).toHaveCount(0);
  await deleteFlight(page);
});
