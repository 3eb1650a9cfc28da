import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("bob") });

async function pick(page: Page, label: string, query: string, option: RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).fill(query);
  await page.getByRole("option", { name: option }).first().click();
}

test("adds, edits (with a field error that saves nothing) and deletes a flight", async ({ page }) => {
  await page.goto("/flights/new");
  await pick(page, "From", "ZRH", /^ZRH · Zürich/);
  await pick(page, "To", "Paris", /^CDG · /);
  await page.getByLabel("Date", { exact: true }).fill("2024-09-01");
  await page.getByLabel("Departure time").fill("08:00");
  await page.getByLabel("Arrival time").fill("09:10");
  await pick(page, "Airline", "swiss", /SWR \/ LX · Swiss/);
  await page.getByLabel("Flight number").fill("LX 638");
  await pick(page, "Aircraft type", "A20N", /^A20N · /);
  await page.getByLabel("Reason").selectOption("business");
  await page.getByRole("button", { name: "Add a guest" }).click();
  await page.getByLabel("Guest name").fill("Dave");
  await page.getByRole("button", { name: "Save flight" }).click();

  await expect(page).toHaveURL(/\/flights\/\d+$/);
  const url = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ZRH → CDG");
  await expect(page.getByText("08:00")).toBeVisible();
  await expect(page.getByText("(UTC+02:00)").first()).toBeVisible();
  await expect(page.getByText("LX638")).toBeVisible();
  await expect(page.getByText("Dave (guest)")).toBeVisible();

  // Edit: notes
  // The detail page has a "Notes" section too: wait for the form before filling.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole("textbox", { name: "Notes" }).fill("Edited by the e2e test");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByText("Edited by the e2e test")).toBeVisible();

  // A bad value: the error sits next to its field and nothing is saved.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole("textbox", { name: "Notes" }).fill("This must not be saved");
  await page.getByLabel("Arrival time").fill("07:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  const arrival = page.getByLabel("Arrival time");
  await expect(arrival).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Arrival time: must not be before departure")).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole("combobox", { name: "From", exact: true }).fill("QQQ");
  await page.getByLabel("Arrival time").fill("09:10");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Unknown airport: QQQ")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "From", exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.goto(url);
  await expect(page.getByText("Edited by the e2e test")).toBeVisible();
  await expect(page.getByText("This must not be saved")).toHaveCount(0);

  // Delete, with confirmation.
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page).toHaveURL(/\/flights\?deleted=1$/);
  await expect(page.getByRole("status")).toHaveText("Flight deleted.");
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
});
