import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("bob") });

test("the flight form reports every problem at once, focuses the first and keeps what was typed", async ({ page }) => {
  await page.goto("/flights/new");
  await page.getByLabel("Flight number").fill("LX 318");
  await page.getByRole("textbox", { name: "Notes" }).fill("Typed before the errors");
  await page.getByLabel("Departure time").fill("07:15");
  await page.getByRole("button", { name: "Save flight" }).click();

  const from = page.getByRole("combobox", { name: "From", exact: true });
  const to = page.getByRole("combobox", { name: "To", exact: true });
  await expect(page.getByRole("alert").filter({ hasText: "Please correct" })).toHaveText("Please correct the 2 marked fields: From, To.");
  await expect(page.getByText("From: required")).toBeVisible();
  await expect(page.getByText("To: required")).toBeVisible();
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(from).toBeFocused();
  await expect(page).toHaveURL(/\/flights\/new$/);

  // nothing typed is lost
  await expect(page.getByLabel("Flight number")).toHaveValue("LX 318");
  await expect(page.getByRole("textbox", { name: "Notes" })).toHaveValue("Typed before the errors");
  await expect(page.getByLabel("Departure time")).toHaveValue("07:15");

  // an error the server finds sits next to its field, named by its label, and takes the focus
  await from.fill("ZRH");
  await page.getByRole("option", { name: /^ZRH · Zürich/ }).first().click();
  await to.fill("CDG");
  await page.getByRole("option", { name: /^CDG · / }).first().click();
  await page.getByLabel("Date", { exact: true }).fill("2024-09-01");
  await page.getByLabel("Arrival date").fill("2024-08-31");
  await page.getByLabel("Arrival time").fill("08:00");
  await page.getByRole("button", { name: "Save flight" }).click();
  await expect(page.getByText("Arrival time: must not be before departure")).toBeVisible();
  await expect(page.getByLabel("Arrival time")).toBeFocused();
  await expect(page.getByLabel("Flight number")).toHaveValue("LX 318");
  await expect(page.getByText("From: required")).toHaveCount(0);
});
